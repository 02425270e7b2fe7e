/**
 * What a Chromium performance trace says about a page's main thread (scripts/bench-trace.ts): its
 * top-level tasks, the long ones (over 50 ms) named by what they spent their time on, the blocking
 * time they add up to, and the main thread's time by kind of work, as Lighthouse's "main-thread
 * work breakdown" groups it. Pure: it reads trace events and nothing else.
 */

/** One event of Chromium's trace format (the fields read here). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, µs: what a busy host's descheduling does not inflate. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; frame?: string } };
}

/** A task blocks input for what it runs past this (Lighthouse's and the RAIL model's threshold). */
export const longTaskMs = 50;

/** Kinds of main-thread work, as Lighthouse's main-thread breakdown names them. */
const groups: [group: string, names: string[]][] = [
  [
    'script evaluation',
    [
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'TimerFire',
      'FireIdleCallback',
      'FireAnimationFrame',
      'RunMicrotasks',
      'EventDispatch',
      'V8.Execute',
      'v8.run',
    ],
  ],
  [
    'script parsing & compilation',
    [
      'v8.compile',
      'v8.compileModule',
      'V8.CompileCode',
      'v8.parseOnBackground',
      'CacheScript',
      'v8.produceCache',
      'v8.deserializeOnBackground',
    ],
  ],
  [
    'style & layout',
    [
      'UpdateLayoutTree',
      'RecalculateStyles',
      'Layout',
      'InvalidateLayout',
      'ScheduleStyleRecalculation',
      'ParseAuthorStyleSheet',
    ],
  ],
  [
    'rendering',
    [
      'Paint',
      'PrePaint',
      'Layerize',
      'UpdateLayer',
      'UpdateLayerTree',
      'CompositeLayers',
      'Commit',
      'PaintImage',
      'Decode Image',
    ],
  ],
  ['parse HTML & CSS', ['ParseHTML']],
  [
    'garbage collection',
    [
      'MinorGC',
      'MajorGC',
      'BlinkGC.AtomicPhase',
      'V8.GCFinalizeMC',
      'V8.GCScavenger',
      'V8.GC_MC_BACKGROUND_EVACUATE_COPY',
    ],
  ],
];
const groupOf = new Map(groups.flatMap(([group, names]) => names.map((name) => [name, group] as const)));

/** The events that open a top-level task on the main thread. */
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface Task {
  startMs: number;
  durationMs: number;
  /** The main thread's CPU time in the task (its duration where the trace has none). */
  cpuMs: number;
  /** What the task spent most of its own time on: "evaluating main.js", "calling in 123.js", "Layout"… */
  label: string;
  /** The scripts whose code ran or was evaluated in it, by file name. */
  scripts: string[];
}

export interface MainThread {
  tasks: Task[];
  /** First contentful paint, in ms from the navigation's start (undefined where the trace has none). */
  fcpMs: number | undefined;
  /** Milliseconds of main-thread time by kind of work, from the navigation's start to the trace's end. */
  breakdown: Record<string, number>;
  /** Milliseconds of script time (evaluation and compilation) by script file name. */
  bootUp: Record<string, number>;
}

const isComplete = (event: TraceEvent): event is TraceEvent & { dur: number } =>
  event.ph === 'X' && typeof event.dur === 'number';

const fileName = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').pop() || pathname;
  } catch {
    return url.split('/').pop();
  }
};

/** The renderer's main thread of the page: the thread that recorded the navigation's first paint, else the busiest CrRendererMain. */
export function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint' || event.name === 'firstPaint');
  if (paint) return { pid: paint.pid, tid: paint.tid };
  const mains = events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain');
  const count = (thread: { pid: number; tid: number }) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length;
  const busiest = mains.sort((a, b) => count(b) - count(a))[0];
  if (!busiest) throw new Error('The trace has no renderer main thread.');
  return { pid: busiest.pid, tid: busiest.tid };
}

/** Where the page's navigation started (µs): the main frame's navigationStart, else the first task. */
function navigationStart(events: TraceEvent[], thread: { pid: number; tid: number }): number {
  const starts = events.filter(
    (event) => event.name === 'navigationStart' && event.pid === thread.pid && event.tid === thread.tid,
  );
  const last = starts.at(-1);
  if (last) return last.ts;
  return Math.min(...events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).map((e) => e.ts));
}

const labelOf = (event: TraceEvent): string => {
  const file = fileName(event.args?.data?.url);
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluating ${file ?? 'an inline script'}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return `compiling ${file ?? 'script'}`;
    case 'EventDispatch':
      return `${event.args?.data?.type ?? 'an'} event`;
    // Promise continuations: where webpack evaluates the modules of a chunk that has just loaded.
    case 'RunMicrotasks':
      return 'microtasks';
    default:
      // A call into a script (a timer, a callback, a message: React's scheduler posts its work so).
      return file && groupOf.get(event.name) === 'script evaluation' ? `running ${file}` : event.name;
  }
};

/**
 * Reads the page's main thread out of a trace: each top-level task, its own-time leader as its
 * label, the blocking time (what tasks after the first paint run past 50 ms) and the breakdown.
 */
export function readMainThread(events: TraceEvent[]): MainThread {
  const thread = mainThreadOf(events);
  const start = navigationStart(events, thread);
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && isComplete(event) && event.ts >= start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0)) as (TraceEvent & { dur: number })[];
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid && event.ts >= start,
  );

  // Self time of every event (its duration less its children's), by walking the nesting.
  const selfTime = new Map<TraceEvent, number>();
  const stack: (TraceEvent & { dur: number })[] = [];
  const parentOf = new Map<TraceEvent, TraceEvent | undefined>();
  for (const event of onThread) {
    while (stack.length > 0 && (stack.at(-1) as TraceEvent & { dur: number }).ts + (stack.at(-1)?.dur ?? 0) <= event.ts)
      stack.pop();
    const parent = stack.at(-1);
    parentOf.set(event, parent);
    selfTime.set(event, event.dur);
    if (parent) selfTime.set(parent, (selfTime.get(parent) ?? 0) - event.dur);
    stack.push(event);
  }
  const topTaskOf = (event: TraceEvent): TraceEvent | undefined => {
    let current: TraceEvent | undefined = event;
    let task: TraceEvent | undefined;
    while (current) {
      if (taskNames.has(current.name)) task = current;
      current = parentOf.get(current);
    }
    return task;
  };

  const breakdown: Record<string, number> = {};
  const bootUp: Record<string, number> = {};
  const perTask = new Map<TraceEvent, { byLabel: Map<string, number>; scripts: Set<string> }>();
  for (const event of onThread) {
    const self = (selfTime.get(event) ?? 0) / 1000;
    // A named kind of work takes its children's unnamed time too (V8's internal slices, say).
    let named: TraceEvent | undefined = event;
    while (named && !groupOf.has(named.name)) named = parentOf.get(named);
    const group = named ? (groupOf.get(named.name) as string) : 'other';
    breakdown[group] = (breakdown[group] ?? 0) + self;
    const script = fileName(named?.args?.data?.url);
    if (script && (group === 'script evaluation' || group === 'script parsing & compilation'))
      bootUp[script] = (bootUp[script] ?? 0) + self;
    const task = topTaskOf(event);
    if (!task) continue;
    const entry = perTask.get(task) ?? { byLabel: new Map<string, number>(), scripts: new Set<string>() };
    perTask.set(task, entry);
    if (named && !taskNames.has(named.name)) {
      const label = labelOf(named);
      entry.byLabel.set(label, (entry.byLabel.get(label) ?? 0) + self);
    }
    if (script) entry.scripts.add(script);
  }

  const tasks = onThread
    .filter((event) => taskNames.has(event.name) && topTaskOf(event) === event)
    .map((event) => {
      const entry = perTask.get(event);
      const leader = [...(entry?.byLabel ?? [])].sort((a, b) => b[1] - a[1])[0];
      return {
        startMs: (event.ts - start) / 1000,
        durationMs: event.dur / 1000,
        cpuMs: (event.tdur ?? event.dur) / 1000,
        label: leader ? leader[0] : 'other',
        scripts: [...(entry?.scripts ?? [])],
      };
    });
  return { tasks, fcpMs: fcp ? (fcp.ts - start) / 1000 : undefined, breakdown, bootUp };
}

/**
 * How long a task takes on a CPU `slowdown` times slower than this one: its CPU time, scaled, as
 * Lighthouse's simulated throttling scales each task. A trace taken with the CPU really throttled
 * on a host shared by other work measured the same page from 0 to 1,556 ms of blocking time; the
 * thread's own CPU time leaves out the time the host gave to others.
 */
export const slowedMs = (task: Task, slowdown: number): number => task.cpuMs * slowdown;

/** The tasks over 50 ms on a CPU `slowdown` times slower. */
export const longTasks = (tasks: Task[], slowdown = 1): Task[] =>
  tasks.filter((task) => slowedMs(task, slowdown) > longTaskMs);

/**
 * Total blocking time, as Lighthouse defines it: what each task starting after the first paint runs
 * past 50 ms, summed (Lighthouse stops at the page's "interactive" point; here the trace's end, a
 * quiet second after hydration, which can only count more), on a CPU `slowdown` times slower.
 */
export function blockingTime(tasks: Task[], fromMs = 0, slowdown = 1): number {
  return tasks
    .filter((task) => task.startMs >= fromMs)
    .reduce((sum, task) => sum + Math.max(0, slowedMs(task, slowdown) - longTaskMs), 0);
}
