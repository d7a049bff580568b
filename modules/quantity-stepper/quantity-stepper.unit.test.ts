import { describe, expect, test } from 'vitest';
import {
  atLowerBound,
  atUpperBound,
  initialValue,
  parseStep,
  parseValue,
  stepDown,
  stepUp,
} from './stepper-rules';

describe('quantity stepper rules (SPEC section 5)', () => {
  test('step is 1 when "any", empty or invalid', () => {
    expect(parseStep('any')).toBe(1);
    expect(parseStep('')).toBe(1);
    expect(parseStep(null)).toBe(1);
    expect(parseStep('abc')).toBe(1);
    expect(parseStep('-2')).toBe(1);
    expect(parseStep('0.5')).toBe(0.5);
    expect(parseStep('3')).toBe(3);
  });

  test('an empty or invalid value counts as 0', () => {
    expect(parseValue('')).toBe(0);
    expect(parseValue('twee')).toBe(0);
    expect(parseValue('4')).toBe(4);
  });

  test('plus stops at max', () => {
    expect(stepUp(4, { max: 5, step: 1 })).toBe(5);
    expect(stepUp(5, { max: 5, step: 1 })).toBe(5);
    expect(stepUp(4, { max: 5, step: 2 })).toBe(5);
    expect(stepUp(9, { step: 1 })).toBe(10);
  });

  test('minus stops at min, and at zero without a min', () => {
    expect(stepDown(2, { min: 1, step: 1 })).toBe(1);
    expect(stepDown(1, { min: 1, step: 1 })).toBe(1);
    expect(stepDown(0, { step: 1 })).toBe(0);
    expect(stepDown(1, { step: 3 })).toBe(0);
    expect(stepDown(-1, { step: 1 })).toBe(-1);
  });

  test('decimal steps do not drift', () => {
    expect(stepUp(0.1, { step: 0.2 })).toBe(0.3);
    expect(stepDown(1.5, { min: 0.5, step: 0.5 })).toBe(1);
  });

  test('on creation a value below a positive min is raised to it', () => {
    expect(initialValue(0, 1)).toBe(1);
    expect(initialValue(3, 1)).toBe(3);
    expect(initialValue(0, 0)).toBe(0);
    expect(initialValue(-2, undefined)).toBe(-2);
  });

  test('bounds are reported for the buttons', () => {
    expect(atLowerBound(0, undefined)).toBe(true);
    expect(atLowerBound(1, 1)).toBe(true);
    expect(atLowerBound(2, 1)).toBe(false);
    expect(atUpperBound(5, 5)).toBe(true);
    expect(atUpperBound(5, undefined)).toBe(false);
  });
});
