import { describe, expect, test } from 'vitest';
import { animationsRun, observerOptions, parseOffset, reachedOffset } from './animation-rules';

const rules = {
  midOfViewBottomMargin: '-50%',
  bottomInViewThresholds: [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1],
};

describe('scroll animation rules (SPEC sections 4 and 9)', () => {
  test('off, desktop only, or desktop and mobile; never with reduced motion', () => {
    const desktop = { width: 1280, reducedMotion: false };
    const phone = { width: 375, reducedMotion: false };
    expect(animationsRun('desktop', desktop, 800)).toBe(true);
    expect(animationsRun('desktop', phone, 800)).toBe(false);
    expect(animationsRun('desktop', { width: 800, reducedMotion: false }, 800)).toBe(false);
    expect(animationsRun('desktop_and_mobile', phone, 800)).toBe(true);
    expect(animationsRun('off', desktop, 800)).toBe(false);
    expect(animationsRun('desktop_and_mobile', { width: 1280, reducedMotion: true }, 800)).toBe(false);
  });

  test('offsets: top-into-view is the default', () => {
    expect(parseOffset(undefined, 'top-into-view')).toBe('top-into-view');
    expect(parseOffset('Bottom-In-View', 'top-into-view')).toBe('bottom-in-view');
    expect(parseOffset('ergens', 'top-into-view')).toBe('top-into-view');
  });

  test('observer options per offset', () => {
    // The root reaches far above the viewport, so elements jumped past count as reached.
    expect(observerOptions('top-into-view', rules)).toEqual({
      rootMargin: '100000px 0px 0px 0px',
      threshold: 0,
    });
    expect(observerOptions('top-mid-of-view', rules)).toEqual({
      rootMargin: '100000px 0px -50% 0px',
      threshold: 0,
    });
    expect(observerOptions('bottom-in-view', rules)).toEqual({
      rootMargin: '100000px 0px 0px 0px',
      threshold: [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1],
    });
  });

  test('bottom-in-view needs the bottom edge in view, also for elements taller than the viewport', () => {
    const root = { bottom: 900 };
    const report = (ratio: number, bottom: number) => ({
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: { bottom },
      rootBounds: root,
    });
    expect(reachedOffset('bottom-in-view', report(0.6, 1000))).toBe(false);
    expect(reachedOffset('bottom-in-view', report(1, 880))).toBe(true);
    expect(reachedOffset('bottom-in-view', report(0.7, 890))).toBe(true);
    expect(reachedOffset('top-into-view', report(0.01, 1500))).toBe(true);
    expect(reachedOffset('top-mid-of-view', report(0, 1500))).toBe(false);
  });
});
