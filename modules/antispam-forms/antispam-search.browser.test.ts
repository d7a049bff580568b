// The help page's search form: the signals are saved through the alternative-cookie call first, the
// honeypot leaves the form, then the search runs, also when that call fails or hangs. And once its
// work is done, the module leaves no timer running on an idle page.
import { describe, expect, test } from 'vitest';
import type { AltCookieState } from '../../demo/server/routes/antispam';
import { withSite } from '../../test/browser/harness';

const site = withSite();
const settings = { 'antispam-forms': { visibleFieldsDelayMs: 0 } };
const alternative = {
  settings,
  ctPublic: { data__cookies_type: 'alternative' },
  ctPublicFunctions: { data__cookies_type: 'alternative' },
};

async function search(page: import('playwright-core').Page, term: string) {
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Zoek in de hulp' }).fill(term);
  await Promise.all([page.waitForURL(/\?s=/), main.getByRole('button', { name: 'Zoeken' }).click()]);
  return new URL(page.url());
}

describe('search forms', () => {
  test('the save goes first, with the force flag and the honeypot value; the search then runs without the honeypot', async () => {
    const { page } = await site.visit('/hulp/', alternative);
    await expect.poll(() => site.backend.receivedAt(/alt_sessions/).length).toBe(1);
    const url = await search(page, 'remblokken');
    expect(url.pathname).toBe('/hulp/');
    expect([...url.searchParams.keys()]).toEqual(['s']);
    expect(url.searchParams.get('s')).toBe('remblokken');
    // Besides the start signals (and the first press's ct_fkp_timestamp), exactly one forced save.
    const saves = site.backend
      .receivedAt(/alt_sessions/)
      .filter((request) => JSON.parse(request.form.cookies!).apbct_force_alt_cookies);
    expect(saves).toHaveLength(1);
    const sent = JSON.parse(saves[0]!.form.cookies!);
    expect(sent).toMatchObject({
      apbct_force_alt_cookies: true,
      apbct_search_form__honeypot_value: '',
      ct_checkjs: '1795637287',
      apbct_headless: true,
    });
    const state = site.backend.state as AltCookieState;
    expect(state.altCookiesDropped).toEqual([]);
    // The save arrived before the search itself.
    const searchRequest = site.backend.receivedAt(/^\/hulp\/$/).find((request) => request.query.s);
    expect(saves[0]!.at).toBeLessThanOrEqual(searchRequest!.at);
  });

  test('mode none: the stored signals go in the same call', async () => {
    const { page } = await site.visit('/hulp/', {
      settings,
      ctPublic: { data__cookies_type: 'none' },
      ctPublicFunctions: { data__cookies_type: 'none' },
    });
    await search(page, 'huurfiets');
    const save = site.backend
      .receivedAt(/alt_sessions/)
      .find((request) => request.form.cookies?.includes('force'));
    expect(JSON.parse(save!.form.cookies!)).toMatchObject({
      apbct_force_alt_cookies: true,
      ct_ps_timestamp: expect.any(Number),
      ct_timezone: expect.any(Number),
    });
  });

  for (const mode of ['hang', 'status-500', 'garbage'] as const) {
    test(`failure: the save answers ${mode}; the search runs anyway`, async () => {
      site.backend.fault({ path: /alt_sessions/, mode });
      const { page } = await site.visit('/hulp/', {
        ...alternative,
        settings: { 'antispam-forms': { visibleFieldsDelayMs: 0, searchForms: { saveTimeoutMs: 400 } } },
      });
      const url = await search(page, 'kettingolie');
      expect(url.searchParams.get('s')).toBe('kettingolie');
      expect(url.searchParams.has('apbct__email_id__search_form_1')).toBe(false);
    });
  }
});

describe('an idle page', () => {
  test('with the bot detector, anti-crawler and log sync on, no timer of ours keeps running', async () => {
    const token = 'cd34'.repeat(16);
    const { page } = await site.visit('/contact/', {
      settings: {
        'antispam-forms': {
          visibleFieldsDelayMs: 0,
          botDetector: { logSyncDelayMs: 100, antiCrawlerPollMs: 100, antiCrawlerMaxWaitMs: 1000 },
        },
      },
      ctPublic: { data__cookies_type: 'native', bot_detector_enabled: '1', settings__sfw__anti_crawler: '1' },
      ctPublicFunctions: {
        data__cookies_type: 'native',
        bot_detector_enabled: '1',
        data__frontend_data_log_enabled: 1,
      },
      // Counts the page's pending timers; the bot detector stores its token a moment after load.
      initScript: `
        window.__timers = new Set();
        const set = window.setTimeout, clear = window.clearTimeout;
        window.setTimeout = (fn, ms, ...rest) => { const id = set(() => { window.__timers.delete(id); typeof fn === 'function' && fn(...rest); }, ms); window.__timers.add(id); return id; };
        window.clearTimeout = (id) => { window.__timers.delete(id); clear(id); };
        window.setInterval = () => { throw new Error('no intervals'); };
        set(() => localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: '${token}' })), 300);
      `,
    });
    await expect
      .poll(() =>
        page
          .context()
          .cookies()
          .then((cookies) => cookies.find((c) => c.name === 'apbct_bot_detector_exist')?.value),
      )
      .toBe('1');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'apbct_bot_detector_exist')!;
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(3500_000);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { __timers: Set<number> }).__timers.size)).toBe(0);
  });
});
