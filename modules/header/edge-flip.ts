// Drop-downs that would cross the window's right edge open towards the left, as the theme's menu
// script does: it gives such a panel `fusion-switched-side` and moves it left by its own width, less
// its item's width for a first-level panel. A panel laid out past the edge makes the page scroll
// sideways even while hidden, so every panel is measured at start and on every resize. Mega menus
// are positioned by the theme's stylesheet and left alone.
export function flipEdgeDropdowns(list: Element): void {
  const panels = [...list.querySelectorAll<HTMLElement>('.sub-menu')].filter(
    (panel) => !panel.closest('.fusion-megamenu-wrapper'),
  );
  for (const panel of panels) {
    panel.classList.remove('fusion-switched-side');
    panel.style.left = '';
  }
  const edge = document.documentElement.clientWidth;
  // In document order a nested panel comes after the one it sits in, so it is measured where its
  // parent went; only a flip writes, so a menu with nothing past the edge lays out once.
  for (const panel of panels) {
    const box = panel.getBoundingClientRect();
    if (!box.width || box.right <= edge) continue;
    const nested = panel.parentElement?.closest('.sub-menu');
    panel.classList.add('fusion-switched-side');
    panel.style.left = `${(nested ? 0 : (panel.parentElement?.offsetWidth ?? 0)) - box.width}px`;
  }
}
