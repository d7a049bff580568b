// Per-slider settings from the theme's `data-slideshow_*` attributes, over the global defaults
// (SPEC sections 3 and 5). Kept apart from the DOM work so the rules are unit-tested.

export type SliderAnimation = 'fade' | 'slide';

export interface SliderOptions {
  /** Advance on its own. */
  autoplay: boolean;
  /** Time each slide shows while autoplaying, in ms. */
  speed: number;
  animation: SliderAnimation;
  /** The slider's height follows the active slide. */
  smoothHeight: boolean;
  /** Dots (one button per slide). */
  controlNav: boolean;
  /** Previous and next arrows. */
  directionNav: boolean;
  prevText: string;
  nextText: string;
}

/** Boolean slider settings are true for the text `true`, `1` or `on`, and false for anything else (SPEC section 5). */
export function sliderFlag(value: string): boolean {
  return ['true', '1', 'on'].includes(value.trim().toLowerCase());
}

const attribute = (name: keyof SliderOptions) =>
  `data-slideshow_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

/** Reads the attributes present on `element`; absent ones keep the global default. */
export function sliderOptions(element: Element, defaults: SliderOptions): SliderOptions {
  const read = (name: keyof SliderOptions) => element.getAttribute(attribute(name));
  const flag = (name: 'autoplay' | 'smoothHeight' | 'controlNav' | 'directionNav') => {
    const value = read(name);
    return value === null ? defaults[name] : sliderFlag(value);
  };
  const speed = Number(read('speed'));
  const animation = read('animation');
  return {
    autoplay: flag('autoplay'),
    speed: read('speed') !== null && Number.isFinite(speed) && speed > 0 ? speed : defaults.speed,
    // A global default the settings mistyped falls back to the theme's fade.
    animation:
      animation === 'fade' || animation === 'slide'
        ? animation
        : defaults.animation === 'slide'
          ? 'slide'
          : 'fade',
    smoothHeight: flag('smoothHeight'),
    controlNav: flag('controlNav'),
    directionNav: flag('directionNav'),
    prevText: read('prevText') || defaults.prevText,
    nextText: read('nextText') || defaults.nextText,
  };
}
