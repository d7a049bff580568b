// Mounts a React component into a container. Never imported by the kernel entry: React and
// react-dom download with the first mount, in parallel with the component's own chunk.
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';

const roots = new WeakMap<Element, Root>();
/** The latest call per container: an earlier call whose imports resolve later must not draw over it. */
const latestCall = new WeakMap<Element, number>();

/**
 * Renders `props` into `container` with the component `loadView` resolves to; later calls update
 * the same root. Resolves once the view is in the page: renders are synchronous (`flushSync`), so a
 * timer started afterwards (a message shown for 3 s) counts from what the visitor sees, and a
 * later update can never replace one that React had not drawn yet; and the latest call always wins,
 * whatever order the imports settle in. The root unmounts when `signal`
 * aborts (pass `ctx.signal`).
 * @example
 * await mountReact(popupHost, () => import('./view'), { address }, ctx.signal);
 */
export async function mountReact<P extends object>(
  container: Element,
  loadView: () => Promise<{ default: ComponentType<P> }>,
  props: P,
  signal: AbortSignal,
): Promise<void> {
  const call = (latestCall.get(container) ?? 0) + 1;
  latestCall.set(container, call);
  const [{ createRoot }, { flushSync }, { createElement }, { default: View }] = await Promise.all([
    import('react-dom/client'),
    import('react-dom'),
    import('react'),
    loadView(),
  ]);
  // Each call awaits its own imports, which may settle out of order: a popup's 'decoding' call
  // resolving after its 'blocked' call would hide the message the visitor must see.
  if (signal.aborted || latestCall.get(container) !== call) return;
  let root = roots.get(container);
  if (!root) {
    const created = createRoot(container);
    root = created;
    roots.set(container, created);
    signal.addEventListener(
      'abort',
      () => {
        roots.delete(container);
        created.unmount();
      },
      { once: true },
    );
  }
  const current = root;
  flushSync(() => current.render(createElement(View, props)));
}
