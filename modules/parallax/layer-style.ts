// The background of a parallax layer from the helper's data attributes (SPEC section 3;
// THEME-MARKUP.md "parallax"): image, colour and blend mode by window size (the medium and small
// variants), opacity, alignment, repeat ("true"/"false") and gradients. Attribute text reaches CSS
// only after validation, so an attribute can never add another url() or break out of a value.
import type { ParallaxDirection } from './parallax-geometry';

/** The theme's element-visibility widths (`fusionJSVars.visibility_small` / `_medium`), in px. */
export interface SizeWidths {
  small: number;
  medium: number;
}

export type WindowSize = 'small' | 'medium' | 'large';

export const windowSize = (width: number, widths: SizeWidths): WindowSize =>
  width <= widths.small ? 'small' : width <= widths.medium ? 'medium' : 'large';

/** A value with its medium and small variants (empty: the larger one applies). */
export interface BySize {
  large: string;
  medium: string;
  small: string;
}

export interface ParallaxOptions {
  image: BySize;
  color: BySize;
  blendMode: BySize;
  direction: ParallaxDirection;
  mobileEnabled: boolean;
  /** 0–1. */
  opacity: number;
  /** As printed: the negative of the speed (`-0.3` moves the layer at 0.3 of the scroll). */
  velocity?: number;
  align: string;
  /** `repeat` or `no-repeat`, from the theme's "true"/"false". */
  repeat: string;
  gradient?: {
    type: 'linear' | 'radial';
    angle: number;
    start: string;
    end: string;
    startPosition: number;
    endPosition: number;
    radialDirection: string;
  };
}

const colourPattern = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%/]+\)|hsla?\([\d\s.,%/deg]+\)|[a-z]+)$/i;
const blendModes = new Set([
  'normal',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
]);
const placePattern = /^(left|right|center|top|bottom)(\s+(left|right|center|top|bottom))?$/;
const directions = new Set<ParallaxDirection>(['up', 'down', 'left', 'right', 'none']);

const colour = (value: string | null) => (value && colourPattern.test(value.trim()) ? value.trim() : '');
const number = (value: string | null, fallback: number) => {
  const parsed = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};
const flag = (value: string | null) =>
  ['1', 'true', 'on', 'yes'].includes((value ?? '').trim().toLowerCase());
const blend = (value: string | null) => (blendModes.has(value?.trim() ?? '') ? value!.trim() : '');

/** Reads the theme's `data-bg-*` and related attributes; unusable values fall back quietly. */
export function parallaxOptions(element: Element): ParallaxOptions {
  const read = (name: string) => element.getAttribute(`data-${name}`);
  const direction = read('direction') as ParallaxDirection | null;
  const opacity = number(read('opacity'), 100);
  const velocity = number(read('velocity'), Number.NaN);
  const start = colour(read('bg-gradient-start-color'));
  const end = colour(read('bg-gradient-end-color'));
  const type = read('bg-gradient-type') === 'radial' ? 'radial' : 'linear';
  const radialDirection = read('bg-radial-direction')?.trim() ?? '';
  return {
    image: {
      large: read('bg-image') ?? '',
      medium: read('bg-image-medium') ?? '',
      small: read('bg-image-small') ?? '',
    },
    color: {
      large: colour(read('bg-color')),
      medium: colour(read('bg-color-medium')),
      small: colour(read('bg-color-small')),
    },
    blendMode: {
      large: blend(read('blend-mode')) || 'normal',
      medium: blend(read('blend-mode-medium')),
      small: blend(read('blend-mode-small')),
    },
    direction: direction && directions.has(direction) ? direction : 'up',
    mobileEnabled: flag(read('mobile-enabled')),
    // The theme writes 0–100; 0–1 is accepted as well.
    opacity: Math.min(1, Math.max(0, opacity > 1 ? opacity / 100 : opacity)),
    ...(Number.isFinite(velocity) ? { velocity } : {}),
    align: placePattern.test(read('bg-align')?.trim() ?? '') ? read('bg-align')!.trim() : 'center center',
    repeat: flag(read('bg-repeat')) ? 'repeat' : 'no-repeat',
    ...(start && end
      ? {
          gradient: {
            type,
            angle: number(read('bg-gradient-angle'), 180),
            start,
            end,
            startPosition: number(read('bg-gradient-start-position'), 0),
            endPosition: number(read('bg-gradient-end-position'), 100),
            radialDirection: placePattern.test(radialDirection) ? radialDirection : 'center center',
          },
        }
      : {}),
  };
}

/** The value for a window size: the small and medium variants where given, else the larger one. */
export function forSize(value: BySize, size: WindowSize): string {
  if (size === 'small' && value.small) return value.small;
  if (size !== 'large' && value.medium) return value.medium;
  return value.large;
}

/** The CSS `background-image` value: gradient over image. */
export function backgroundImage(options: ParallaxOptions, image: string): string {
  const layers: string[] = [];
  const gradient = options.gradient;
  if (gradient) {
    const stops = `${gradient.start} ${gradient.startPosition}%, ${gradient.end} ${gradient.endPosition}%`;
    layers.push(
      gradient.type === 'radial'
        ? `radial-gradient(circle at ${gradient.radialDirection}, ${stops})`
        : `linear-gradient(${gradient.angle}deg, ${stops})`,
    );
  }
  if (image) layers.push(`url(${JSON.stringify(new URL(image, document.baseURI).href)})`);
  return layers.join(', ') || 'none';
}
