// Mounts a React component into a container. Never imported by the kernel entry: React and
// react-dom download with the first mount, in parallel with the component's own chunk.
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';

const roots = new WeakMap<Element, Root>();

/**
 * Renders `props` into `container` with the component `loadView` resolves to; later calls update
 * the same root. The root unmounts when `signal` aborts (pass `ctx.signal`).
 * @example
 * await mountReact(popupHost, () => import('./view'), { address }, ctx.signal);
 */
export async function mountReact<P extends object>(
  container: Element,
  loadView: () => Promise<{ default: ComponentType<P> }>,
  props: P,
  signal: AbortSignal,
): Promise<void> {
  const [{ createRoot }, { createElement }, { default: View }] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    loadView(),
  ]);
  if (signal.aborted) return;
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
  root.render(createElement(View, props));
}
