// The tests' Chromium (`launchChromium({ forTests: true })`): it turns off what it means to, and
// still everything Playwright turns off, since Chromium reads only the last `--disable-features`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFileContexts, workerBrowser } from './harness';

describe("the tests' Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(() => closeFileContexts(browser));

  it('keeps off every feature Playwright turns off', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('chrome://version');
    const lists = ((await page.textContent('#command_line')) ?? '')
      .split(/\s+/)
      .filter((value) => value.startsWith('--disable-features='))
      .map((value) => value.slice('--disable-features='.length).split(','));
    // Playwright's switch comes first, ours last.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(lists[0]).toContain('MediaRouter');
    expect(lists[0]!.filter((feature) => !lists.at(-1)!.includes(feature))).toEqual([]);
  });

  it('builds no address-bar popup for a browser context', async () => {
    await (await browser.newContext()).newPage();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    await session.detach();
    expect(targetInfos.filter((target) => target.url.includes('omnibox-popup'))).toEqual([]);
  });
});
