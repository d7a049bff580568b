// Yields to the main thread once the current slice of work has run for 8 ms, so booting on a page
// with hundreds of matches never makes a long task.
const sliceMs = 8;
let sliceStart = 0;

export async function yieldIfBusy(): Promise<void> {
  const now = performance.now();
  if (sliceStart === 0) sliceStart = now;
  if (now - sliceStart < sliceMs) return;
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  await (scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));
  sliceStart = performance.now();
}
