// Time slices for the kernel's own work (the first scan, module starts): once the current task has
// run Voorkant's work for `sliceMs`, the next step waits for a task of its own, so booting a big
// page never makes a long task (issue 10: none over 50 ms at 4× CPU slowdown; the slice is wall
// time, so a slowed CPU gets the same 8 ms slices and a step is all that can overrun them).
const sliceMs = 8;
let sliceStart = 0;

/** Starts the slice of the running task, if none has started, and tells whether it is used up. */
export function sliceUsedUp(): boolean {
  const now = performance.now();
  if (sliceStart === 0) {
    sliceStart = now;
    // The slice belongs to the task that started it: a timer runs only after that task ends, so
    // work in a later task starts a fresh slice instead of yielding at once.
    setTimeout(() => {
      sliceStart = 0;
    }, 0);
  }
  return now - sliceStart >= sliceMs;
}

/** Lets the page run (input, rendering, other scripts), then continues in a fresh slice. */
export async function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  await (scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));
  sliceStart = 0;
}
