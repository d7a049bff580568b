// The phone menu of a real page (bench/real-sites.ts, phone widths): the theme's toggle for its
// phone menu, clicked as a visitor would, and the menu links visible before and after. The theme's
// legacy header prints its phone menu in one of three designs (classic `.fusion-mobile-selector`,
// modern `.fusion-mobile-menu-icons > a.awb-icon-bars`, in older versions `.fusion-icon-bars`, flyout `.fusion-flyout-menu-toggle`), the builder's menu
// element its own toggle (`.awb-menu__m-toggle`): whichever is visible first is the page's.
import type { Page } from 'playwright-core';

export interface PhoneMenu {
  /** The toggle clicked (its selector), or null when the page shows none. */
  toggle: string | null;
  /** Menu links a visitor sees before the click and 800 ms after it. */
  before: number;
  after: number;
}

const toggles = [
  '.fusion-mobile-menu-icons .awb-icon-bars',
  '.fusion-mobile-menu-icons .fusion-icon-bars',
  '.fusion-flyout-menu-icons .fusion-flyout-menu-toggle',
  '.fusion-mobile-selector',
  '.awb-menu__m-toggle',
];
const menuLinks =
  '.fusion-mobile-nav-holder a, .fusion-flyout-menu a, .fusion-mobile-navigation a, .awb-menu__main-ul a';

/** Links of the phone menus a visitor sees: laid out, in the window's width, not hidden. */
const visibleLinks = (selector: string) =>
  [...document.querySelectorAll(selector)].filter((link) => {
    const box = link.getBoundingClientRect();
    const style = getComputedStyle(link);
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.right > 0 &&
      box.left < innerWidth &&
      style.visibility !== 'hidden' &&
      Number(style.opacity) > 0
    );
  }).length;

export async function phoneMenuCheck(page: Page): Promise<PhoneMenu> {
  const toggle = await page.evaluate(
    (candidates) =>
      candidates.find((selector) => {
        const element = document.querySelector(selector);
        const box = element?.getBoundingClientRect();
        return !!box && box.width > 0 && box.height > 0;
      }) ?? null,
    toggles,
  );
  const before = await page.evaluate(visibleLinks, menuLinks);
  if (!toggle) return { toggle, before, after: before };
  await page.evaluate(() => scrollTo(0, 0));
  await page
    .locator(toggle)
    .first()
    .click({ timeout: 3000 })
    .catch(() => {});
  await page.waitForTimeout(800);
  return { toggle, before, after: await page.evaluate(visibleLinks, menuLinks) };
}
