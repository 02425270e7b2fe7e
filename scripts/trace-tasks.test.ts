import { blockingTime, longTasks, readMainThread, type TraceEvent } from './trace-tasks';

const main = { pid: 1, tid: 7 };
/** A complete event on the page's main thread, at `startMs` for `ms` (the trace counts in µs). */
const slice = (name: string, startMs: number, ms: number, url?: string): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts: 1_000_000 + startMs * 1000,
  dur: ms * 1000,
  ...main,
  ...(url && { args: { data: { url } } }),
});
const mark = (name: string, atMs: number): TraceEvent => ({
  name,
  cat: 'loading',
  ph: 'R',
  ts: 1_000_000 + atMs * 1000,
  ...main,
});

const trace: TraceEvent[] = [
  { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, pid: 1, tid: 7, args: { name: 'CrRendererMain' } },
  // Another thread's task is not the page's.
  { ...slice('RunTask', 10, 300), tid: 9 },
  mark('navigationStart', 0),
  slice('RunTask', 5, 30),
  slice('ParseHTML', 5, 28),
  mark('firstContentfulPaint', 40),
  // Evaluating the app's chunk: 90 ms, of which 5 compiling it.
  slice('RunTask', 100, 90),
  slice('EvaluateScript', 100, 89, 'http://127.0.0.1/assets/6768.abc.js'),
  slice('v8.compile', 101, 5, 'http://127.0.0.1/assets/6768.abc.js'),
  // React's work in that chunk, then a style recalculation it forced.
  slice('RunTask', 300, 70),
  slice('FunctionCall', 300, 60, 'http://127.0.0.1/assets/6768.abc.js'),
  slice('UpdateLayoutTree', 340, 15),
  slice('Layout', 361, 8),
  slice('RunTask', 400, 20),
  slice('TimerFire', 400, 19, 'http://127.0.0.1/assets/main.1.js'),
];

describe('reading the main thread from a trace', () => {
  const thread = readMainThread(trace);

  it('lists the page’s top-level tasks from the navigation, timed from its start', () => {
    expect(thread.fcpMs).toBe(40);
    expect(thread.tasks.map((task) => [task.startMs, task.durationMs])).toEqual([
      [5, 30],
      [100, 90],
      [300, 70],
      [400, 20],
    ]);
  });

  it('names each task by the work that took most of its own time', () => {
    expect(thread.tasks.map((task) => task.label)).toEqual([
      'ParseHTML',
      'evaluating 6768.abc.js',
      'running 6768.abc.js',
      'running main.1.js',
    ]);
    expect(longTasks(thread.tasks).map((task) => task.scripts)).toEqual([['6768.abc.js'], ['6768.abc.js']]);
  });

  it('adds up the blocking time after the first paint: what each task runs past 50 ms', () => {
    expect(blockingTime(thread.tasks, thread.fcpMs)).toBe(40 + 20);
    expect(blockingTime(thread.tasks, 200)).toBe(20);
  });

  it('scales each task’s CPU time to a slower CPU, as Lighthouse’s simulated throttling does', () => {
    const slowed = readMainThread([...trace, { ...slice('RunTask', 500, 40), tdur: 10_000 }]);
    // 30, 90, 70, 20 and the last task's 10 ms of CPU (of 40 ms on the clock), 4 times over.
    expect(longTasks(slowed.tasks, 4).map((task) => task.startMs)).toEqual([5, 100, 300, 400]);
    expect(blockingTime(slowed.tasks, slowed.fcpMs, 4)).toBe(310 + 230 + 30);
    expect(longTasks(slowed.tasks, 1)).toHaveLength(2);
  });

  it('breaks the time down by kind of work and scripts by boot-up time', () => {
    expect(thread.breakdown).toMatchObject({
      'script evaluation': 84 + 45 + 19,
      'script parsing & compilation': 5,
      'style & layout': 23,
      'parse HTML & CSS': 28,
    });
    expect(thread.bootUp).toEqual({ '6768.abc.js': 89 + 45, 'main.1.js': 19 });
  });
});
