// The per-slider settings rules: attributes over global defaults, and the theme's boolean texts.
import { describe, expect, test } from 'vitest';
import { fill, iconClasses } from '../../theme-platform/carousel';
import { type SliderOptions, sliderFlag, sliderOptions } from './slider-options';

const globals: SliderOptions = {
  autoplay: true,
  speed: 7000,
  animation: 'fade',
  smoothHeight: false,
  controlNav: true,
  directionNav: true,
  prevIcon: 'awb-icon-angle-left',
  nextIcon: 'awb-icon-angle-right',
};

function sliderWith(attributes: Record<string, string>): Element {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('slider settings from attributes', () => {
  test('boolean settings are true only for true, 1 or on', () => {
    for (const value of ['true', '1', 'on', ' ON ', 'True']) expect(sliderFlag(value)).toBe(true);
    for (const value of ['false', '0', 'off', 'yes', '', '2']) expect(sliderFlag(value)).toBe(false);
  });

  test('without attributes every global default holds', () => {
    expect(sliderOptions(sliderWith({}), globals)).toEqual(globals);
  });

  test('each data-slideshow_* attribute overrides its default', () => {
    const options = sliderOptions(
      sliderWith({
        'data-slideshow_autoplay': '0',
        'data-slideshow_speed': '3000',
        'data-slideshow_animation': 'slide',
        'data-slideshow_smooth_height': 'on',
        'data-slideshow_control_nav': 'false',
        'data-slideshow_direction_nav': 'no',
        'data-slideshow_prev_text': 'fa-chevron-left fas',
        'data-slideshow_next_text': 'fa-chevron-right fas',
      }),
      globals,
    );
    expect(options).toEqual({
      autoplay: false,
      speed: 3000,
      animation: 'slide',
      smoothHeight: true,
      controlNav: false,
      directionNav: false,
      prevIcon: 'fa-chevron-left fas',
      nextIcon: 'fa-chevron-right fas',
    });
  });

  test('unusable attribute values keep the defaults', () => {
    const options = sliderOptions(
      sliderWith({
        'data-slideshow_speed': 'snel',
        'data-slideshow_animation': 'spin',
        'data-slideshow_prev_text': '',
      }),
      { ...globals, speed: 5000 },
    );
    expect(options.speed).toBe(5000);
    expect(options.animation).toBe('fade');
    expect(options.prevIcon).toBe('awb-icon-angle-left');
    expect(sliderOptions(sliderWith({ 'data-slideshow_speed': '-1' }), globals).speed).toBe(7000);
  });

  test('the builder prints an empty speed when the slider keeps the global one', () => {
    expect(sliderOptions(sliderWith({ 'data-slideshow_speed': '' }), globals).speed).toBe(7000);
  });

  test('prev and next attributes are icon class names: only class names reach the icon', () => {
    expect(iconClasses('awb-icon-angle-left')).toEqual(['awb-icon-angle-left']);
    expect(iconClasses(' fa-chevron-left  fas ')).toEqual(['fa-chevron-left', 'fas']);
    expect(iconClasses('"><img src=x onerror=alert(1)>')).toEqual([]);
    expect(fill('%1 van %2', 2, 3)).toBe('2 van 3');
  });

  test('a mistyped global animation falls back to fade', () => {
    const options = sliderOptions(sliderWith({}), { ...globals, animation: 'wobble' as 'fade' });
    expect(options.animation).toBe('fade');
  });
});
