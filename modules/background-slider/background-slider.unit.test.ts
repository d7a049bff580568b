// The effect table: every theme effect exists and moves only compositor-friendly properties.
import { describe, expect, test } from 'vitest';
import { effectNames, effects, isEffect } from './effects';

describe('background slider effects', () => {
  test('fade, slide, the four slide directions, stack, zoom and slide-zoom are there', () => {
    expect([...effectNames].sort()).toEqual(
      [
        'fade',
        'slide',
        'slide-down',
        'slide-left',
        'slide-right',
        'slide-up',
        'stack',
        'zoom',
        'slide-zoom',
      ].sort(),
    );
    expect(isEffect('stack')).toBe(true);
    expect(isEffect('wervelwind')).toBe(false);
    expect(isEffect(null)).toBe(false);
  });

  test('keyframes use only transform and opacity, and end where the slide rests', () => {
    for (const name of effectNames) {
      const { enter, leave } = effects[name];
      for (const frame of [...enter, ...leave])
        for (const property of Object.keys(frame)) expect(['transform', 'opacity'], name).toContain(property);
      const last = enter.at(-1)!;
      expect(last.opacity ?? 1, name).toBe(1);
      expect(['translateX(0%)', 'translateY(0%)', 'scale(1)', undefined], name).toContain(last.transform);
    }
  });
});
