// The slider's attributes as the builder prints them, and the change table: every theme animation
// and direction exists and moves only what the compositor animates.
import { describe, expect, test } from 'vitest';
import { animationNames, changeFrames, directionNames, isAnimation } from './effects';
import { backgroundSliderOptions } from './index';

const sliderWith = (attributes: Record<string, string>) => {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

describe('background slider', () => {
  test('fade, slide, stack, zoom, slide-zoom-out and slide-zoom-in; four directions', () => {
    expect([...animationNames]).toEqual([
      'fade',
      'slide',
      'stack',
      'zoom',
      'slide-zoom-out',
      'slide-zoom-in',
    ]);
    expect([...directionNames]).toEqual(['up', 'down', 'left', 'right']);
    expect(isAnimation('stack')).toBe(true);
    expect(isAnimation('slide-left')).toBe(false);
  });

  test('keyframes move only transform and opacity; the arriving image ends in place on top, the leaving one hidden', () => {
    for (const animation of animationNames)
      for (const direction of directionNames) {
        const { enter, leave } = changeFrames(animation, direction);
        for (const frame of [...enter, ...leave])
          for (const property of Object.keys(frame))
            expect(['transform', 'opacity', 'visibility', 'zIndex'], animation).toContain(property);
        const last = enter.at(-1)!;
        expect(last.opacity ?? 1, animation).toBe(1);
        expect(['none', undefined], animation).toContain(last.transform);
        expect(
          enter.every((frame) => frame.visibility === 'visible' && frame.zIndex === 2),
          animation,
        ).toBe(true);
        // The leaving image is visible beneath while it moves, and hidden when its keyframes end.
        expect(
          leave.map((frame) => frame.visibility),
          animation,
        ).toEqual(['visible', 'hidden']);
        expect(
          leave.every((frame) => frame.zIndex === 1),
          animation,
        ).toBe(true);
      }
  });

  test('a slide comes from the side its direction names', () => {
    expect(changeFrames('slide', 'up').enter[0]!.transform).toBe('translateY(100%)');
    expect(changeFrames('slide', 'down').enter[0]!.transform).toBe('translateY(-100%)');
    expect(changeFrames('slide', 'left').enter[0]!.transform).toBe('translateX(100%)');
    expect(changeFrames('slide', 'right').enter[0]!.transform).toBe('translateX(-100%)');
    expect(changeFrames('slide', 'right').leave.at(-1)!.transform).toBe('translateX(100%)');
  });

  test('attributes as the builder prints them; defaults where it prints none', () => {
    expect(
      backgroundSliderOptions(
        sliderWith({
          'data-type': 'column',
          'data-loop': 'no',
          'data-animation': 'slide',
          'data-slideshow-speed': '3000',
          'data-animation-speed': '400',
          'data-direction': 'left',
          'data-pause_on_hover': 'yes',
        }),
      ),
    ).toEqual({
      animation: 'slide',
      direction: 'left',
      delay: 3000,
      speed: 400,
      loop: false,
      pauseOnHover: true,
      unknown: [],
    });
    expect(backgroundSliderOptions(sliderWith({ 'data-loop': 'yes' }))).toEqual({
      animation: 'fade',
      direction: 'up',
      delay: undefined,
      speed: undefined,
      loop: true,
      pauseOnHover: false,
      unknown: [],
    });
    const odd = backgroundSliderOptions(
      sliderWith({
        'data-animation': 'wervelwind',
        'data-direction': 'diagonaal',
        'data-slideshow-speed': 'snel',
      }),
    );
    expect([odd.animation, odd.direction, odd.delay]).toEqual(['fade', 'up', undefined]);
    expect(odd.unknown).toEqual(['data-animation="wervelwind"', 'data-direction="diagonaal"']);
  });
});
