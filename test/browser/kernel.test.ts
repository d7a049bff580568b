// The kernel as a visitor's browser runs it: only matching chunks download, late markup is matched
// once, the loading click is replayed, failures stay inside their module, and modules switch at run time.
import { describe, expect, test } from 'vitest';
import { modulesReady, withSite } from './harness';

const site = withSite();

describe('kernel in Chromium', () => {
  test('a page where no module matches downloads the kernel only', async () => {
    // Without the anti-spam add-on's settings the signals have nothing to do either, and without
    // the theme's (another theme's page) neither has theme-base, which on a theme page waits for
    // the first scroll in the runtime.
    const visit = await site.visit('/nieuwsbrief/bevestigd/', { query: { platform: 'none', theme: 'none' } });
    await visit.page.waitForTimeout(300);
    const scripts = visit.requests.filter((url) => url.includes('/dist/'));
    // kernel.css is the stylesheet net, in the head before any script.
    expect(scripts.map((url) => new URL(url).pathname)).toEqual(['/dist/kernel.css', '/dist/kernel.js']);
  });

  test("DevTools finds the kernel's source map by the demo server's SourceMap header: no comment in the file", async () => {
    const { page } = await site.visit('/nieuwsbrief/bevestigd/');
    const kernel = await page.request.get(new URL('/dist/kernel.js', page.url()).href);
    expect(await kernel.text()).not.toContain('sourceMappingURL');
    expect(kernel.headers().sourcemap).toBe('kernel.js.map');
    const map = await page.request.get(new URL(`/dist/${kernel.headers().sourcemap}`, page.url()).href);
    expect(((await map.json()) as { sources: string[] }).sources).toContain('../kernel/kernel.ts');
  });

  test('only the chunks of matching modules are requested', async () => {
    const visit = await site.visit('/winkelwagen/');
    await visit.page.getByRole('button', { name: /Aantal verhogen van Fietsbel/ }).waitFor();
    expect(visit.chunks()).toContain('quantity-stepper');
    expect(visit.chunks()).not.toContain('fixture-throws');
    expect(visit.chunks()).not.toContain('fixture-interaction');
  });

  test('markup added later gets its module, exactly once per element', async () => {
    const visit = await site.visit('/winkelwagen/');
    const { page } = visit;
    await page.getByRole('button', { name: /Aantal verhogen van Fietsbel/ }).waitFor();
    await page.getByRole('button', { name: 'Aanbevolen producten toevoegen' }).click();
    await page.getByRole('button', { name: /Aantal verhogen van Spaakreflector set 2/ }).waitFor();
    await page.waitForTimeout(200);
    const counts = await page
      .locator('.quantity')
      .evaluateAll((wrappers) =>
        wrappers.map((wrapper) => wrapper.querySelectorAll('.quantity-stepper__button').length),
      );
    expect(counts).toEqual([2, 2, 2, 2, 2, 2]);
  });

  test('the click that loads an interaction module is handled by it; the link is not followed', async () => {
    const visit = await site.visit('/test/kernel/');
    // Located by attribute: the module changes the link's text once it handles a click.
    const link = visit.page.locator('a[data-fixture-interaction]');
    expect(visit.chunks()).not.toContain('fixture-interaction');
    await link.click();
    await expect.poll(() => link.getAttribute('data-handled')).toBe('1');
    expect(new URL(visit.page.url()).pathname).toBe('/test/kernel/');
    expect(visit.chunks()).toContain('fixture-interaction');
    await link.click();
    await expect.poll(() => link.getAttribute('data-handled')).toBe('2');
  });

  test('a modified click is left to the browser (opens a new tab)', async () => {
    const visit = await site.visit('/test/kernel/');
    const opened = visit.context.waitForEvent('page');
    await visit.page.getByRole('link', { name: /module afgehandeld/ }).click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/over-ons/');
  });

  test('when the interaction chunk cannot load, the link is followed after all', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/fixture-interaction\.js/, mode: 'status-404' });
    const visit = await site.visit('/test/kernel/');
    await Promise.all([
      visit.page.waitForURL('**/over-ons/'),
      visit.page.getByRole('link', { name: /module afgehandeld/ }).click(),
    ]);
    expect(new URL(visit.page.url()).pathname).toBe('/over-ons/');
  });

  test('a runtime fetch that fails once is tried again: the modules wait for their moment as before', async () => {
    // The strategies are in the runtime's chunk. Without the host's hints the kernel's import() is
    // its first fetch.
    site.backend.fault({ path: /\/chunks\/[\w-]+\/runtime-door\.js/, mode: 'status-404', times: 1 });
    const visit = await site.visit('/test/kernel/', { query: { preload: '0' } });
    // chunks() lists requests, so the failed first one already names the runtime: wait for the retry.
    await expect.poll(() => visit.requests.filter((url) => url.endsWith('/runtime-door.js'))).toHaveLength(2);
    // The interaction module still waits for the visitor, and the click is its own.
    await visit.page.waitForTimeout(300);
    expect(visit.chunks()).not.toContain('fixture-interaction');
    const link = visit.page.locator('a[data-fixture-interaction]');
    await link.click();
    await expect.poll(() => link.getAttribute('data-handled')).toBe('1');
    expect(new URL(visit.page.url()).pathname).toBe('/test/kernel/');
    expect(visit.console.filter((line) => line.includes('failed in load'))).toEqual([]);
  });

  test('a module whose init throws does not stop the others, and is reported once with its element', async () => {
    const visit = await site.visit('/test/kernel/');
    const plus = visit.page.getByRole('button', { name: /Aantal verhogen van Aantal/ });
    await plus.click();
    await expect.poll(() => visit.page.inputValue('#kern-aantal')).toBe('3');
    const reports = visit.console.filter((line) => line.includes('module "fixture-throws" failed'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('in init on <div>');
    expect(reports[0]).toContain('init throws on purpose');
    expect(visit.errors).toEqual([]);
  });

  test('a chunk that fails is requested twice, then reported; the page goes on', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/quantity-stepper\.js/, mode: 'status-404' });
    const visit = await site.visit('/winkelwagen/');
    await expect
      .poll(() => visit.console.find((line) => line.includes('module "quantity-stepper" failed in load')))
      .toContain('chunk not loaded after a retry');
    expect(visit.requests.filter((url) => url.endsWith('/quantity-stepper.js'))).toHaveLength(2);
    await expect(visit.page.locator('.quantity-stepper__button').count()).resolves.toBe(0);
  });

  test('a runtime that cannot load: each matched module is reported once, and the page goes on', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/runtime-door\.js/, mode: 'status-404' });
    // Without the platform no hint fetches the runtime ahead: the kernel's import() is the first.
    const visit = await site.visit('/winkelwagen/', { query: { platform: 'none' } });
    await expect
      .poll(() => visit.console.find((line) => line.includes('module "quantity-stepper" failed in load')))
      .toContain('runtime-door.js');
    // Fetched once and tried once more, for every module together.
    expect(visit.requests.filter((url) => url.endsWith('/runtime-door.js'))).toHaveLength(2);
    const states = () =>
      visit.page.evaluate(() =>
        window.voorkant
          ?.status()
          .filter((module) => module.matched > 0)
          .map((module) => module.state),
      );
    await expect.poll(states).not.toContain('waiting');
    const reports = visit.console.filter((line) => line.includes('failed in load'));
    const failed = ((await states()) ?? []).filter((state) => state === 'failed');
    expect(failed.length).toBeGreaterThan(1);
    expect(reports).toHaveLength(failed.length);
    // The shop's own plus and minus buttons are not there; the field still takes a number.
    await expect(visit.page.locator('.quantity-stepper__button').count()).resolves.toBe(0);
    await visit.page.locator('.quantity input.qty').first().fill('4');
    expect(await visit.page.locator('.quantity input.qty').first().inputValue()).toBe('4');
  });

  test('a module switched off in the settings is not downloaded; switching at run time detaches and attaches', async () => {
    const visit = await site.visit('/winkelwagen/', { settings: { modules: { 'quantity-stepper': false } } });
    await visit.page.waitForTimeout(400);
    expect(visit.chunks()).not.toContain('quantity-stepper');
    await visit.page.evaluate(() =>
      window.voorkant?.bus.emit('kernel:settings', { modules: { 'quantity-stepper': true } }),
    );
    await expect.poll(() => visit.page.locator('.quantity-stepper__button').count()).toBe(8);
    await visit.page.evaluate(() =>
      window.voorkant?.bus.emit('kernel:settings', { modules: { 'quantity-stepper': false } }),
    );
    await expect.poll(() => visit.page.locator('.quantity-stepper__button').count()).toBe(0);
  });

  test('garbage settings give one warning naming the key, and the page still works', async () => {
    const visit = await site.visit('/winkelwagen/', {
      settings: { debug: 'misschien', modules: { 'quantity-stepper': 'ja graag' }, breakpoints: 12 },
    });
    await visit.page.getByRole('button', { name: /Aantal verhogen van Fietsbel/ }).waitFor();
    // The check is a chunk of its own, fetched once the runtime sees a value it may not use.
    await expect.poll(() => visit.console.filter((line) => line.includes('setting "')).length).toBe(3);
    expect(visit.console.filter((line) => line.includes('setting "debug"'))).toHaveLength(1);
    expect(visit.console.filter((line) => line.includes('setting "modules.quantity-stepper"'))).toHaveLength(
      1,
    );
    expect(visit.console.filter((line) => line.includes('setting "breakpoints"'))).toHaveLength(1);
    expect(visit.chunks()).toContain('settings-check');
  });

  test('usable settings, as the WordPress plugin prints them: the settings check is never downloaded', async () => {
    const visit = await site.visit('/winkelwagen/', {
      settings: {
        modules: { lightbox: false },
        takeover: ['quantity-stepper'],
        breakpoints: { small: 800, medium: 1100 },
        safetyNetMs: 4000,
      },
    });
    await visit.page.getByRole('button', { name: /Aantal verhogen van Fietsbel/ }).waitFor();
    await visit.page.waitForTimeout(300);
    expect(visit.chunks()).toContain('runtime');
    expect(visit.chunks()).not.toContain('settings-check');
    expect(visit.console.filter((line) => line.includes('setting "'))).toEqual([]);
  });

  test('the inspector lists matched, loaded and failed modules', async () => {
    const visit = await site.visit('/test/kernel/', { query: { voorkant: 'debug' } });
    const inspector = visit.page.getByRole('table', { name: 'Modules op deze pagina' });
    await inspector.waitFor();
    await visit.page.getByRole('button', { name: 'Vernieuwen' }).click();
    await expect
      .poll(() => inspector.locator('tr[data-module="fixture-throws"]').getAttribute('data-state'))
      .toBe('failed');
    await expect
      .poll(() => inspector.locator('tr[data-module="quantity-stepper"]').getAttribute('data-state'))
      .toBe('ready');
    expect(visit.chunks()).toContain('inspector');
  });

  test('the body reflects touch or mouse input (from the first running module on)', async () => {
    const visit = await site.visit('/winkelwagen/', { context: { hasTouch: true } });
    await expect.poll(() => visit.page.evaluate(() => document.body.className)).toContain('no-touch');
    await visit.page.touchscreen.tap(200, 300);
    await expect.poll(() => visit.page.evaluate(() => document.body.classList.contains('touch'))).toBe(true);
  });
});

describe('kernel signals reach the modules', () => {
  test('resize is debounced (resizeDebounceMs) into one call with the breakpoint; completed requests reach ajaxComplete', async () => {
    // A debounce of 1.5 s: each resize below is a round trip to the browser, and on a loaded
    // machine two of them can be further apart than the 250 ms default, which rightly makes two
    // calls. What is tested here is the merging; the 250 ms default is tested on the clock in
    // test/unit/viewport.test.ts.
    const visit = await site.visit('/test/kernel/', { settings: { resizeDebounceMs: 1500 } });
    const { page } = visit;
    const hooks = page.locator('[data-fixture-hooks]');
    await expect.poll(() => hooks.getAttribute('data-breakpoint')).toBe('large');
    const resizing = Date.now();
    for (const width of [1000, 900, 700, 600]) await page.setViewportSize({ width, height: 800 });
    expect(Date.now() - resizing, 'the resizes came closer together than the debounce').toBeLessThan(1500);
    await expect.poll(() => hooks.getAttribute('data-breakpoint')).toBe('small');
    // Not before the debounce, and only once.
    expect(Date.now() - resizing).toBeGreaterThanOrEqual(1500);
    await page.waitForTimeout(400);
    expect(await hooks.getAttribute('data-resizes')).toBe('1');
    await page.evaluate(() => fetch('/wp-json/').catch(() => {}));
    await expect.poll(() => hooks.getAttribute('data-requests')).toContain('/wp-json/');
  });

  // Counts the page's resource observers, and gives the bus an `ajax:complete` handler the moment
  // the kernel exists, before its runtime is there (when `early` is set on the page's address).
  const requestWatch = `(() => {
    window.__resourceObservers = 0;
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options && options.type === 'resource') window.__resourceObservers++;
      return observe.call(this, options);
    };
    window.__heard = [];
    let kernel;
    Object.defineProperty(window, 'voorkant', {
      configurable: true,
      get: () => kernel,
      set(value) {
        kernel = value;
        if (location.search.includes('early'))
          value.bus.on('ajax:complete', ({ url }) => window.__heard.push(new URL(url).pathname));
      },
    });
  })()`;
  const observers = (page: import('playwright-core').Page) =>
    page.evaluate(() => (window as unknown as { __resourceObservers: number }).__resourceObservers);
  const heard = (page: import('playwright-core').Page) =>
    page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);

  test('completed requests are observed only once something wants them: none on a page whose modules have no ajaxComplete, then a bus handler starts it', async () => {
    const { page } = await site.visit('/artikel/', { initScript: requestWatch });
    await modulesReady(page, 'antispam-forms', 'lazy-media');
    await page.evaluate(() => fetch('/wp-json/').catch(() => {}));
    await page.waitForTimeout(200);
    expect(await observers(page)).toBe(0);
    await page.evaluate(() =>
      window.voorkant!.bus.on('ajax:complete', ({ url }) =>
        (window as unknown as { __heard: string[] }).__heard.push(new URL(url).pathname),
      ),
    );
    expect(await observers(page)).toBe(1);
    await page.evaluate(() => fetch('/wp-json/?tweede').catch(() => {}));
    await expect.poll(() => heard(page)).toEqual(['/wp-json/']);
    // A second handler adds no second observer.
    await page.evaluate(() => window.voorkant!.bus.on('ajax:complete', () => {}));
    expect(await observers(page)).toBe(1);
  });

  test('a bus handler given before the runtime came hears completed requests too', async () => {
    const { page } = await site.visit('/artikel/', { initScript: requestWatch, query: { early: '1' } });
    await modulesReady(page, 'antispam-forms', 'lazy-media');
    expect(await observers(page)).toBe(1);
    await page.evaluate(() => fetch('/wp-json/?vroeg').catch(() => {}));
    await expect.poll(() => heard(page)).toContain('/wp-json/');
  });
});
