// One animation-frame loop for every counter of the page: the counters of a box come into view
// together and count for the same second, and a frame callback each made 4 callbacks a frame on
// /werkplaats-in-cijfers/ where one does (the browser runs every callback of a frame as a call of
// its own). Hand-written: requestAnimationFrame has no batching of its own, and no library of the
// stack does this.

/** A step is called with the frame's time and returns whether it wants the next frame too. */
export type FrameStep = (now: number) => boolean;

export interface FrameLoop {
  /** Runs `step` from the next frame on, until it returns false; the returned function ends it. */
  add(step: FrameStep): () => void;
}

export function frameLoop(): FrameLoop {
  const steps = new Set<FrameStep>();
  let frame = 0;
  const tick = (now: number) => {
    frame = 0;
    for (const step of steps) if (!step(now)) steps.delete(step);
    // A step added during this frame has already asked for the next one.
    if (steps.size && !frame) frame = requestAnimationFrame(tick);
  };
  return {
    add(step) {
      steps.add(step);
      frame ||= requestAnimationFrame(tick);
      return () => {
        steps.delete(step);
        if (!steps.size) {
          cancelAnimationFrame(frame);
          frame = 0;
        }
      };
    },
  };
}
