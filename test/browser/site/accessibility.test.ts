// The accessibility sweep over the whole site: axe-core on every page at phone and desktop width,
// closed and with each disclosure Voorkant manages opened; a keyboard-only walk that must reach every
// control on the page; and, with reduced motion asked for, no animation running after a visit.
import { describe, expect, it } from 'vitest';
import { axeViolations, settleModules, withSite } from '../harness';
import { demoRoutes, walkPage } from './site-walk';

const widths = [375, 1280];
/** Tab presses between two reads of where the keyboard has been (the walk may overshoot by fewer). */
const tabBatch = 8;

describe('accessibility across the site', () => {
  const site = withSite({ reusePages: true });

  for (const width of widths) {
    it.each(demoRoutes())(
      `axe finds nothing at ${width} px on %s, closed and with each popup open`,
      async (route) => {
        const visit = await site.visit(route, { context: { viewport: { width, height: 800 } } });
        // Checked once the modules the page loads up front are set up (as the keyboard walk below):
        // before that the theme's own markup is what axe reads (the legacy header's flyout toggles
        // are printed as aria-hidden links until the header module, or its safety net, makes them
        // named buttons), and a column's entrance animation may start after axe has begun.
        await settleModules(visit.page);
        expect(await axeViolations(visit.page), 'closed').toEqual([]);

        const toggles = visit.page.locator('button[aria-expanded="false"]').locator('visible=true');
        const count = Math.min(await toggles.count(), 6);
        for (let index = 0; index < count; index++) {
          const toggle = visit.page
            .locator('button[aria-expanded="false"]')
            .locator('visible=true')
            .nth(index);
          if ((await toggle.count()) === 0) break;
          const name = (await toggle.getAttribute('aria-label')) ?? (await toggle.textContent()) ?? '';
          const handle = await toggle.elementHandle();
          await toggle.click();
          // What it opens may arrive a moment later (a popup's chunk loads on the first click): axe
          // checks it once the toggle says it is open, after its fade (settled in axeViolations).
          await visit.page
            .waitForFunction((element) => element?.getAttribute('aria-expanded') === 'true', handle, {
              timeout: 5000,
            })
            .catch(() => {});
          expect(await axeViolations(visit.page), `with "${name.trim()}" open`).toEqual([]);
          await visit.page.keyboard.press('Escape');
        }
      },
    );
  }

  it.each(demoRoutes())('the keyboard alone reaches every control on %s', async (route) => {
    const visit = await site.visit(route);
    // The controls are counted once the page's modules have set it up (a scroll section makes the
    // hidden ones inert, a slider its hidden slides), as a visitor meets it.
    await settleModules(visit.page);
    await visit.page.waitForTimeout(300);
    // Every focusable control a visitor can see, by a stable description.
    const controls = await visit.page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex="0"]',
        ),
      ]
        .filter(
          (element) =>
            element.checkVisibility() &&
            !element.matches(':disabled') &&
            element.tabIndex >= 0 &&
            !element.closest('[inert]'),
        )
        .map((element, index) => {
          element.dataset.walk = String(index);
          return index;
        }),
    );
    // The page notes where each Tab press left the focus (the key's release goes to the element it
    // moved to), so the walk reads it once per batch of presses rather than after every one: a
    // round trip per press was a third of the walk's time.
    await visit.page.evaluate(() => {
      const reached = new Set<number>();
      (window as unknown as { __reached: Set<number> }).__reached = reached;
      document.addEventListener(
        'keyup',
        (event) => {
          const walk = (document.activeElement as HTMLElement | null)?.dataset.walk;
          if (event.key === 'Tab' && walk !== undefined) reached.add(Number(walk));
        },
        true,
      );
    });
    let reached: number[] = [];
    // Walking down a blog with infinite scroll loads more posts: their links count towards the
    // number of Tab presses the walk may take, so the next-page link after them is still reached.
    let focusables = controls.length;
    for (let step = 0; step < focusables * 2 + 5 && reached.length < controls.length; ) {
      for (const end = step + tabBatch; step < end; step++) await visit.page.keyboard.press('Tab');
      const [seen, count] = await visit.page.evaluate((): [number[], number] => [
        [...(window as unknown as { __reached: Set<number> }).__reached],
        document.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]').length,
      ]);
      focusables = Math.max(focusables, count);
      reached = seen;
    }
    const missed = await visit.page.evaluate(
      (seen) =>
        [...document.querySelectorAll<HTMLElement>('[data-walk]')]
          // A control that left during the walk (a blog's next-page link once the last page is in)
          // is nothing a keyboard user can miss.
          .filter((element) => element.checkVisibility())
          .filter((element) => !seen.includes(Number(element.dataset.walk)))
          // A radio group is one Tab stop (its other radios are the arrow keys'): reached with any
          // of its radios.
          .filter(
            (element) =>
              !(
                element instanceof HTMLInputElement &&
                element.type === 'radio' &&
                [...document.getElementsByName(element.name)].some((radio) =>
                  seen.includes(Number((radio as HTMLElement).dataset.walk)),
                )
              ),
          )
          .map((element) => element.outerHTML.slice(0, 120)),
      reached,
    );
    expect(missed).toEqual([]);
  });

  it.each(demoRoutes())('with reduced motion asked for, nothing animates on %s', async (route) => {
    const visit = await site.visit(route, { context: { reducedMotion: 'reduce' } });
    await visit.page.waitForLoadState('load');
    await walkPage(visit.page);
    const running = await visit.page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return animation.playState === 'running' && Number(timing?.duration ?? 0) > 1;
        })
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return `${(animation as CSSAnimation).animationName ?? animation.id ?? 'animation'} on ${target?.className ?? target?.tagName}`;
        }),
    );
    expect(running).toEqual([]);
  });
});
