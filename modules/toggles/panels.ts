// The panels of one toggles or accordion element: each title link (`.panel-title a[data-toggle=
// "collapse"]`) with the `.panel-collapse` it names by `data-target` or `href`, and the group it
// belongs to by `data-parent` (an accordion: one open at a time). The builder's ids are hashes that
// may start with a digit, so they are looked up by id, never as a CSS selector.

export interface TogglePanel {
  title: HTMLAnchorElement;
  collapse: HTMLElement;
  /** The `data-parent` id: panels that share it form an accordion. */
  group?: string;
}

/** The id a `#…` reference names, or '' when it names none. */
export function referencedId(reference: string | null | undefined): string {
  const at = (reference ?? '').indexOf('#');
  return at < 0 ? '' : (reference ?? '').slice(at + 1);
}

/** The panels of `root` in order, leaving out those of accordions nested inside it. */
export function findPanels(root: Element): TogglePanel[] {
  const titles = root.querySelectorAll<HTMLAnchorElement>('.panel-title a[data-toggle="collapse"]');
  return [...titles].flatMap((title) => {
    if (title.closest('.fusion-accordian') !== root) return [];
    const id = referencedId(title.getAttribute('data-target')) || referencedId(title.getAttribute('href'));
    const collapse = id ? document.getElementById(id) : null;
    if (!collapse || !root.contains(collapse)) return [];
    const group = referencedId(title.getAttribute('data-parent')) || undefined;
    return [{ title, collapse, group }];
  });
}

/** The panel whose collapse the address fragment names (also in the theme's `#_…` form). */
export function panelForFragment(panels: readonly TogglePanel[], fragment: string): TogglePanel | undefined {
  let id = fragment.replace(/^#_?/, '');
  try {
    id = decodeURIComponent(id);
  } catch {}
  return id ? panels.find((panel) => panel.collapse.id === id) : undefined;
}
