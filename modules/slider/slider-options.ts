// Per-slider settings from the theme's `data-slideshow_*` attributes, over the global defaults
// (SPEC sections 3 and 5; THEME-MARKUP.md "slider"). Kept apart from the DOM work so the rules are
// unit-tested.

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
  /** Previous and next buttons. */
  directionNav: boolean;
  /** Class names of the previous button's icon (the theme prints icon classes, not texts). */
  prevIcon: string;
  /** Class names of the next button's icon. */
  nextIcon: string;
}

/** The attribute the theme prints for each option. */
const attributes = {
  autoplay: 'data-slideshow_autoplay',
  speed: 'data-slideshow_speed',
  animation: 'data-slideshow_animation',
  smoothHeight: 'data-slideshow_smooth_height',
  controlNav: 'data-slideshow_control_nav',
  directionNav: 'data-slideshow_direction_nav',
  prevIcon: 'data-slideshow_prev_text',
  nextIcon: 'data-slideshow_next_text',
} satisfies Record<keyof SliderOptions, string>;

/** Boolean slider settings are true for the text `true`, `1` or `on`, and false for anything else (SPEC section 5). */
export function sliderFlag(value: string): boolean {
  return ['true', '1', 'on'].includes(value.trim().toLowerCase());
}

/** Reads the attributes present on `element`; absent or unusable ones keep the global default. */
export function sliderOptions(element: Element, defaults: SliderOptions): SliderOptions {
  const read = (name: keyof SliderOptions) => element.getAttribute(attributes[name]);
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
    prevIcon: read('prevIcon')?.trim() || defaults.prevIcon,
    nextIcon: read('nextIcon')?.trim() || defaults.nextIcon,
  };
}
