// The Avada Slider's own settings, from the attributes Fusion Core prints on `div.tfs-slider`
// (THEME-MARKUP.md, "slider": data-slider_width, data-slider_height, data-full_screen, ...). Pure,
// so the rules are unit-tested.

export interface AvadaSliderOptions {
  /** `data-slider_width`: a width in px, or a percentage of the container. */
  width: string;
  /** `data-slider_height` in px: the height at full width (the ratio), and the most it grows to. */
  height: number;
  /** `data-full_screen="1"`: as tall as the window below the header. */
  fullScreen: boolean;
  /** `data-nav_arrows="1"`: previous and next buttons. */
  arrows: boolean;
  /** `data-slider_indicator="pagination_circles"`: one dot per slide. */
  dots: boolean;
  /** `data-autoplay="1"`. */
  autoplay: boolean;
  /** `data-loop="1"`: after the last slide comes the first. */
  loop: boolean;
  /** `data-animation`: `fade` or `slide`. */
  animation: 'fade' | 'slide';
  /** `data-slideshow_speed`: ms each slide shows while rotating. */
  delay: number;
  /** `data-animation_speed`: ms of a change. */
  speed: number;
}

/** FlexSlider's own defaults, for attributes the slider left out. */
const flexSliderDefaults = { delay: 7000, speed: 600, height: 400 };

const positive = (text: string | null, fallback: number) => {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export function avadaSliderOptions(slider: Element): AvadaSliderOptions {
  const read = (name: string) => slider.getAttribute(`data-${name}`)?.trim() ?? null;
  const on = (name: string) => read(name) === '1';
  return {
    width: read('slider_width') || '100%',
    height: positive(read('slider_height'), flexSliderDefaults.height),
    fullScreen: on('full_screen'),
    arrows: on('nav_arrows'),
    dots: read('slider_indicator') === 'pagination_circles',
    autoplay: on('autoplay'),
    loop: on('loop'),
    animation: read('animation') === 'slide' ? 'slide' : 'fade',
    delay: positive(read('slideshow_speed'), flexSliderDefaults.delay),
    speed: positive(read('animation_speed'), flexSliderDefaults.speed),
  };
}
