// The provider-style loop (SPEC section 9): an embedded provider player cannot loop seamlessly on
// its own, so the module restarts it just before the end: 0.45 s before it the first time (the
// player still buffers), 0.21 s before it after that. Pure, so the timing is unit-tested.

export interface LoopMargins {
  /** Seconds before the end of the first run. */
  first: number;
  /** Seconds before the end of every later run. */
  later: number;
}

/** Whether a player at `currentTime` of `duration`, having looped `loops` times, must restart now. */
export function mustRestart(
  currentTime: number,
  duration: number,
  loops: number,
  margins: LoopMargins,
): boolean {
  if (!(duration > 0)) return false;
  return currentTime >= duration - (loops === 0 ? margins.first : margins.later);
}
