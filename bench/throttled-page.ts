// The page every timing tool in bench/ measures: a fresh context (1280 × 900 unless asked otherwise) with the CPU slowed by
// the run's rate (bench/cpu-score.ts: 4× unless a score or another rate is asked for) and the tool's
// probe injected before the page's own scripts.
import type { Browser, CDPSession, Page } from 'playwright-core';

export async function openThrottledPage(
  browser: Browser,
  probe: string,
  rate: number,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(probe);
  return { page, cdp };
}
