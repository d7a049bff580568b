// The Lottie element's options as the builder prints them, and the trigger math: segments from
// start and end points, the still frame under reduced motion, scroll, page and cursor shares.
import { describe, expect, test } from 'vitest';
import {
  cursorProgress,
  frameAt,
  isAnimationData,
  pageProgress,
  segment,
  stillFrame,
  viewportProgress,
} from './frames';
import module, { lottieOptions } from './index';

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
};

describe('lottie options', () => {
  test('7.9.2 on: data attributes of the element, the player beside them', () => {
    const options = lottieOptions(
      element(`<div class="fusion-lottie-animation" data-path=" https://example.nl/wiel.json " data-loop="0" data-reverse="1"
        data-speed="2.5" data-trigger="scroll" data-start_point="10" data-end_point="80" data-scroll_relative_to="element"
        data-scroll_element=".rij"><lottie-player direction="-1" speed="2.5"></lottie-player></div>`),
    );
    expect(options).toMatchObject({
      path: 'https://example.nl/wiel.json',
      loop: false,
      reverse: true,
      speed: 2.5,
      trigger: 'scroll',
      startPoint: 10,
      endPoint: 80,
      scrollRelativeTo: 'element',
      scrollElement: '.rij',
      label: '',
    });
  });

  test('defaults where the builder prints nothing, the older offsets, unknown triggers in view', () => {
    const bare = lottieOptions(element('<div class="fusion-lottie-animation"></div>'));
    expect(bare).toMatchObject({
      path: '',
      loop: false,
      reverse: false,
      speed: 1,
      trigger: 'none',
      startPoint: 0,
      endPoint: 100,
      offset: 'top-into-view',
    });
    expect(lottieOptions(element('<div data-trigger="viewport" data-offset="50%"></div>')).offset).toBe(
      'top-mid-of-view',
    );
    expect(
      lottieOptions(element('<div data-trigger="viewport" data-animationoffset="bottom-in-view"></div>'))
        .offset,
    ).toBe('bottom-in-view');
    expect(lottieOptions(element('<div data-trigger="wobble"></div>')).trigger).toBe('viewport');
    // A speed that is no number, or negative, is the file's own.
    expect(lottieOptions(element('<div data-speed="snel"></div>')).speed).toBe(1);
    expect(lottieOptions(element('<div data-speed="-2"></div>')).speed).toBe(1);
    // The loop from the player when the element says nothing.
    expect(lottieOptions(element('<div><lottie-player loop></lottie-player></div>')).loop).toBe(true);
  });

  test('the accessible name from aria-label or title, of the element or its player', () => {
    expect(
      lottieOptions(element('<a aria-label="Naar de werkplaats"><lottie-player></lottie-player></a>')).label,
    ).toBe('Naar de werkplaats');
    expect(
      lottieOptions(element('<div><lottie-player title="Een rollend wiel"></lottie-player></div>')).label,
    ).toBe('Een rollend wiel');
    expect(lottieOptions(element('<div title=" "></div>')).label).toBe('');
  });

  test('the definition: id of its folder, options from the element', () => {
    expect(module.id).toBe('lottie');
    expect(module.options).toBe(lottieOptions);
  });
});

describe('lottie frames', () => {
  const data = { fr: 30, ip: 0, op: 60, w: 200, h: 160, layers: [] };

  test('a Lottie file needs a frame rate, a length, a size and layers', () => {
    expect(isAnimationData(data)).toBe(true);
    for (const bad of [
      null,
      'tekst',
      [],
      { ...data, op: 0 },
      { ...data, fr: '30' },
      { ...data, layers: {} },
      { ...data, w: 0 },
    ])
      expect(isAnimationData(bad)).toBe(false);
  });

  test('the segment from start and end points, in the file numbering', () => {
    expect(segment(data, 0, 100)).toEqual([0, 60]);
    expect(segment(data, 25, 50)).toEqual([15, 30]);
    expect(segment({ ip: 10, op: 110 }, 50, 100)).toEqual([60, 110]);
    // An end at or before the start, or out of range, plays the whole animation or clamps.
    expect(segment(data, 50, 50)).toEqual([30, 60]);
    expect(segment(data, 80, 20)).toEqual([48, 60]);
    expect(segment(data, 0, 400)).toEqual([0, 60]);
    expect(segment({ ip: 0, op: 2 }, 40, 45)).toEqual([0, 2]);
  });

  test('the still frame: the last of what plays once by itself, else the first, in playing order', () => {
    expect(stillFrame('none', false, false, 60)).toBe(59);
    expect(stillFrame('viewport', false, false, 60)).toBe(59);
    expect(stillFrame('none', true, false, 60)).toBe(0);
    expect(stillFrame('hover', false, false, 60)).toBe(0);
    expect(stillFrame('scroll', false, false, 60)).toBe(0);
    // Backwards, playing order turns round.
    expect(stillFrame('none', false, true, 60)).toBe(0);
    expect(stillFrame('click', false, true, 60)).toBe(59);
  });

  test('viewport share: 0 with the top at the bottom edge, 1 with the bottom at the top edge', () => {
    expect(viewportProgress({ top: 700, height: 200 }, 700)).toBe(0);
    expect(viewportProgress({ top: -200, height: 200 }, 700)).toBe(1);
    expect(viewportProgress({ top: 250, height: 200 }, 700)).toBe(0.5);
    expect(viewportProgress({ top: 2000, height: 200 }, 700)).toBe(0);
  });

  test('page share, and a page that does not scroll', () => {
    expect(pageProgress(0, 3000, 700)).toBe(0);
    expect(pageProgress(1150, 3000, 700)).toBe(0.5);
    expect(pageProgress(2300, 3000, 700)).toBe(1);
    expect(pageProgress(0, 700, 700)).toBe(0);
  });

  test('cursor share across, down or both, and the frame for a share', () => {
    const rect = { left: 100, top: 100, width: 200, height: 100 };
    expect(cursorProgress('horizontal', rect, 150, 190)).toBe(0.25);
    expect(cursorProgress('vertical', rect, 150, 175)).toBe(0.75);
    expect(cursorProgress('both', rect, 300, 100)).toBe(0.5);
    expect(cursorProgress('horizontal', rect, 50, 150)).toBe(0);
    expect(frameAt(0, 60)).toBe(0);
    expect(frameAt(1, 60)).toBe(59);
  });
});
