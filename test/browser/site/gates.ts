// What "nothing hidden stays hidden" means on a page, checked the same way everywhere: each of the
// theme's CSS gates (THEME-MARKUP.md, "CSS gates") that an element on the page is behind, and
// whether the visitor can now see what it hid. Runs in the page after the visitor scrolled through.
import type { Page } from 'playwright-core';

/** One gated element the visitor still cannot see: which gate, and which element. */
export interface ClosedGate {
  gate: string;
  element: string;
}

/** Every gated element on the page that is still hidden (empty: nothing is). */
export function closedGates(page: Page): Promise<ClosedGate[]> {
  return page.evaluate(() => {
    const closed: { gate: string; element: string }[] = [];
    const describe = (element: Element) =>
      `<${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('')}>`;
    const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
    /** Laid out at all: an element inside a closed tab or toggle is hidden by that, not by its gate. */
    const laidOut = (element: Element) => element.getClientRects().length > 0;
    const shown = (element: Element) => {
      if (!laidOut(element)) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const fail = (gate: string, element: Element) => closed.push({ gate, element: describe(element) });

    for (const element of all('.fusion-animated'))
      if (laidOut(element) && getComputedStyle(element).visibility === 'hidden')
        fail('.fusion-animated{visibility:hidden}', element);
    for (const element of all('.fusion-title .fusion-animated-texts'))
      if (laidOut(element.parentElement!) && !shown(element)) fail('rotating title words hidden', element);
    for (const element of all('.fusion-slider-loading'))
      if (shown(element)) fail('Avada Slider still "Loading"', element);
    for (const slider of all('.tfs-slider'))
      if (
        laidOut(slider) &&
        !all('.slide-content-container').some((content) => slider.contains(content) && shown(content))
      )
        fail('Avada Slider heading hidden', slider);
    for (const slider of all('.flexslider:not(.tfs-slider)'))
      if (laidOut(slider) && ![...slider.querySelectorAll('.slides > li')].some(shown))
        fail('.flexslider .slides li{display:none}', slider);
    for (const wrapper of all('.awb-swiper-full-sections > .swiper-wrapper'))
      if (!laidOut(wrapper)) fail('full sections .swiper-wrapper{display:none}', wrapper);
    for (const section of all('.fusion-scroll-section:not(.awb-swiper-full-sections)')) {
      const elements = [...section.querySelectorAll('.fusion-scroll-section-element')];
      const disabled = section.classList.contains('fusion-scroll-section-mobile-disabled');
      const hidden = elements.filter((element) => !shown(element));
      if (disabled ? hidden.length : hidden.length === elements.length)
        fail('.fusion-scroll-section-element{opacity:0}', hidden[0] ?? section);
    }
    for (const tabs of all('.fusion-tabs'))
      if (laidOut(tabs) && ![...tabs.querySelectorAll('.tab-pane')].some(laidOut))
        fail('.fusion-tabs .tab-pane{display:none}', tabs);
    for (const widget of all('.fusion-tabs-widget'))
      if (laidOut(widget) && ![...widget.querySelectorAll('.fusion-tab-content')].some(laidOut))
        fail('tabs widget contents display:none', widget);
    // The same rule as `readThrough`'s wait for pictures, there limited to the viewport: each runs
    // inside the page on its own, where one cannot call the other. Change both together.
    for (const image of all('img.lazyload, img[data-orig-src]')) {
      const source = image.getAttribute('data-orig-src');
      if (laidOut(image) && source && !(image as HTMLImageElement).currentSrc.endsWith(source))
        fail('lazy image without its source', image);
    }
    for (const counter of all('.display-counter[data-value]'))
      if (
        laidOut(counter) &&
        Number((counter.textContent ?? '').replace(/[^\d.]/g, '')) === 0 &&
        Number(counter.dataset.value) > 0
      )
        fail('counter still 0', counter);
    for (const bar of all('.fusion-progressbar .progress-bar-content'))
      if (
        laidOut(bar) &&
        bar.getBoundingClientRect().width === 0 &&
        Number(bar.getAttribute('aria-valuenow')) > 0
      )
        fail('progress bar at 0%', bar);
    for (const container of all('.hundred-percent-height:not(.hundred-percent-height-scrolling)'))
      if (
        laidOut(container) &&
        container.scrollHeight > container.clientHeight + 1 &&
        getComputedStyle(container).overflowY === 'hidden'
      )
        fail('100%-height container clips its content', container);
    // Both images out of the flow in a container that hides its overflow: no height, no picture.
    for (const container of all('.fusion-image-before-after-container'))
      if (laidOut(container) && container.getBoundingClientRect().height < 1)
        fail('before/after images out of the flow', container);
    // The running news list waits outside its bar until its animation is named.
    for (const list of all('.awb-news-ticker-item-list-run'))
      if (
        laidOut(list) &&
        list.getBoundingClientRect().left >= list.parentElement!.getBoundingClientRect().right - 1
      )
        fail('news ticker headlines outside the bar', list);
    // The theme hides every gallery column until its script has laid them out.
    for (const column of all(
      '.fusion-gallery > .fusion-gallery-column:not(.fusion-grid-sizer, .awb-gallery-item-hidden)',
    ))
      if (laidOut(column.parentElement!.parentElement!) && !laidOut(column))
        fail('gallery column hidden', column);
    // A multi-step Avada Form shows only its active step: a form laid out with none shown is lost.
    for (const form of all('form.fusion-form'))
      if (
        laidOut(form) &&
        form.querySelector(':scope > .awb-form-step') &&
        !form.querySelector(':scope > .awb-form-step.active')
      )
        fail('Avada Form without a shown step', form);
    for (const step of all('form.fusion-form > .awb-form-step.active'))
      if (laidOut(step.parentElement!) && !shown(step)) fail('Avada Form step hidden', step);
    // A flip box's back reaching out below its box lies under the next row or over what follows.
    for (const back of all('.flip-box-back'))
      if (
        laidOut(back) &&
        back.getBoundingClientRect().bottom > back.parentElement!.getBoundingClientRect().bottom + 1
      )
        fail('flip box back longer than its box', back);
    // Post cards in infinite and load-more mode: the theme hides the pagination inline until its
    // script acts; the visitor needs a way on (the pagination, the button, or the end reached).
    for (const list of all('.fusion-post-cards > ul.fusion-grid-container-infinite')) {
      const element = list.parentElement!;
      const ways = [...element.querySelectorAll(':scope > .pagination, :scope > .fusion-load-more-button')];
      const ended = element.querySelector(':scope > [data-state="finished"]');
      if (laidOut(list) && ways.length > 0 && !ended && !ways.some(laidOut))
        fail('post cards without a way on', element);
    }
    // The theme keeps every portfolio item's content transparent until its script fades it in.
    for (const content of all(
      '.fusion-portfolio-post:not(.fusion-grid-sizer) > .fusion-portfolio-content-wrapper',
    ))
      if (laidOut(content) && !shown(content)) fail('.fusion-portfolio-content-wrapper{opacity:0}', content);
    return closed;
  });
}

/** How long a reader waits at most, on one screen, for the lazy pictures in view to appear. */
const pictureWaitMs = 2000;

/**
 * The visitor scrolls through the whole page at reading pace, so everything comes into view once.
 * Each screen stays 120 ms counted from the frame after the scroll, not from the scroll itself: a
 * page busy under load (the whole suite on two cores) still shows each screen that long, as a
 * reader waits for the page to paint. A lazy picture in view that has no source yet keeps the
 * reader on that screen until it has (at most `pictureWaitMs`), as a reader waits for a picture:
 * lazysizes looks at the page at most every 125 ms (its throttle, SPEC section 9), so a screen left
 * after 120 ms could be gone before it looked, and the picture then waits, by design, until the
 * visitor scrolls back. Under load that happened to /videos/' first gallery picture (CI, stop 33);
 * a 60 ms pace shows it every time. A picture that never gets its source still fails the check
 * after the pass (`closedGates`).
 */
export async function readThrough(page: Page): Promise<void> {
  const step = (page.viewportSize()?.height ?? 800) * 0.8;
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate(
      ([top, waitMs]) =>
        new Promise<void>((read) => {
          window.scrollTo(0, top);
          // `closedGates`' lazy-picture rule, for the pictures in view.
          const pictureMissing = () =>
            [...document.querySelectorAll<HTMLImageElement>('img.lazyload, img[data-orig-src]')].some(
              (image) => {
                const source = image.getAttribute('data-orig-src');
                const { top: imageTop, bottom, left, right, height } = image.getBoundingClientRect();
                return (
                  source &&
                  height > 0 &&
                  bottom > 0 &&
                  imageTop < innerHeight &&
                  right > 0 &&
                  left < innerWidth &&
                  !image.currentSrc.endsWith(source)
                );
              },
            );
          let waitUntil = 0;
          const look = () => {
            if (pictureMissing() && performance.now() < waitUntil) setTimeout(look, 20);
            else read();
          };
          requestAnimationFrame(() => {
            waitUntil = performance.now() + 120 + waitMs;
            setTimeout(look, 120);
          });
        }),
      [y, pictureWaitMs] as const,
    );
  }
  await page.waitForTimeout(600);
}
