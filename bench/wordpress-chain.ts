// The request chain of the WordPress front page, with and without Voorkant's modulepreload hints:
// when each of Voorkant's files starts and ends, in waves (a file that can only start after another
// one arrived is one wave later), and when the eager anti-spam module is ready. Network latency is
// set to 100 ms per request so waiting on the kernel shows. `npx tsx bench/wordpress-chain.ts`
// (after `npm run package`).
import { launchChromium } from '../test/browser/chromium';
import { installPlugins, prepareWordPress } from '../test/wordpress/prepare';
import { startWordPress } from '../test/wordpress/server';
import { antispamStandIn, voorkant } from '../test/wordpress/wp-harness';

interface Timed {
  file: string;
  start: number;
  end: number;
}

const latencyMs = 100;

prepareWordPress((line) => console.log(line));
installPlugins();
const site = await startWordPress({ plugins: [voorkant, antispamStandIn] });
const browser = await launchChromium();

async function chain(label: string, quiet = false): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto(`${site.url}/`);
  await page.waitForFunction(
    () => window.voorkant?.status().find((module) => module.id === 'antispam-forms')?.state === 'ready',
    undefined,
    { timeout: 20_000 },
  );
  const { files: raw, ready: readyAt } = await page.evaluate(() => ({
    files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes('/plugins/voorkant/dist/'))
      .map((entry) => ({
        file: entry.name.replace(/^.*\/dist\//, '').replace(/\?.*$/, ''),
        start: entry.startTime,
        end: entry.responseEnd,
      })),
    ready: performance.now(),
  }));
  // Times from the moment kernel.js was asked for.
  const zero = raw.find((entry) => entry.file === 'kernel.js')?.start ?? 0;
  const files = raw.map((entry) => ({ ...entry, start: entry.start - zero, end: entry.end - zero }));
  const ready = readyAt - zero;
  if (quiet) {
    await context.close();
    return;
  }
  // Waves: a file starting after an earlier file's end waits on it.
  const waves = new Map<string, number>();
  const sorted = [...files].sort((a, b) => a.start - b.start);
  for (const entry of sorted) {
    const before = sorted.filter((other) => other !== entry && other.end <= entry.start);
    waves.set(
      entry.file,
      before.length ? Math.max(...before.map((other) => waves.get(other.file) ?? 1)) + 1 : 1,
    );
  }
  console.log(`\n${label} (ms from the kernel's request)`);
  for (const entry of sorted as Timed[])
    console.log(
      `  wave ${waves.get(entry.file)}  ${entry.start.toFixed(0).padStart(5)}–${entry.end.toFixed(0).padStart(5)} ms  ${entry.file}`,
    );
  const antispam = sorted.find((entry) => entry.file.includes('antispam-forms-'));
  console.log(
    `  anti-spam chunk and its imports in by ${Math.max(...sorted.filter((entry) => /antispam-forms-|cookies-|instances-/.test(entry.file)).map((entry) => entry.end)).toFixed(0)} ms (chunk ${antispam?.end.toFixed(0)} ms); antispam-forms seen ready at ${ready.toFixed(0)} ms`,
  );
  await context.close();
}

try {
  site.deactivate('voorkant-test-no-preload/voorkant-test-no-preload.php');
  // A first load compiles PHP and warms the server; it is not measured.
  await chain('warm-up', true);
  await chain(`with modulepreload hints (latency ${latencyMs} ms a request)`);
  site.activate('voorkant-test-no-preload/voorkant-test-no-preload.php');
  await chain(`without hints (voorkant_preload_hints off)`);
} finally {
  await browser.close();
  await site.stop();
}
