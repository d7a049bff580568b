// Vertical tabs: every pane at least as tall as the tab list beside it (the theme's equal heights).
// Where the list is hidden (the phone modes) or the tabs are horizontal, panes keep their own height.
export function matchTabListHeight(root: HTMLElement): void {
  if (!root.classList.contains('vertical-tabs')) return;
  const list = root.querySelector<HTMLElement>(':scope > .nav .nav-tabs');
  const height = list?.offsetHeight;
  for (const pane of root.querySelectorAll<HTMLElement>(':scope > .tab-content > .tab-pane'))
    pane.style.minHeight = height ? `${height}px` : '';
}
