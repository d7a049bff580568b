// Responsive headings (SPEC sections 7 and 9): with a positive typography sensitivity, h1–h6 shrink
// below the site width by that sensitivity down to their size divided by the factor. Each
// heading's own size is read from the page's CSS, and read again after every completed background
// request (the theme may restyle what it loads).
import { defineModule, pickSettings } from '../../kernel/contract';
import { fontSizeRule, type HeadingScale, scalingOn } from './heading-scale';

export interface ResponsiveHeadingsSettings extends HeadingScale {
  /** The elements that scale. */
  elements: string;
}

const defaults = {
  sensitivity: 0,
  factor: 1.5,
  siteWidth: 1200,
  elements: 'h1, h2, h3, h4, h5, h6',
} satisfies ResponsiveHeadingsSettings;

function isScaled(element: Element, selector: string): element is HTMLElement {
  try {
    return element instanceof HTMLElement && element.matches(selector);
  } catch {
    return false;
  }
}

/** Clears all our sizes first, then reads every own size, then writes: one layout, not one per heading. */
function rescale(headings: HTMLElement[], scale: HeadingScale): void {
  for (const heading of headings) heading.style.fontSize = '';
  const sizes = headings.map((heading) => Number.parseFloat(getComputedStyle(heading).fontSize));
  headings.forEach((heading, index) => {
    const size = sizes[index]!;
    if (size > 0) heading.style.fontSize = fontSizeRule(size, scale);
  });
}

export default defineModule({
  id: 'responsive-headings',
  settings: (site) => pickSettings(site.settings['responsive-headings'], defaults, 'responsive-headings'),
  init() {},
  attach(element, ctx) {
    if (!scalingOn(ctx.settings) || !isScaled(element, ctx.settings.elements)) return;
    rescale([element], ctx.settings);
    return () => {
      element.style.fontSize = '';
    };
  },
  ajaxComplete(ctx) {
    if (!scalingOn(ctx.settings)) return;
    const headings = [...ctx.elements].filter((element) => isScaled(element, ctx.settings.elements));
    rescale(headings, ctx.settings);
  },
});
