// `npx tsx bench/blog-scroll.ts` (after `npm run build`): the grid blog with infinite scroll in
// Chromium against the production build, the back end answering at once. Scrolls to the list's end
// with the mouse wheel and reports, per loaded page, the time from reaching the buffer to the new
// posts being in the page (the module's own `blog:loaded` figure, trigger to posts shown), and the
// layout shift while loading (CLS as a visitor's browser counts it: shifts within 500 ms of the
// wheel are the visitor's own). Timings are noisy: reported, never enforced.
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../test/browser/chromium';

const probe = `
  window.__blog = { loads: [], cls: 0 };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__blog.cls += entry.value; })
    .observe({ type: 'layout-shift', buffered: true });
  const listen = () => window.voorkant
    ? window.voorkant.bus.on('blog:loaded', (event) => window.__blog.loads.push({ page: event.page, count: event.count, ms: Math.round(event.ms) }))
    : setTimeout(listen, 20);
  listen();`;

const server = await startDemoServer({ dist: 'dist' });
const browser = await launchChromium();
async function run(label: string, query: string): Promise<void> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.addInitScript(probe);
  await page.goto(`${server.url}/blog/${query}`, { waitUntil: 'load' });
  // Scrolled like a visitor, with the mouse wheel, a screen at a time, to the end of the list.
  await page.mouse.move(640, 450);
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => (window as unknown as { __blog: unknown }).__blog);
  console.log(label, JSON.stringify(result));
}

try {
  await run('SPEC buffer (40 px):', '');
  // The same with the next page asked for a screen before the list's end comes into view.
  await run('buffer of one screen (900 px):', `?settings=${encodeURIComponent('{"blog":{"bufferPx":900}}')}`);
} finally {
  await browser.close();
  await server.close();
}
