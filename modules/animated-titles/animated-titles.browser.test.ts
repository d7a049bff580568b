// Animated titles as a visitor sees them on the 'Ontdek De Spaak' landing page: rotating titles whose
// phrases the theme hides until a script runs (they show, the wrapper takes their width, they take
// turns with their effect and display time), highlights whose shape the theme's CSS draws once the
// title is in view, and every scroll-reveal effect reaching its final state, with the play, replay
// and always behaviours and times in seconds. Reduced motion shows the final state at once; the
// safety net shows the first phrase. Screen readers read each heading as one sentence; axe finds nothing.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

const title = (page: Page, effect: string) =>
  page.locator(`.fusion-title[data-scroll-reveal-effect="${effect}"]`).first();
const stateOf = (page: Page, effect: string) => title(page, effect).getAttribute('data-scroll-reveal-state');
const rotating = (page: Page, index: number) => page.locator('.fusion-title-rotating').nth(index);

/** Every piece of the title in its final look: fully opaque, unmoved, unblurred. */
const piecesFinal = (page: Page, effect: string) =>
  title(page, effect).evaluate((element) => {
    const pieces = [...element.querySelectorAll('.animated-titles__piece')];
    return (
      pieces.length > 0 &&
      pieces.every((piece) => {
        const style = getComputedStyle(piece);
        const unmoved = style.transform === 'none' || new DOMMatrix(style.transform).isIdentity;
        const sharp = style.filter === 'none' || style.filter === 'blur(0px)';
        return Number(style.opacity) > 0.99 && unmoved && sharp;
      })
    );
  });

/** What a visitor sees of a rotating title: the phrases that are visible, and whether they fit in the wrapper. */
const rotatingView = (page: Page, index: number) =>
  rotating(page, index).evaluate((element) => {
    const wrapper = element.querySelector('.fusion-animated-texts-wrapper')!;
    const phrases = [...element.querySelectorAll<HTMLElement>('.fusion-animated-text')];
    const width = wrapper.getBoundingClientRect().width;
    return {
      shown: phrases
        .filter(
          (phrase) => phrase.getClientRects().length > 0 && getComputedStyle(phrase).visibility === 'visible',
        )
        .map((phrase) => phrase.textContent),
      fits: phrases.every((phrase) => phrase.getBoundingClientRect().width <= width + 0.5),
      width,
    };
  });

async function ready(page: Page): Promise<void> {
  await page.locator('.animated-titles__rotating').first().waitFor({ state: 'attached' });
}

const moduleState = (page: Page) =>
  page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'animated-titles')?.state);

describe('animated titles in Chromium', () => {
  test.each([
    ['1280', { width: 1280, height: 900 }],
    ['375', { width: 375, height: 740 }],
  ])(
    'at %s the theme’s gate is lifted: one phrase shows and the wrapper is as wide as the longest',
    async (_, viewport) => {
      const { page } = await site.visit('/ontdek/', { context: { viewport } });
      await ready(page);
      // One phrase between turns (which one is the order test's business: a slowed page had turned
      // to the second before this read, VOORKANT_TEST_CPU=3).
      await expect.poll(async () => (await rotatingView(page, 0)).shown.length).toBe(1);
      const view = await rotatingView(page, 0);
      expect(['de stad', 'het strand', 'de heuvels', 'elke dag']).toContain(view.shown[0]);
      expect(view.fits).toBe(true);
      expect(view.width).toBeGreaterThan(0);
      await page
        .getByRole('heading', { level: 1, name: 'Fietsen voor de stad, het strand, de heuvels, elke dag' })
        .waitFor();
    },
  );

  test('rotating phrases take turns in order, each shown at least its display time (1200 ms), and read as one sentence', async () => {
    const { page } = await site.visit('/ontdek/', {
      initScript: `
        window.__turns = [];
        new MutationObserver(() => {
          const words = document.querySelector('.fusion-animated-texts');
          const index = words && words.dataset.activeIndex;
          if (index !== undefined && window.__turns.at(-1)?.index !== index) window.__turns.push({ index, at: performance.now() });
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-active-index'] });`,
    });
    await ready(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __turns: unknown[] }).__turns.length), {
        timeout: 12_000,
      })
      .toBeGreaterThanOrEqual(4);
    const turns = await page.evaluate(
      () => (window as unknown as { __turns: { index: string; at: number }[] }).__turns,
    );
    expect(turns.slice(0, 4).map((turn) => turn.index)).toEqual(['0', '1', '2', '3']);
    for (let index = 1; index < 4; index++)
      expect(turns[index]!.at - turns[index - 1]!.at).toBeGreaterThanOrEqual(1150);
    // Between turns only the current phrase shows, and nothing moves while it is on show.
    await expect.poll(async () => (await rotatingView(page, 0)).shown.length).toBe(1);
    await expect
      .poll(() =>
        rotating(page, 0).evaluate(
          (element) =>
            element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running')
              .length,
        ),
      )
      .toBe(0);
  });

  test('a phrase by letter (data-length="char") comes in letter after letter with its effect', async () => {
    const { page } = await site.visit('/ontdek/');
    await ready(page);
    await rotating(page, 1).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // `ready` saw the first title started; the kernel may start this one in a later time slice.
    await expect.poll(async () => (await rotatingView(page, 1)).shown).toEqual(['e-bikes']);
    // The next phrase ("bakfietsen") arrives in letters, each later than the one before.
    const delays = await rotating(page, 1).evaluate(async (element) => {
      for (let wait = 0; wait < 120; wait++) {
        const current = element.querySelector('.fusion-animated-text.is-current');
        if (current?.textContent === 'bakfietsen') {
          const letters = [...current.querySelectorAll<HTMLElement>('.animated-titles__token')];
          if (letters.some((letter) => letter.getAnimations().length))
            return letters.map((letter) => [
              letter.textContent,
              Number(letter.getAnimations()[0]?.effect?.getTiming().delay),
            ]);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    });
    expect(delays.map(([letter]) => letter).join('')).toBe('bakfietsen');
    for (let index = 1; index < delays.length; index++)
      expect(delays[index]![1]).toBeGreaterThan(delays[index - 1]![1] as number);
  });

  test('highlights: the shape and the marker are drawn once the title is in view', async () => {
    const { page } = await site.visit('/ontdek/');
    const circle = page.locator('.fusion-highlight-circle .fusion-highlighted-text-wrapper > svg');
    await expect.poll(() => circle.getAttribute('class')).toBe('awb-animate');
    await expect
      .poll(() => circle.locator('path').evaluate((path) => getComputedStyle(path).strokeDashoffset), {
        timeout: 5000,
      })
      .toBe('0px');
    const marker = page.locator('.fusion-highlight-marker .fusion-highlighted-text');
    await expect.poll(() => marker.getAttribute('class')).toContain('awb-animate');
  });

  test.each([
    'color_change',
    'unblur',
    'random_assemble',
    'slide_up',
    'slide_down',
    'turn',
    'rotate',
    'scale_up',
  ])('scroll reveal "%s" starts hidden and reaches its final state once in view', async (effect) => {
    const { page } = await site.visit('/ontdek/');
    await ready(page);
    await title(page, effect).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => stateOf(page, effect), { timeout: 10_000 }).toBe('shown');
    expect(await piecesFinal(page, effect)).toBe(true);
    const text = (await title(page, effect).locator('.animated-titles__sr').textContent()) ?? '';
    await page.getByRole('heading', { name: text, exact: true }).waitFor();
  });

  test('titles are split only as they come near the viewport', async () => {
    const { page } = await site.visit('/ontdek/');
    await ready(page);
    await page.waitForTimeout(300);
    // The last title is far below the first screen: still as printed.
    expect(await title(page, 'scale_up').locator('.animated-titles__piece').count()).toBe(0);
    await title(page, 'scale_up').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => title(page, 'scale_up').locator('.animated-titles__piece').count())
      .toBeGreaterThan(0);
  });

  test('stagger, duration and delay are seconds on the title: each piece starts its stagger later, after the delay', async () => {
    const { page } = await site.visit('/ontdek/');
    await ready(page);
    // "Inruil van je oude fiets": words, stagger 0.06 s, duration 0.4 s, delay 0.15 s. It is split
    // as it comes near the viewport.
    // The timings are noted as the pieces get their animations: a play is over in 0.8 s and lets its
    // animations go, which a slowed page did before a later read (VOORKANT_TEST_CPU=3).
    await title(page, 'turn').evaluate((element) => {
      const note = () => {
        const pieces = [...element.querySelectorAll('.animated-titles__piece')];
        if (pieces.length === 0 || pieces.some((piece) => piece.getAnimations().length === 0)) return false;
        (window as unknown as { __timings: number[][] }).__timings = pieces.map((piece) => {
          const timing = piece.getAnimations()[0]!.effect!.getTiming();
          return [Math.round(Number(timing.delay)), Number(timing.duration)];
        });
        return true;
      };
      if (!note())
        new MutationObserver((_, observer) => note() && observer.disconnect()).observe(element, {
          childList: true,
          subtree: true,
        });
    });
    await title(page, 'turn').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => title(page, 'turn').locator('.animated-titles__piece').count()).toBe(5);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __timings?: number[][] }).__timings))
      .toBeDefined();
    const timings = await page.evaluate(() => (window as unknown as { __timings: number[][] }).__timings);
    expect(timings).toEqual([
      [150, 400],
      [210, 400],
      [270, 400],
      [330, 400],
      [390, 400],
    ]);
  });

  test('lines are found before anything is written: a two-line title moves line by line', async () => {
    const { page } = await site.visit('/ontdek/', { context: { viewport: { width: 375, height: 740 } } });
    await ready(page);
    await title(page, 'slide_down').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => title(page, 'slide_down').locator('.animated-titles__piece').count())
      .toBeGreaterThan(1);
    const lines = await title(page, 'slide_down').evaluate((element) => {
      const words = [...element.querySelectorAll<HTMLElement>('.animated-titles__word')];
      const byLine = new Map<string, Set<number>>();
      for (const word of words) {
        const tops = byLine.get(word.dataset.line!) ?? new Set();
        tops.add(Math.round(word.getBoundingClientRect().top));
        byLine.set(word.dataset.line!, tops);
      }
      return [...byLine.values()].map((tops) => tops.size);
    });
    // Every planned line is one visual line.
    expect(lines.every((count) => count === 1)).toBe(true);
  });

  test('play runs once; replay runs again each time the title comes back into view', async () => {
    const { page } = await site.visit('/ontdek/');
    await ready(page);
    for (const effect of ['random_assemble', 'unblur']) {
      await title(page, effect).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect.poll(() => stateOf(page, effect)).toBe('shown');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => stateOf(page, 'unblur')).toBe('hidden');
    expect(await stateOf(page, 'random_assemble')).toBe('shown');
    for (const effect of ['random_assemble', 'unblur']) {
      await title(page, effect).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect.poll(() => stateOf(page, effect)).toBe('shown');
    }
    expect(await title(page, 'unblur').getAttribute('data-scroll-reveal-plays')).toBe('2');
    expect(await title(page, 'random_assemble').getAttribute('data-scroll-reveal-plays')).toBe('1');
  });

  test('always follows the scroll: assembled in the middle of the view, apart again below it', async () => {
    const { page } = await site.visit('/ontdek/');
    await ready(page);
    const always = page.locator('.fusion-title[data-scroll-reveal-behavior="always"]');
    await always.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => always.getAttribute('data-scroll-reveal-state')).toBe('following');
    await expect.poll(() => piecesFinal(page, 'slide_up"][data-scroll-reveal-behavior="always')).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() =>
        always.evaluate((element) =>
          Math.max(
            ...[...element.querySelectorAll('.animated-titles__piece')].map((piece) =>
              Number(getComputedStyle(piece).opacity),
            ),
          ),
        ),
      )
      .toBe(0);
  });

  test('a title above the fold at load is left as printed unless the builder asks to reveal it there', async () => {
    const { page } = await site.visit('/ontdek/', { context: { viewport: { width: 1280, height: 4000 } } });
    await ready(page);
    // Both are in the first screen: "unblur" says above-fold "" (no), "color_change" says "1".
    await expect.poll(() => stateOf(page, 'color_change')).not.toBeNull();
    await expect.poll(() => stateOf(page, 'unblur')).toBe('shown');
    expect(await title(page, 'unblur').locator('.animated-titles__piece').count()).toBe(0);
    expect(await title(page, 'color_change').locator('.animated-titles__piece').count()).toBeGreaterThan(0);
  });

  test('reduced motion: the first phrase stays, highlights are drawn at once, every title shows its final state', async () => {
    const { page } = await site.visit('/ontdek/', { context: { reducedMotion: 'reduce' } });
    await ready(page);
    await page.waitForTimeout(2500);
    expect((await rotatingView(page, 0)).shown).toEqual(['de stad']);
    expect(await page.locator('.fusion-animated-texts').first().getAttribute('data-active-index')).toBe('0');
    const circle = page.locator('.fusion-highlight-circle svg');
    expect(await circle.getAttribute('class')).toBe('awb-animate');
    expect(await circle.locator('path').evaluate((path) => getComputedStyle(path).strokeDashoffset)).toBe(
      '0px',
    );
    for (const effect of ['unblur', 'scale_up']) {
      await title(page, effect).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      expect(await stateOf(page, effect)).toBe('shown');
    }
    expect(await page.locator('.animated-titles__piece').count()).toBe(0);
    expect(
      await page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
      ),
    ).toBe(0);
  });

  test.each(['status-404', 'hang'] as const)(
    'safety net: with the chunk failing (%s) the first phrase shows in a sized wrapper and the highlight is drawn',
    async (mode) => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/animated-titles\.js/, mode });
      const { page } = await site.visit('/ontdek/', { settings: { safetyNetMs: 500 } });
      await expect.poll(() => moduleState(page), { timeout: 10_000 }).toBe('failed');
      await expect.poll(async () => (await rotatingView(page, 0)).shown).toEqual(['de stad']);
      expect((await rotatingView(page, 0)).width).toBeGreaterThan(0);
      await page.getByRole('heading', { level: 1, name: /^Fietsen voor de stad/ }).waitFor();
      expect(await page.locator('.fusion-highlight-circle svg').getAttribute('class')).toBe('awb-animate');
    },
  );

  test('splitting and revealing shift nothing, and axe finds nothing', async () => {
    const { page } = await site.visit('/ontdek/', {
      initScript: `
        // Only shifts of the titles count: what splitting and revealing move (the sticky header
        // loading with the first scroll, say, is the header's test's business).
        window.__shift = 0;
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const nodes = (entry.sources || []).map((source) => source.node).filter(Boolean);
            const titles = nodes.filter((node) => (node.nodeType === 1 ? node : node.parentElement)?.closest('.fusion-title'));
            window.__shifts.push(nodes.map((node) => node.nodeName + '.' + (node.className || '')).join(' '));
            if (titles.length) window.__shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });`,
    });
    await ready(page);
    // Lifting the rotating titles' gate widens their wrappers (the theme's own script does too):
    // counted from here on is what splitting and revealing do.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.evaluate(() => {
      (window as unknown as { __shift: number }).__shift = 0;
    });
    for (const effect of [
      'color_change',
      'random_assemble',
      'slide_up',
      'slide_down',
      'turn',
      'rotate',
      'scale_up',
    ]) {
      await title(page, effect).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect.poll(() => stateOf(page, effect)).toBe('shown');
    }
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    expect(
      await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
      shifts.join('; '),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
