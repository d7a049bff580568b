// Which links, mobile copies and panes make up one builder Tabs element, and where the keys and the
// address fragment lead. The theme prints each tab three times: a link in the tab list, a copy of
// that link above its pane for the phone modes (`.fusion-mobile-tab-nav`), and the pane.

export interface BuilderTab {
  /** `a.tab-link` in the tab list. */
  link: HTMLAnchorElement;
  item: HTMLElement;
  /** The copy printed above the pane for the accordion and toggle modes (absent in carousel mode). */
  mobileLink?: HTMLAnchorElement;
  mobileItem?: HTMLElement;
  pane: HTMLElement;
}

export type MobileMode = 'accordion' | 'toggle' | 'carousel';

/** The fragment a tab link points at (`#tab-…`), decoded, without `#`. */
export function linkTarget(link: HTMLAnchorElement): string {
  const href = link.getAttribute('href') ?? '';
  const at = href.indexOf('#');
  if (at < 0) return '';
  try {
    return decodeURIComponent(href.slice(at + 1));
  } catch {
    return href.slice(at + 1);
  }
}

/** The tabs of one `.fusion-tabs` element, in order; a link whose pane is missing is left out. */
export function findTabs(root: Element): BuilderTab[] {
  const nav = [...root.children].find(
    (child) => child.classList.contains('nav') && !child.classList.contains('fusion-mobile-tab-nav'),
  );
  const content = [...root.children].find((child) => child.classList.contains('tab-content'));
  if (!nav || !content) return [];
  const panes = [...content.children].filter((child): child is HTMLElement =>
    child.classList.contains('tab-pane'),
  );
  const mobileLinks = [
    ...content.querySelectorAll<HTMLAnchorElement>(':scope > .fusion-mobile-tab-nav a.tab-link'),
  ];
  return [...nav.querySelectorAll<HTMLAnchorElement>('a.tab-link')].flatMap((link) => {
    const target = linkTarget(link);
    const pane = panes.find((candidate) => candidate.id === target);
    const item = link.closest('li');
    if (!pane || !item || !target) return [];
    const mobileLink = mobileLinks.find((candidate) => linkTarget(candidate) === target);
    return [{ link, item, pane, mobileLink, mobileItem: mobileLink?.closest('li') ?? undefined }];
  });
}

/** The phone mode the element's classes name; markup without one behaves as the accordion. */
export function mobileModeOf(root: Element, tabs: readonly BuilderTab[]): MobileMode {
  for (const mode of ['accordion', 'toggle', 'carousel'] as const)
    if (root.classList.contains(`mobile-mode-${mode}`)) return mode;
  return tabs.some((tab) => tab.mobileLink) ? 'accordion' : 'carousel';
}

/**
 * The tab an address fragment names: its pane's id (`#tab-…`), its link's id (`#fusion-tab-2024`)
 * or its mobile copy's id, also in the theme's `#_…` form that skips the browser's own jump.
 */
export function tabForFragment(tabs: readonly BuilderTab[], fragment: string): BuilderTab | undefined {
  let id = fragment.replace(/^#/, '').replace(/^_/, '');
  try {
    id = decodeURIComponent(id);
  } catch {}
  if (!id) return undefined;
  return tabs.find((tab) => tab.pane.id === id || tab.link.id === id || tab.mobileLink?.id === id);
}

/** The tab a key moves to from `current` of `count` tabs (wrapping), or undefined for other keys. */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return current === last ? 0 : current + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return current === 0 ? last : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
