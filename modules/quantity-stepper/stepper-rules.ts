// The stepper's arithmetic (SPEC section 5), apart from the DOM so it can be tested on its own.

export interface StepperBounds {
  /** Lower bound, or undefined when the field has none (then 0 is the floor). */
  min?: number;
  max?: number;
  step: number;
}

function finite(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const number = Number(raw);
  return Number.isFinite(number) ? number : undefined;
}

/** `any`, empty, invalid, zero or negative → 1. */
export function parseStep(raw: string | null | undefined): number {
  const step = finite(raw);
  return step !== undefined && step > 0 ? step : 1;
}

/** Empty or invalid → 0. */
export function parseValue(raw: string | null | undefined): number {
  return finite(raw) ?? 0;
}

export function parseBound(raw: string | null | undefined): number | undefined {
  return finite(raw);
}

/** Rounds away binary noise (0.1 + 0.2) to the precision of the step. */
function tidy(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(Math.min(decimals, 10)));
}

export function stepUp(value: number, { max, step }: StepperBounds): number {
  const next = tidy(value + step, step);
  return max !== undefined && next > max ? Math.max(value, max) : next;
}

export function stepDown(value: number, { min, step }: StepperBounds): number {
  const floor = min ?? 0;
  const next = tidy(value - step, step);
  return next < floor ? Math.min(value, floor) : next;
}

/** On creation a value below a positive min is raised to the min. */
export function initialValue(value: number, min: number | undefined): number {
  return min !== undefined && min > 0 && value < min ? min : value;
}

export function atLowerBound(value: number, min: number | undefined): boolean {
  return value <= (min ?? 0);
}

export function atUpperBound(value: number, max: number | undefined): boolean {
  return max !== undefined && value >= max;
}
