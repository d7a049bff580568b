import { describe, expect, test } from 'vitest';
import { animationMode, observerOptions, parseOffset, reachedOffset, seconds } from './animation-rules';
import { animationTypes } from './animation-types';

const rules = {
  midOfViewBottomMargin: '-50%',
  bottomInViewThresholds: [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1],
};

describe('scroll animation rules (SPEC sections 4 and 9)', () => {
  test('off, desktop only, or desktop and mobile; never with reduced motion or in the editor', () => {
    const desktop = { mobile: false, reducedMotion: false, editor: false };
    const phone = { ...desktop, mobile: true };
    expect(animationMode('desktop', desktop)).toBe('do-animate');
    expect(animationMode('desktop', phone)).toBe('dont-animate');
    expect(animationMode('desktop_and_mobile', phone)).toBe('do-animate');
    expect(animationMode('off', desktop)).toBe('dont-animate');
    expect(animationMode('desktop_and_mobile', { ...desktop, reducedMotion: true })).toBe('dont-animate');
    expect(animationMode('desktop', { ...desktop, editor: true })).toBe('dont-animate');
  });

  test('offsets: top-into-view is the default; older builders print 100% and 50%', () => {
    expect(parseOffset(undefined, 'top-into-view')).toBe('top-into-view');
    expect(parseOffset('Bottom-In-View', 'top-into-view')).toBe('bottom-in-view');
    expect(parseOffset('100%', 'bottom-in-view')).toBe('top-into-view');
    expect(parseOffset('50%', 'top-into-view')).toBe('top-mid-of-view');
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

  test('durations and delays are seconds; unusable ones are ignored', () => {
    expect(seconds('0.6')).toBe(0.6);
    expect(seconds(' 1 ')).toBe(1);
    expect(seconds('')).toBeUndefined();
    expect(seconds('lang')).toBeUndefined();
    expect(seconds('-1')).toBeUndefined();
  });

  test('the builder offers 27 entrance types: four with a direction, the attention seekers and flips without', () => {
    expect(animationTypes).toHaveLength(27);
    expect(animationTypes).toEqual(
      expect.arrayContaining(['fadeIn', 'fadeInDown', 'slideInRight', 'bounceInLeft']),
    );
    expect(animationTypes).toEqual(
      expect.arrayContaining(['zoomInUp', 'flash', 'rubberBand', 'lightspeedin']),
    );
    expect(new Set(animationTypes).size).toBe(animationTypes.length);
  });
});
