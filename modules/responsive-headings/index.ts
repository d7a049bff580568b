// Responsive headings (SPEC sections 7 and 9; THEME-MARKUP.md "responsive-headings"): with the
// theme's typography sensitivity above 0, each heading is measured once and given the theme's data
// (`--fontSize`, line height, the class `fusion-responsive-typography-calculated`); the theme's own
// stylesheet then scales it with the window, so no size is computed here and no resize is followed
// (only `--viewportWidth` on the body, as the theme sets it). Headings that arrive with a background
// request are measured too. The sensitivity, factor and elements come from `fusionTypographyVars`.
import { defineModule, type ModuleContext, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { type Measured, measure, needsData, write } from './typography-data';

export interface ResponsiveHeadingsSettings {
  /** The theme's typography sensitivity; 0 switches scaling off. */
  sensitivity: number;
  /** The theme's minimum is the base font size times this; smaller headings keep their own size as minimum. */
  factor: number;
  /** The elements that scale. */
  elements: string;
}

const defaults = {
  sensitivity: 0,
  factor: 1.5,
  elements: 'h1, h2, h3, h4, h5, h6',
} satisfies ResponsiveHeadingsSettings;

const theme = {
  sensitivity: 'fusionTypographyVars.typography_sensitivity',
  factor: 'fusionTypographyVars.typography_factor',
  elements: 'fusionTypographyVars.elements',
} satisfies ThemeKeys;

interface HeadingsPage {
  pending: Set<HTMLElement>;
  frame: number;
}

type Context = ModuleContext<ResponsiveHeadingsSettings, undefined, HeadingsPage>;

function scaled(element: Element, selector: string): element is HTMLElement {
  try {
    return element instanceof HTMLElement && element.matches(selector);
  } catch {
    return false;
  }
}

/** The theme's `--base-font-size` (px, printed on the root), times the factor. */
function minimumPx(factor: number): number {
  const base = Number.parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue('--base-font-size'),
  );
  return base > 0 ? base * factor : 0;
}

/** Measures every waiting heading, then writes them all: one layout for the batch. */
function flush(ctx: Context): void {
  ctx.page.frame = 0;
  const batch = [...ctx.page.pending].filter((heading) => heading.isConnected && needsData(heading));
  ctx.page.pending.clear();
  // A heading marked without its size would be measured at the theme's scaled size: unmark first.
  for (const heading of batch) heading.classList.remove('fusion-responsive-typography-calculated');
  const minimum = minimumPx(ctx.settings.factor);
  const measured = batch.map(measure).filter((entry): entry is Measured => entry !== undefined);
  for (const entry of measured) write(entry, minimum);
}

function queue(ctx: Context, headings: Iterable<HTMLElement>): void {
  for (const heading of headings) ctx.page.pending.add(heading);
  // The batch runs before the next paint, after the kernel has attached the rest of this scan.
  if (ctx.page.pending.size && !ctx.page.frame) ctx.page.frame = requestAnimationFrame(() => flush(ctx));
}

const setViewportWidth = () => document.body.style.setProperty('--viewportWidth', String(screen.width));

export default defineModule<ResponsiveHeadingsSettings, undefined, HeadingsPage>({
  id: 'responsive-headings',
  theme,
  settings: (site) =>
    pickSettings(site.settings['responsive-headings'], defaults, 'responsive-headings', theme),
  page: () => ({ pending: new Set(), frame: 0 }),
  init(ctx) {
    if (!(ctx.settings.sensitivity > 0)) return;
    setViewportWidth();
    return () => cancelAnimationFrame(ctx.page.frame);
  },
  attach(element, ctx) {
    if (!(ctx.settings.sensitivity > 0) || !scaled(element, ctx.settings.elements)) return;
    queue(ctx, [element]);
  },
  resize(ctx) {
    if (ctx.settings.sensitivity > 0) setViewportWidth();
  },
  ajaxComplete(ctx) {
    // As the theme does: every element of the list, including ones the request brought.
    if (!(ctx.settings.sensitivity > 0)) return;
    let headings: HTMLElement[] = [];
    try {
      headings = [...document.querySelectorAll<HTMLElement>(ctx.settings.elements)];
    } catch {
      return;
    }
    queue(ctx, headings);
  },
});
