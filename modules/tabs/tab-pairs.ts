// Which tab link shows which content, and where the arrow keys move (WAI-ARIA tabs pattern).

export interface Tab {
  link: HTMLAnchorElement;
  item: HTMLElement;
  panel: HTMLElement;
}

/** Pairs each tab link with the content its data-link names; links without content are left out. */
export function findTabs(widget: Element): Tab[] {
  const panels = [...widget.querySelectorAll<HTMLElement>('.fusion-tab-content[data-name]')];
  return [...widget.querySelectorAll<HTMLAnchorElement>('.fusion-tabs-nav a[data-link]')].flatMap((link) => {
    const panel = panels.find((candidate) => candidate.dataset.name === link.dataset.link);
    const item = link.closest('li');
    return panel && item ? [{ link, item, panel }] : [];
  });
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
