// What the bench reads from a Chromium trace: its events, which of them are Voorkant's, and
// Voorkant's script time by the bench's rule. Shared by bench/run.ts and bench/script-ab.ts.

export const tracing = { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] };

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number };
  };
}

export const traceEvents = (trace: Buffer) => JSON.parse(trace.toString()).traceEvents as TraceEvent[];
export const ours = (event: TraceEvent) => !!event.args?.data?.url?.includes('/dist/');

/**
 * Voorkant's script time in a Chromium trace, in ms: the time of every script evaluation and
 * function call the browser made into a file under dist/ (what DevTools' performance panel counts
 * per script), nested calls counted once. Runs of our code started by other scripts' calls are
 * not in it; calls into libraries we bundle are. Nor are promise reactions outside such a call
 * (a module's init after its chunk arrives): the trace names no file for them. On /artikel/ this
 * finds about nine tenths of what the page runs with Voorkant beyond what it runs without it.
 */
export function voorkantTraceMs(trace: TraceEvent[]): number {
  const events = trace
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'EvaluateScript' ||
          event.name === 'FunctionCall' ||
          event.name === 'v8.compileModule') &&
        ours(event),
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
export function mainThreadBusyMs(trace: TraceEvent[]): number {
  const main = trace.find((event) => event.name === 'ParseHTML')?.tid;
  const micros = trace
    .filter((event) => event.ph === 'X' && event.tid === main && event.name === 'RunTask')
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return Math.round(micros / 100) / 10;
}
