// The background of a parallax layer from the element's data attributes (SPEC section 3): image by
// breakpoint, colour, blend mode, opacity, alignment, repeat and gradients. Attribute text reaches
// CSS only after validation, so an attribute can never add another url() or break out of a value.
import type { Breakpoint } from '../../kernel/contract';
import type { ParallaxDirection } from './parallax-geometry';

export interface ParallaxOptions {
  image: string;
  imageMedium: string;
  imageSmall: string;
  color: string;
  blendMode: string;
  direction: ParallaxDirection;
  mobileEnabled: boolean;
  /** 0–1. */
  opacity: number;
  velocity?: number;
  align: string;
  repeat: string;
  blur: boolean;
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
const repeats = new Set(['repeat', 'no-repeat', 'repeat-x', 'repeat-y']);
const directions = new Set<ParallaxDirection>(['up', 'down', 'left', 'right', 'none']);

const colour = (value: string | null) => (value && colourPattern.test(value.trim()) ? value.trim() : '');
const number = (value: string | null, fallback: number) => {
  const parsed = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};
const flag = (value: string | null) =>
  ['1', 'true', 'on', 'yes'].includes((value ?? '').trim().toLowerCase());

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
    image: read('bg-image') ?? '',
    imageMedium: read('bg-image-medium') ?? '',
    imageSmall: read('bg-image-small') ?? '',
    color: colour(read('bg-color')),
    blendMode: blendModes.has(read('blend-mode') ?? '') ? read('blend-mode')! : 'normal',
    direction: direction && directions.has(direction) ? direction : 'up',
    mobileEnabled: flag(read('mobile-enabled')),
    // The theme writes 0–100; 0–1 is accepted as well.
    opacity: Math.min(1, Math.max(0, opacity > 1 ? opacity / 100 : opacity)),
    ...(Number.isFinite(velocity) ? { velocity } : {}),
    align: placePattern.test(read('bg-align')?.trim() ?? '') ? read('bg-align')!.trim() : 'center center',
    repeat: repeats.has(read('bg-repeat') ?? '') ? read('bg-repeat')! : 'no-repeat',
    blur: flag(read('scroll-blur')),
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

/** The image for the current breakpoint: the small and medium variants where given. */
export function imageFor(options: ParallaxOptions, breakpoint: Breakpoint): string {
  if (breakpoint === 'small' && options.imageSmall) return options.imageSmall;
  if (breakpoint !== 'large' && options.imageMedium) return options.imageMedium;
  return options.image;
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
