// @vitest-environment node
// The bench's lookup of the renderer task a long run of ours was in (bench/voorkant-trace.ts
// `taskAt`): page time is turned into trace time through the probe's console.timeStamp, and only
// the stamp's own thread counts.
import { describe, expect, it } from 'vitest';
import { originStamp, type TraceEvent, taskAt } from '../../bench/voorkant-trace';

const main = { pid: 7, tid: 1 };
const stamp: TraceEvent = {
  name: 'TimeStamp',
  ph: 'I',
  ts: 1_000_000,
  ...main,
  args: { data: { message: originStamp } },
};
const task = (ts: number, dur: number, tdur: number, where = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  ...where,
});

describe('taskAt', () => {
  it('finds the task running at a page time, with its length and its time on a CPU', () => {
    // The stamp was left at page time 100 ms: page time 400 ms is trace time 1,300,000 µs.
    const trace = [stamp, task(1_200_000, 50_000, 40_000), task(1_280_000, 70_400, 31_600)];
    expect(taskAt(trace, 100, 400)).toEqual({ ms: 70, cpuMs: 32 });
  });

  it('ignores tasks of other threads and processes at that moment', () => {
    const trace = [
      stamp,
      task(1_280_000, 70_000, 70_000, { pid: 7, tid: 2 }),
      task(1_280_000, 70_000, 70_000, { pid: 9, tid: 1 }),
    ];
    expect(taskAt(trace, 100, 400)).toBeNull();
  });

  it('answers null without the stamp or without a task then', () => {
    expect(taskAt([task(1_280_000, 70_000, 70_000)], 100, 400)).toBeNull();
    expect(taskAt([stamp, task(1_200_000, 50_000, 50_000)], 100, 400)).toBeNull();
  });
});
