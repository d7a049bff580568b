// The demo's first screen, what a newcomer sees after `npm start`: at phone, tablet and desktop
// widths each slide of the home page hero shows its heading, caption and button clear of every
// other visible text and control (the hero's dots, arrows and pause button, the header), and its
// background artwork carries no lettering of its own, which no bounding box could see.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { modulesReady, settleAnimations, withSite } from './harness';

const site = withSite();

const hero = '#fusion-slider-12 .tfs-slider';
/** One slide a minute: the screen holds still while it is read; the layout is the page's own. */
const stillHero = { 'avada-slider': { forceDelay: 60_000 } };

/**
 * Background media that are not SVG, so their text cannot be read from the file, each with why it
 * carries none. A new clip or photo behind a slide belongs here only once someone has looked at it.
 */
const textFreeMedia: Record<string, string> = {
  '/assets/video/polder.webm':
    "a green field with two turning wheels drawn on a canvas (scripts/make-demo-clips.ts's drawing, without its label), no lettering",
};

interface Collision {
  part: string;
  other: string;
}

/**
 * The shown slide's heading, caption and button against every other visible text (each line of a
 * text node) and control in the viewport, and against each other: the pairs whose boxes overlap.
 */
const collisions = (page: Page) =>
  page.locator(hero).evaluate((slider): { parts: string[]; collisions: Collision[] } => {
    const current = slider.querySelector<HTMLElement>('.slides > li:not([inert])')!;
    const seen = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('[inert]');
    const inView = (box: DOMRect) =>
      box.width > 2 &&
      box.height > 2 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth;
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

    // The heading's and caption's plates (the title wrapper the theme gives a background) and the buttons.
    const parts = [
      ...current.querySelectorAll(
        '.heading .fusion-title-sc-wrapper, .caption .fusion-title-sc-wrapper, .buttons .fusion-button',
      ),
    ].filter((part) => seen(part) && inView(part.getBoundingClientRect()));
    const inPart = (node: Node) => parts.some((part) => part.contains(node) || node.contains(part));

    const others: { label: string; box: DOMRect; element: Element }[] = [];
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (!inPart(control) && seen(control) && inView(box))
        others.push({ label: name(control), box, element: control });
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.textContent!.trim() &&
        node.parentElement &&
        !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(node.parentElement.tagName)
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement!;
      if (inPart(node) || !seen(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects())
        if (inView(box))
          others.push({ label: `text "${node.textContent!.trim().slice(0, 40)}"`, box, element: parent });
    }

    const found: Collision[] = [];
    parts.forEach((part, index) => {
      const box = part.getBoundingClientRect();
      for (const other of others)
        if (!part.contains(other.element) && overlap(box, other.box))
          found.push({ part: name(part), other: other.label });
      for (const later of parts.slice(index + 1))
        if (overlap(box, later.getBoundingClientRect())) found.push({ part: name(part), other: name(later) });
    });
    return { parts: parts.map(name), collisions: found };
  });

/** The address of every image or clip the shown slide lays behind its content. */
const slideMedia = (page: Page) =>
  page.locator(`${hero} .slides > li:not([inert])`).evaluate((slide) => {
    const urls: string[] = [];
    for (const element of slide.querySelectorAll<HTMLElement>(
      '.background, .mobile_video_image, img, video',
    )) {
      for (const [, url] of getComputedStyle(element).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g))
        urls.push(url!);
      if (element instanceof HTMLImageElement) urls.push(element.currentSrc || element.src);
      if (element instanceof HTMLVideoElement) {
        if (element.poster) urls.push(element.poster);
        urls.push(...[...element.querySelectorAll('source')].map((source) => source.src));
        if (element.src) urls.push(element.src);
      }
    }
    return [...new Set(urls.map((url) => new URL(url, location.href).pathname))];
  });

/** Lettering in an SVG: text, text on a path, or HTML through foreignObject. */
const svgLettering = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const source = await (await fetch(url)).text();
    const svg = new DOMParser().parseFromString(source, 'image/svg+xml');
    return [...svg.querySelectorAll('text, textPath, foreignObject')].map(
      (element) => `<${element.tagName}> "${element.textContent?.trim()}"`,
    );
  }, path);

describe('the demo home page as a newcomer first sees it', () => {
  for (const width of [320, 375, 768, 1280]) {
    test(`at ${width} px each hero slide's heading, caption and button overlap no other text or control, and its artwork has no text`, async () => {
      const visit = await site.visit('/', {
        settings: stillHero,
        context: { viewport: { width, height: 800 } },
      });
      const { page } = visit;
      await modulesReady(page, 'avada-slider');
      const dots = page.locator(`${hero} .avada-slider__dot`);
      const slides = await dots.count();
      expect(slides, 'the hero is a carousel with dots').toBe(3);
      for (let index = 0; index < slides; index++) {
        if (index > 0) await dots.nth(index).click();
        await expect.poll(() => dots.nth(index).getAttribute('aria-current')).toBe('true');
        // The change and the content's entrance (it rises 25 px into place) over.
        await settleAnimations(page);
        const { parts, collisions: found } = await collisions(page);
        expect(
          parts.length,
          `slide ${index + 1} at ${width} px shows its heading and caption`,
        ).toBeGreaterThanOrEqual(2);
        expect(found, `slide ${index + 1} at ${width} px`).toEqual([]);
        const media = await slideMedia(page);
        expect(media.length, `slide ${index + 1} has background artwork`).toBeGreaterThan(0);
        for (const path of media) {
          if (path.endsWith('.svg'))
            expect(await svgLettering(page, path), `${path} behind slide ${index + 1}`).toEqual([]);
          else
            expect(textFreeMedia[path], `${path}: look at it, then list it in textFreeMedia`).toBeDefined();
        }
      }
      expect(visit.errors).toEqual([]);
    });
  }
});
