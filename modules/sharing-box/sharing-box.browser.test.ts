// The sharing box under a post as a visitor meets it (test/fixtures/pages/sharing-box.html, with the
// theme's inline handler as a host without the WordPress plug-in serves it; the demo's box under
// /blog/winterbanden/ has its copy link as the plug-in serves it, without): the copy-link icon, which
// the theme prints as a link without an address that calls the theme's global copyPageUrl inline,
// copies the page's address by mouse and by keyboard and says so, also in the Social Sharing
// element's form (the class on the icon inside the link); the other icons stay links; on a phone the
// Facebook link goes to Facebook's mobile sharer; and without the chunk nothing breaks the page.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/test/sharing-box/?campagne=nieuwsbrief#koffie';
// The theme's box under the post; the element's box (`.fusion-sharing-box-1`) sits in the text.
const themeBox = '.fusion-single-sharing-box';
const copyButton = (page: Page) => page.locator(themeBox).getByRole('button', { name: 'Link kopiëren' });
const note = (page: Page, box = themeBox) => page.locator(`${box} [role="status"]`);
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const grant = { permissions: ['clipboard-read', 'clipboard-write'] };

async function ready(page: Page) {
  await page.locator(themeBox).scrollIntoViewIfNeeded();
  await modulesReady(page, 'sharing-box');
}

describe('sharing-box in Chromium', () => {
  test('a click copies the address without query or fragment, and the note says so, then goes', async () => {
    const { page, errors } = await site.visit(route, {
      context: grant,
      settings: { 'sharing-box': { copiedMs: 300 } },
    });
    await ready(page);
    await copyButton(page).click();
    await expect.poll(() => note(page).textContent()).toBe('Link gekopieerd');
    expect(await clipboard(page)).toBe(`${new URL(page.url()).origin}/test/sharing-box/`);
    expect(await note(page).isVisible()).toBe(true);
    await expect.poll(() => note(page).textContent()).toBe('');
    expect(errors).toEqual([]);
  });

  test('keyboard: Tab reaches the copy button after the e-mail link; Enter and Space copy', async () => {
    const { page } = await site.visit(route, { context: grant });
    await ready(page);
    await page.locator('.fusion-sharing-box a.fusion-mail').focus();
    await page.keyboard.press('Tab');
    // The tooltips module moves `title` away (as Bootstrap's tooltips do): compare the element itself.
    expect(await copyButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => note(page).textContent()).toBe('Link gekopieerd');
    await page.evaluate(() => navigator.clipboard.writeText('leeg'));
    await page.keyboard.press('Space');
    await expect.poll(() => clipboard(page)).toContain('/test/sharing-box/');
  });

  test('under the strict policy, which blocks the inline copyPageUrl call, the copy works', async () => {
    // Chromium reports the theme's inline handler against the policy as it parses the page, with or
    // without Voorkant; the theme's copy link is dead there, this one is not.
    const { page, errors } = await site.visit(`/csp${route}`, { context: grant });
    await ready(page);
    expect(await copyButton(page).getAttribute('onclick')).toBeNull();
    await copyButton(page).click();
    await expect.poll(() => note(page).textContent()).toBe('Link gekopieerd');
    expect(errors).toEqual([]);
  });

  test('no clipboard allowed: the note shows the address to copy by hand', async () => {
    const { page } = await site.visit(route, {
      // Neither the clipboard API nor the copy command may write here.
      initScript: `Object.defineProperty(navigator, 'clipboard', { value: undefined });
        document.execCommand = () => false;`,
    });
    await ready(page);
    await copyButton(page).click();
    await expect
      .poll(() => note(page).textContent())
      .toBe(`Kopiëren lukte niet. Het adres is ${new URL(page.url()).origin}/test/sharing-box/`);
    expect(await note(page).isVisible()).toBe(true);
  });

  test('the other icons stay links; on a desktop Facebook keeps its desktop sharer', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    expect(await page.locator(`${themeBox} a.fusion-facebook`).getAttribute('href')).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer\.php\?u=/,
    );
    expect(await page.getByRole('link', { name: 'WhatsApp' }).count()).toBe(1);
  });

  test('on a phone the Facebook link goes to the mobile sharer', async () => {
    const { page } = await site.visit(route, {
      context: {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        viewport: { width: 390, height: 800 },
      },
    });
    await ready(page);
    for (const facebook of [
      `${themeBox} a.fusion-facebook`,
      '.fusion-sharing-box-1 a:has(> .fusion-facebook)',
    ])
      await expect
        .poll(() => page.locator(facebook).getAttribute('href'))
        .toMatch(/^https:\/\/m\.facebook\.com\/sharer\.php\?u=https%3A%2F%2Fdespaak\.example/);
  });

  test("the Social Sharing element's copy link (the class on its icon) is a button too: Tab, Enter, copied", async () => {
    const { page, errors } = await site.visit(route, { context: grant });
    await page.locator('.fusion-sharing-box-1').scrollIntoViewIfNeeded();
    await modulesReady(page, 'sharing-box');
    await page.locator('.fusion-sharing-box-1').getByRole('link', { name: 'Facebook' }).focus();
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: 'Route-adres kopiëren' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => note(page, '.fusion-sharing-box-1').textContent()).toBe('Link gekopieerd');
    expect(await clipboard(page)).toBe(`${new URL(page.url()).origin}/test/sharing-box/`);
    // The theme's box has its own note, untouched.
    expect(await note(page).textContent()).toBe('');
    expect(errors).toEqual([]);
  });

  test('axe finds nothing in the sharing box, its note shown', async () => {
    const { page } = await site.visit(route, { context: grant });
    await ready(page);
    await copyButton(page).click();
    expect(await axeViolations(page, '.fusion-sharing-box')).toEqual([]);
  });

  test('chunk answers 404: the box and its links stay, the page reads on', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/sharing-box\.js/, mode: 'status-404' });
    const { page } = await site.visit(route, { settings: { safetyNetMs: 300 } });
    await page.locator(themeBox).scrollIntoViewIfNeeded();
    await expect.poll(() => moduleState(page, 'sharing-box')).toBe('failed');
    expect(await page.getByRole('link', { name: 'WhatsApp' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Koffie onderweg' }).isVisible()).toBe(true);
  });
});
