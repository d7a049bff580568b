// Parallax on /fietsroutes/in-beeld/ as a visitor scrolls it: the builder's helper before each
// container becomes a `.parallax-inner` layer inside that container, which sits where its direction
// and speed (the printed velocity's negative) put it for the scroll position, built from the
// helper's attributes; frames stop when no parallax container is on screen; reduced motion and
// phones (unless the container allows it) keep the background still.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, settleModules, wakeUpRecorder, wakeUps, withSite } from '../../test/browser/harness';

const site = withSite();

const iPhone = {
  viewport: { width: 375, height: 700 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

/** The containers by the route their caption names. */
const routes = {
  eem: 'route-eem',
  polder: 'route-polder',
  heuvelrug: 'route-heuvelrug',
  kust: 'route-kust',
} as const;
type Route = keyof typeof routes;
const containerOf = (route: Route) => `.fusion-fullwidth:has(#${routes[route]})`;

/** The layer's translation and where the container's centre is relative to the viewport's centre. */
async function measure(page: Page, route: Route) {
  return page.evaluate((selector) => {
    const container = document.querySelector(selector)!;
    const layer = container.querySelector<HTMLElement>(':scope > .parallax-inner')!;
    const matrix = new DOMMatrix(getComputedStyle(layer).transform);
    const rect = container.getBoundingClientRect();
    const style = getComputedStyle(layer);
    // The theme's way through the window: from the container's top at the window's bottom (or the
    // page's top) to its bottom at the window's top.
    const top = rect.top + scrollY;
    const start = Math.max(0, top - innerHeight);
    const progress = Math.min(1, Math.max(0, (scrollY - start) / (top + rect.height - start)));
    return {
      x: matrix.m41,
      y: matrix.m42,
      progress,
      viewportHeight: innerHeight,
      transform: layer.style.transform,
      background: style.backgroundImage,
      colour: style.backgroundColor,
    };
  }, containerOf(route));
}

async function scrollToContainer(page: Page, route: Route, extra: number): Promise<void> {
  await page.evaluate(
    ({ selector, extra }) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + rect.top - innerHeight / 2 + extra);
    },
    { selector: containerOf(route), extra },
  );
  // Two frames: the scroll event, then the layer's frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const layerIn = (page: Page, route: Route, moving = false) =>
  page.locator(`${containerOf(route)} > .parallax-inner${moving ? '.parallax-inner--moving' : ''}`);

describe('parallax in Chromium', () => {
  test('the helper before each container is emptied and hidden; the layer is built inside the container after it', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    await scrollToContainer(page, 'polder', 0);
    await layerIn(page, 'polder').waitFor({ state: 'attached' });
    const structure = await page.evaluate(() =>
      [...document.querySelectorAll('.fusion-bg-parallax')].map((helper) => ({
        hidden: getComputedStyle(helper).display === 'none',
        empty: helper.childNodes.length === 0,
        target: helper.nextElementSibling?.classList.contains('bg-parallax-parent'),
        layers: helper.nextElementSibling?.querySelectorAll(':scope > .parallax-inner').length,
        elsewhere: helper.parentElement?.querySelectorAll(':scope > .parallax-inner').length,
      })),
    );
    expect(structure[0]).toEqual({ hidden: true, empty: true, target: true, layers: 1, elsewhere: 0 });
    // The content stays above the layer and readable.
    expect(await page.getByRole('heading', { name: 'Eemroute, 35 km' }).isVisible()).toBe(true);
  });

  test('each layer moves by its speed, the printed velocity’s negative, in its direction', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    // The travel is the window's height times the speed (sideways 400 px times it); up and left move
    // back by it along the way, down a quarter faster and held at the end of its travel.
    const cases = [
      {
        route: 'polder',
        speed: 0.3,
        axis: 'y',
        shift: (progress: number, travel: number) => -progress * travel,
      },
      {
        route: 'heuvelrug',
        speed: 0.5,
        axis: 'y',
        shift: (progress: number, travel: number) => Math.min(travel, 1.25 * progress * travel),
      },
      {
        route: 'kust',
        speed: 0.2,
        axis: 'x',
        shift: (progress: number, travel: number) => -progress * travel,
      },
    ] as const;
    for (const { route, speed, axis, shift } of cases) {
      for (const extra of [-200, 0, 250]) {
        await scrollToContainer(page, route, extra);
        await layerIn(page, route, true).waitFor({ state: 'attached' });
        await scrollToContainer(page, route, extra);
        const found = await measure(page, route);
        const travel = Math.round(speed * (axis === 'x' ? 400 : found.viewportHeight));
        expect(found[axis], `${route} at ${extra}`).toBeCloseTo(shift(found.progress, travel), 0);
        expect(found[axis === 'x' ? 'y' : 'x']).toBe(0);
      }
    }
  });

  test('on the markup Avada 7.4.2 prints, the picture is the theme’s: its size, travel and start, and no second image under it', async () => {
    // The Eemland container is copied from a real export: it keeps its own lazily loaded background.
    const { page } = await site.visit('/fietsroutes/in-beeld/', {
      context: { viewport: { width: 1280, height: 900 } },
    });
    /** Scrolls the Eemland container to `fraction` of its way through the window (as measure() defines it). */
    const box = (fraction: number) =>
      page.evaluate(
        async ({ selector, fraction }) => {
          const container = document.querySelector<HTMLElement>(selector)!;
          const place = container.getBoundingClientRect();
          const top = place.top + scrollY;
          const start = Math.max(0, top - innerHeight);
          window.scrollTo(0, start + fraction * (top + place.height - start));
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const rect = container.getBoundingClientRect();
          const layer = container.querySelector(':scope > .parallax-inner')!.getBoundingClientRect();
          return {
            height: rect.height,
            layerTop: layer.top - rect.top,
            layerBottom: layer.bottom - rect.bottom,
            layerHeight: layer.height,
            ownImage: getComputedStyle(container).backgroundImage,
          };
        },
        { selector: containerOf('eem'), fraction },
      );
    await scrollToContainer(page, 'eem', 0);
    await layerIn(page, 'eem', true).waitFor({ state: 'attached' });
    // The layer is the container plus the window height times the speed: 0.3 × 900 = 270 px.
    const entering = await box(0);
    expect(entering.layerHeight).toBeCloseTo(entering.height + 270, 0);
    // Down: the layer starts with its bottom on the container's bottom (the picture as aligned)...
    expect(entering.layerBottom).toBeCloseTo(0, 0);
    // ...and moves down by a quarter more than that extra height over the first 80 % of the way, its
    // top then on the container's top, where it stays (the theme's layer goes on and opens a gap).
    expect((await box(0.4)).layerBottom).toBeCloseTo(0.4 * 1.25 * 270, 0);
    expect((await box(0.9)).layerTop).toBeCloseTo(0, 0);
    // The container's own background (lazy-loaded from data-bg) is not painted under the layer.
    expect(entering.ownImage).toBe('none');
  });

  test('the layer is built from the attributes: image and colour by the theme’s widths, gradient, blend and opacity', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    await scrollToContainer(page, 'polder', 0);
    await expect.poll(async () => (await measure(page, 'polder')).background).toContain('parallax-groot.svg');
    await scrollToContainer(page, 'heuvelrug', 0);
    await layerIn(page, 'heuvelrug').waitFor({ state: 'attached' });
    const style = await layerIn(page, 'heuvelrug').evaluate((layer) => {
      const computed = getComputedStyle(layer);
      return {
        image: computed.backgroundImage,
        blend: computed.backgroundBlendMode,
        opacity: computed.opacity,
        colour: computed.backgroundColor,
        repeat: computed.backgroundRepeat,
      };
    });
    expect(style.image).toMatch(
      /^linear-gradient\(90deg, rgba\(0, 0, 0, 0\.6\) 0%, rgba\(0, 0, 0, 0\) 80%\), url\(/,
    );
    expect(style.blend).toMatch(/^multiply/);
    expect(style).toMatchObject({
      opacity: '0.9',
      colour: 'rgb(58, 79, 122)',
      repeat: 'no-repeat, no-repeat',
    });

    // 375 is small (visibility_small 640), 900 is medium (visibility_medium 1024).
    const phone = await site.visit('/fietsroutes/in-beeld/', {
      context: { viewport: { width: 375, height: 700 } },
    });
    await scrollToContainer(phone.page, 'polder', 0);
    await expect
      .poll(async () => (await measure(phone.page, 'polder')).background)
      .toContain('parallax-klein.svg');
    await scrollToContainer(phone.page, 'kust', 0);
    await expect.poll(async () => (await measure(phone.page, 'kust')).colour).toBe('rgb(15, 34, 51)');
    const tablet = await site.visit('/fietsroutes/in-beeld/', {
      context: { viewport: { width: 900, height: 700 } },
    });
    await scrollToContainer(tablet.page, 'polder', 0);
    await expect
      .poll(async () => (await measure(tablet.page, 'polder')).background)
      .toContain('parallax-middel.svg');
  });

  test('no frame is requested while no parallax container is on screen', async () => {
    // Counted for the parallax chunk and the kernel that runs it: the header, the to-top link and the
    // menus' scroll-spy on every page follow the scroll position for their own reasons.
    const ours = ['parallax', 'runtime', 'kernel'];
    const { page } = await site.visit('/fietsroutes/in-beeld/', { initScript: wakeUpRecorder });
    await scrollToContainer(page, 'polder', 0);
    await layerIn(page, 'polder').waitFor({ state: 'attached' });
    // The layer moves while its container is on screen: the count sees parallax's frames. The layer
    // is built at init and the first frame waits for the container's intersection record, which a
    // loaded machine may deliver after the layer is there (CI stop 25 read 0 here), so poll.
    await expect.poll(() => wakeUps(page, ['parallax'])).toBeGreaterThan(0);
    // The bottom text is far from every container: scrolling there and within it asks for no frame.
    // Scrolling there brings the page's foot into view, whose modules then load and start in the
    // kernel's time slices; a loaded machine was still starting them 300 ms later (CI stop 36 read 2
    // more of the kernel's callbacks during the wheel), so wait for them before counting.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settleModules(page);
    await page.waitForTimeout(300);
    const before = await wakeUps(page, ours);
    for (let step = 0; step < 5; step++) {
      await page.mouse.wheel(0, -20);
      await page.waitForTimeout(50);
    }
    expect(await wakeUps(page, ours)).toBe(before);
    const frozen = (await measure(page, 'polder')).transform;
    await page.mouse.wheel(0, -60);
    await page.waitForTimeout(100);
    expect((await measure(page, 'polder')).transform).toBe(frozen);
  });

  test('still under reduced motion, and on a phone unless the container allows it; a narrow desktop window moves', async () => {
    const still = await site.visit('/fietsroutes/in-beeld/', { context: { reducedMotion: 'reduce' } });
    for (const extra of [-200, 200]) {
      await scrollToContainer(still.page, 'polder', extra);
      await layerIn(still.page, 'polder').waitFor({ state: 'attached' });
      expect((await measure(still.page, 'polder')).y).toBe(0);
    }
    const phone = await site.visit('/fietsroutes/in-beeld/', { context: iPhone });
    await scrollToContainer(phone.page, 'polder', -100);
    await layerIn(phone.page, 'polder').waitFor({ state: 'attached' });
    await scrollToContainer(phone.page, 'polder', -100);
    expect((await measure(phone.page, 'polder')).y).toBe(0);
    // The Heuvelrug container is marked data-mobile-enabled="true".
    await scrollToContainer(phone.page, 'heuvelrug', -100);
    await layerIn(phone.page, 'heuvelrug', true).waitFor({ state: 'attached' });
    await scrollToContainer(phone.page, 'heuvelrug', -100);
    const found = await measure(phone.page, 'heuvelrug');
    expect(found.y).toBeCloseTo(Math.min(350, 1.25 * found.progress * 350), 0);

    const narrow = await site.visit('/fietsroutes/in-beeld/', {
      context: { viewport: { width: 375, height: 700 } },
    });
    await scrollToContainer(narrow.page, 'polder', -100);
    await layerIn(narrow.page, 'polder', true).waitFor({ state: 'attached' });
  });

  test('unusable attribute values fall back instead of reaching the page; a helper without a container is left alone', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    const result = await page.evaluate(async () => {
      const helper = document.createElement('div');
      helper.className = 'fusion-bg-parallax';
      helper.innerHTML = '';
      for (const [name, value] of Object.entries({
        direction: 'diagonal',
        velocity: 'snel',
        'bg-color': 'red;background:url(https://evil.example/x.png)',
        'blend-mode': 'explode',
        'bg-align': 'url(x)',
        'bg-repeat': 'repeat-x',
      }))
        helper.setAttribute(`data-${name}`, value);
      const container = document.createElement('div');
      container.className = 'fusion-fullwidth fullwidth-box fusion-parallax-up';
      container.innerHTML = '<p>Proef</p>';
      const lonely = helper.cloneNode() as HTMLElement;
      const content = document.querySelector('.post-content')!;
      content.append(helper, container);
      const wrapper = document.createElement('div');
      wrapper.append(lonely);
      content.append(wrapper);
      container.scrollIntoView();
      for (let i = 0; i < 40 && !container.querySelector('.parallax-inner'); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const layer = container.querySelector<HTMLElement>('.parallax-inner')!;
      return {
        colour: layer.style.backgroundColor,
        blend: layer.style.backgroundBlendMode,
        position: layer.style.backgroundPosition,
        repeat: layer.style.backgroundRepeat,
        lonelyLeft: getComputedStyle(lonely).display !== 'none' && !wrapper.querySelector('.parallax-inner'),
      };
    });
    expect(result).toEqual({
      colour: '',
      blend: 'normal',
      position: 'center center',
      repeat: 'no-repeat',
      lonelyLeft: true,
    });
  });

  test('axe finds no violations on the routes page', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    await scrollToContainer(page, 'polder', 0);
    await layerIn(page, 'polder').waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);
  });
});
