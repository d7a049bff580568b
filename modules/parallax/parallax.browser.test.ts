// Parallax on /fietsroutes/in-beeld/ as a visitor scrolls it: each layer sits where its direction and
// velocity put it for the scroll position, built from the section's attributes; frames stop when no
// parallax section is on screen; reduced motion and narrow screens keep the background still.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

/** The layer's translation and where the section's centre is relative to the viewport's centre. */
async function measure(page: Page, name: string) {
  return page.evaluate((selector) => {
    const section = document.querySelector(selector)!;
    const layer = section.querySelector<HTMLElement>('.parallax__layer')!;
    const matrix = new DOMMatrix(getComputedStyle(layer).transform);
    const rect = section.getBoundingClientRect();
    return {
      x: matrix.m41,
      y: matrix.m42,
      offset: rect.top + rect.height / 2 - innerHeight / 2,
      transform: layer.style.transform,
      filter: layer.style.filter,
      background: getComputedStyle(layer).backgroundImage,
    };
  }, `.parallax-section--${name}`);
}

async function scrollToSection(page: Page, name: string, extra: number): Promise<void> {
  await page.evaluate(
    ({ selector, extra }) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + rect.top - innerHeight / 2 + extra);
    },
    { selector: `.parallax-section--${name}`, extra },
  );
  // Two frames: the scroll event, then the layer's frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe('parallax in Chromium', () => {
  test('each layer moves by its velocity in its direction at set scroll offsets', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    const cases = [
      { name: 'polder', velocity: 0.3, axis: 'y', sign: 1 },
      { name: 'heuvelrug', velocity: 0.5, axis: 'y', sign: -1 },
      { name: 'kust', velocity: 0.2, axis: 'x', sign: 1 },
    ] as const;
    for (const { name, velocity, axis, sign } of cases) {
      for (const extra of [-200, 0, 250]) {
        await scrollToSection(page, name, extra);
        await page.locator(`.parallax-section--${name} .parallax__layer--moving`).waitFor();
        await scrollToSection(page, name, extra);
        const found = await measure(page, name);
        expect(found[axis], `${name} at ${extra}`).toBeCloseTo(sign * found.offset * velocity, 0);
        expect(found[axis === 'x' ? 'y' : 'x']).toBe(0);
      }
    }
  });

  test('the layer is built from the attributes: image by breakpoint, gradient, blend and opacity', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    await scrollToSection(page, 'polder', 0);
    await expect.poll(async () => (await measure(page, 'polder')).background).toContain('parallax-groot.svg');
    await scrollToSection(page, 'heuvelrug', 0);
    await page.locator('.parallax-section--heuvelrug .parallax__layer').waitFor();
    const style = await page.locator('.parallax-section--heuvelrug .parallax__layer').evaluate((layer) => {
      const computed = getComputedStyle(layer);
      return {
        image: computed.backgroundImage,
        blend: computed.backgroundBlendMode,
        opacity: computed.opacity,
        colour: computed.backgroundColor,
      };
    });
    expect(style.image).toMatch(
      /^linear-gradient\(90deg, rgba\(0, 0, 0, 0\.6\) 0%, rgba\(0, 0, 0, 0\) 80%\), url\(/,
    );
    expect(style.blend).toMatch(/^multiply/);
    expect(style).toMatchObject({ opacity: '0.9', colour: 'rgb(58, 79, 122)' });

    const phone = await site.visit('/fietsroutes/in-beeld/', {
      context: { viewport: { width: 375, height: 700 } },
    });
    await scrollToSection(phone.page, 'polder', 0);
    await expect
      .poll(async () => (await measure(phone.page, 'polder')).background)
      .toContain('parallax-klein.svg');
    const tablet = await site.visit('/fietsroutes/in-beeld/', {
      context: { viewport: { width: 900, height: 700 } },
    });
    await scrollToSection(tablet.page, 'polder', 0);
    await expect
      .poll(async () => (await measure(tablet.page, 'polder')).background)
      .toContain('parallax-middel.svg');
  });

  test('scroll blur grows as the section leaves through the top, up to 50 px', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    await scrollToSection(page, 'kust', 0);
    await page.locator('.parallax-section--kust .parallax__layer').waitFor();
    await scrollToSection(page, 'kust', 0);
    expect((await measure(page, 'kust')).filter).toBe('blur(0px)');
    const top = await page.evaluate(
      () => document.querySelector('.parallax-section--kust')!.getBoundingClientRect().top + window.scrollY,
    );
    await page.evaluate((y) => window.scrollTo(0, y), top + 150);
    await expect.poll(async () => (await measure(page, 'kust')).filter).not.toBe('blur(0px)');
    const blur = Number((await measure(page, 'kust')).filter.match(/^blur\(([\d.]+)px\)$/)?.[1]);
    expect(blur).toBeGreaterThan(0);
    expect(blur).toBeLessThanOrEqual(50);
  });

  test('no frame is requested while no parallax section is on screen', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/', {
      initScript: `
        window.__frames = 0;
        const original = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => { window.__frames++; return original(callback); };
      `,
    });
    await scrollToSection(page, 'polder', 0);
    await page.locator('.parallax-section--polder .parallax__layer').waitFor();
    // The bottom text is far from every section: scrolling there and within it asks for no frame.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => (window as unknown as { __frames: number }).__frames);
    for (let step = 0; step < 5; step++) {
      await page.mouse.wheel(0, -20);
      await page.waitForTimeout(50);
    }
    expect(await page.evaluate(() => (window as unknown as { __frames: number }).__frames)).toBe(before);
    const frozen = (await measure(page, 'polder')).transform;
    await page.mouse.wheel(0, -60);
    await page.waitForTimeout(100);
    expect((await measure(page, 'polder')).transform).toBe(frozen);
  });

  test('under reduced motion, and on a narrow screen unless enabled, the background stays still', async () => {
    const still = await site.visit('/fietsroutes/in-beeld/', { context: { reducedMotion: 'reduce' } });
    for (const extra of [-200, 200]) {
      await scrollToSection(still.page, 'polder', extra);
      await still.page.locator('.parallax-section--polder .parallax__layer').waitFor();
      expect((await measure(still.page, 'polder')).y).toBe(0);
    }
    const phone = await site.visit('/fietsroutes/in-beeld/', {
      context: { viewport: { width: 375, height: 700 } },
    });
    await scrollToSection(phone.page, 'polder', -100);
    await phone.page.locator('.parallax-section--polder .parallax__layer').waitFor();
    await scrollToSection(phone.page, 'polder', -100);
    expect((await measure(phone.page, 'polder')).y).toBe(0);
    // The Heuvelrug section is marked mobile-enabled.
    await scrollToSection(phone.page, 'heuvelrug', -100);
    await phone.page.locator('.parallax-section--heuvelrug .parallax__layer--moving').waitFor();
    await scrollToSection(phone.page, 'heuvelrug', -100);
    const found = await measure(phone.page, 'heuvelrug');
    expect(found.y).toBeCloseTo(-found.offset * 0.5, 0);
  });

  test('unusable attribute values fall back instead of reaching the page', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    const result = await page.evaluate(async () => {
      const section = document.createElement('section');
      section.className = 'parallax-section parallax-section--proef';
      section.innerHTML =
        '<div class="fusion-bg-parallax" data-direction="diagonal" data-velocity="snel" data-bg-color="red;background:url(https://evil.example/x.png)" data-blend-mode="explode" data-bg-align="url(x)"></div><p>Proef</p>';
      document.querySelector('main')!.append(section);
      section.scrollIntoView();
      for (let i = 0; i < 40 && !section.querySelector('.parallax__layer'); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const layer = section.querySelector<HTMLElement>('.parallax__layer')!;
      return {
        colour: layer.style.backgroundColor,
        blend: layer.style.backgroundBlendMode,
        position: layer.style.backgroundPosition,
      };
    });
    expect(result).toEqual({ colour: '', blend: 'normal', position: 'center center' });
  });

  test('axe finds no violations on the routes page', async () => {
    const { page } = await site.visit('/fietsroutes/in-beeld/');
    await scrollToSection(page, 'polder', 0);
    await page.locator('.parallax__layer').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
