// What the bench reads from a Chromium trace: its events, which of them are Voorkant's, and
// Voorkant's script time by the bench's rule. Shared by bench/run.ts and bench/script-ab.ts.

export const tracing = { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] };

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: how long of `dur` the thread was on a CPU (DevTools' throttling spins, so it counts). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: {
      url?: string;
      /** `TimeStamp` (`console.timeStamp`): its label. */
      message?: string;
      functionName?: string;
      lineNumber?: number;
      columnNumber?: number;
      /** `TracingStartedInBrowser`: the traced page's frames and the process of each. */
      frames?: { processId: number; isOutermostMainFrame?: boolean }[];
    };
  };
}

export const traceEvents = (trace: Buffer) => JSON.parse(trace.toString()).traceEvents as TraceEvent[];
export const ours = (event: TraceEvent) => !!event.args?.data?.url?.includes('/dist/');

/**
 * The events of the page's renderer: the process that ran a file of ours, or in a trace without
 * one (an idle window) the process of the traced page's main frame as `TracingStartedInBrowser`
 * names it. (That name alone is not enough: a trace started before the navigation names the
 * blank page's process, which the navigation may leave.) A trace holds every process's events, and
 * Chromium's own pages run ES modules and timers too (the omnibox popup's WebUI,
 * `chrome://omnibox-popup.top-chrome/omnibox_popup.js`, now and then).
 */
export function pageRendererEvents(trace: TraceEvent[], isOurs = ours): TraceEvent[] {
  const started = trace.find((event) => event.name === 'TracingStartedInBrowser');
  const renderer =
    trace.find(isOurs)?.pid ??
    started?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame)?.processId;
  return trace.filter((event) => event.pid === renderer);
}

/**
 * Voorkant's script time in a Chromium trace, in ms: the time of every script evaluation and
 * function call the browser made into a file under dist/ (what DevTools' performance panel counts
 * per script), and of every ES module evaluation, nested calls counted once. Runs of our code
 * started by other scripts' calls are not in it; calls into libraries we bundle are. Nor are
 * promise reactions outside such a call (a module's init after its chunk arrives): the trace names
 * no file for them, and `BENCH_BASELINE=1` in bench/run.ts counts them by difference.
 *
 * Module evaluation (`v8.evaluateModule`) names no file either, but on a demo page every ES module
 * is ours (the theme's and the add-on's scripts are classic): `kernel.js` and its chunks. It
 * matters: `kernel.js` is async, and when it arrives after the document is parsed it boots inside
 * its own evaluation, not in a DOMContentLoaded listener. Without these events the rule lost the
 * kernel's boot and first scan in that case (6 of 8 loads of /artikel/ at full speed, 1 of 8 at 4×;
 * 6-13 ms at full speed), which made single runs read far too low. Only the page's renderer counts;
 * a trace where it compiled a module from anywhere else is refused rather than misread.
 *
 * `isOurs` counts another script's files by the same rule instead (bench/addon-compare.ts: the
 * anti-spam add-on's classic bundle, on a page with no module at all).
 */
export function voorkantTraceMs(allProcesses: TraceEvent[], isOurs = ours): number {
  const trace = pageRendererEvents(allProcesses, isOurs);
  const foreign = trace.find((event) => event.name === 'v8.compileModule' && !isOurs(event));
  if (foreign)
    throw new Error(
      `bench/voorkant-trace.ts: a module not from dist/ (${foreign.args?.data?.url}): module evaluation cannot be told apart`,
    );
  const events = trace
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'v8.evaluateModule' ||
          ((event.name === 'EvaluateScript' ||
            event.name === 'FunctionCall' ||
            event.name === 'v8.compileModule') &&
            isOurs(event))),
    )
    .sort((a, b) => a.ts - b.ts);
  const countedUntil = new Map<number, number>();
  let micros = 0;
  for (const event of events) {
    const end = event.ts + (event.dur ?? 0);
    if (event.ts < (countedUntil.get(event.tid) ?? 0)) continue;
    countedUntil.set(event.tid, end);
    micros += event.dur ?? 0;
  }
  return Math.round(micros / 100) / 10;
}

/** The renderer main thread's busy time in a trace, in ms: every task, the page's own included. */
export function mainThreadBusyMs(allProcesses: TraceEvent[]): number {
  const trace = pageRendererEvents(allProcesses);
  const main = trace.find((event) => event.name === 'ParseHTML')?.tid;
  const micros = trace
    .filter((event) => event.ph === 'X' && event.tid === main && event.name === 'RunTask')
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return Math.round(micros / 100) / 10;
}

/** The label of the `console.timeStamp` the bench's probe leaves: page time meets trace time. */
export const originStamp = 'voorkant-bench-origin';

/**
 * The renderer task that was running at `pageMs` (the page's clock, as a long animation frame
 * names a script's start), given the page time at which the probe's `originStamp` was left; null
 * when the trace does not hold that moment. `cpuMs` is its thread time: well under `ms` means the
 * thread waited for a CPU (the machine was busy elsewhere), not that the task had more to do.
 */
export function taskAt(
  allProcesses: TraceEvent[],
  stampPageMs: number,
  pageMs: number,
): { ms: number; cpuMs: number } | null {
  const stamp = allProcesses.find(
    (event) => event.name === 'TimeStamp' && event.args?.data?.message === originStamp,
  );
  if (!stamp) return null;
  const at = stamp.ts + (pageMs - stampPageMs) * 1000;
  const task = allProcesses.find(
    (event) =>
      event.pid === stamp.pid &&
      event.tid === stamp.tid &&
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.ts <= at &&
      at <= event.ts + (event.dur ?? 0),
  );
  if (!task?.dur || task.tdur === undefined) return null;
  return { ms: Math.round(task.dur / 1000), cpuMs: Math.round(task.tdur / 1000) };
}
