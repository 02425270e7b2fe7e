import ICAL from 'ical.js';

/*
 * Where a recurring series' expansion may start so that it costs the booking window's occurrences,
 * not those since its DTSTART (issue 53: 40,000 minutely series begun in 1990). DTSTART moves
 * forward by whole cycles of the rule, to a little before the window; INTERVAL and the BY parts keep
 * their phase across whole cycles of the wall clock, so the occurrences from there on are the
 * series' own. ical.js yields DTSTART itself first whether or not the rule gives it; whatever the
 * moved start yields before the window is dropped by the reader, and a moved start the rule does
 * not give is never counted.
 *
 *   - Up to weekly (SECONDLY to WEEKLY), a cycle is INTERVAL periods, or where a part keeps some
 *     periods only (BYDAY on a rule shorter than a week, BYHOUR on one shorter than a day, ...),
 *     the least whole number of them that is also whole units of that part.
 *   - MONTHLY and YEARLY: INTERVAL months or years (12 months); the moved start keeps its day of the
 *     month, a cycle back where that month has no such day (the 31st, 29 February).
 *   - COUNT: the occurrences skipped are counted from the first two cycles, expanded (the first may
 *     be partial, from DTSTART; every later one gives as many as the second), so the series still
 *     ends at its COUNT-th. Only where every cycle gives the same number: up to weekly, without
 *     BYMONTH, BYMONTHDAY, BYYEARDAY, BYWEEKNO or BYSETPOS. A COUNT series otherwise steps from
 *     DTSTART as before, within the reader's cap on one series.
 */

/** Where to start a series' expansion: the moved start, the occurrences before it, and whether the rule gives it. */
export interface SeriesStart {
  time: ICAL.Time;
  /** For a COUNT series moved forward: its occurrences before `time`; null when the rule's own COUNT applies. */
  skipped: number | null;
  /** Whether `time` is one of the series' occurrences (a moved DTSTART may not be). */
  given: boolean;
}

const secondsPer: Partial<Record<string, number>> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 60 * 60,
  DAILY: 24 * 60 * 60,
  WEEKLY: 7 * 24 * 60 * 60,
};
const monthsPer: Partial<Record<string, number>> = { MONTHLY: 1, YEARLY: 12 };
/** The parts that, on a rule more frequent than the unit, keep some of its periods only: the unit of each. */
const limitingUnits = [
  ['BYDAY', 7 * 24 * 60 * 60],
  ['BYHOUR', 24 * 60 * 60],
  ['BYMINUTE', 60 * 60],
  ['BYSECOND', 60],
] as const;
/** BY parts under which cycles up to weekly differ in how many occurrences they give. */
const uneven = ['BYMONTH', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYSETPOS'] as const;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/**
 * A rule's cycle up to weekly, in wall-clock seconds (0 for months and years): INTERVAL periods,
 * and where a part keeps some periods only (BYHOUR on an hourly rule), whole units of that part
 * too (days), so that every cycle gives as many occurrences.
 */
function cycleSeconds(rule: ICAL.Recur): number {
  const period = Math.max(1, rule.interval || 1) * (secondsPer[rule.freq] ?? 0);
  if (!period) return 0;
  return limitingUnits.reduce(
    (cycle, [part, unit]) => (rule.parts[part] && period < unit ? lcm(cycle, unit) : cycle),
    period,
  );
}

/** `time` moved by `seconds` of the wall clock (whole days for a date). */
function movedBy(time: ICAL.Time, seconds: number): ICAL.Time {
  const moved = time.clone();
  if (moved.isDate) moved.adjust(seconds / 86_400, 0, 0, 0);
  else moved.adjust(0, 0, 0, seconds);
  return moved;
}

/** `time` moved by `months`, its day of the month kept; null when the month has no such day. */
function movedByMonths(time: ICAL.Time, months: number): ICAL.Time | null {
  const index = time.year * 12 + (time.month - 1) + months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  if (time.day > ICAL.Time.daysInMonth(month, year)) return null;
  const moved = time.clone();
  moved.year = year;
  moved.month = month;
  return moved;
}

/** The rule as it is but for its COUNT: the moved series is counted by the caller. */
export function withoutCount(rule: ICAL.Recur): ICAL.Recur {
  const copy = rule.clone();
  copy.count = null;
  return copy;
}

/**
 * Where to start expanding `rule` from `start` so as to reach instants from `target` on (`instant`
 * places a wall-clock time of the series; `step` counts each occurrence expanded to find out).
 */
export function seriesStart(
  rule: ICAL.Recur,
  start: ICAL.Time,
  target: number,
  instant: (time: ICAL.Time) => number,
  step: () => void,
): SeriesStart {
  const stay: SeriesStart = { time: start, skipped: null, given: true };
  const months = Math.max(1, rule.interval || 1) * (monthsPer[rule.freq] ?? 0);
  if (months) {
    if (rule.count) return stay;
    const targetDate = new Date(target);
    // A cycle's margin: the moved start lies wholly before the target's month.
    const gap = targetDate.getUTCFullYear() * 12 + targetDate.getUTCMonth() - (start.year * 12 + start.month - 1) - 1;
    for (let cycles = Math.floor(gap / months); cycles > 0; cycles -= 1) {
      const moved = movedByMonths(start, cycles * months);
      // A moved DTSTART on a day the rule gives keeps that; else it is one more start ical.js yields, before the window.
      if (moved) return { time: moved, skipped: null, given: true };
    }
    return stay;
  }
  const cycle = cycleSeconds(rule);
  if (!cycle || (start.isDate && cycle % 86_400)) return stay;
  const cycles = Math.floor((target - instant(start)) / (cycle * 1000));
  if (rule.count) {
    if (cycles < 2 || uneven.some((part) => rule.parts[part])) return stay;
    const [first, second] = firstTwoCycles(rule, start, cycle, step);
    const skipped = first.length + (cycles - 1) * second.length;
    // The rule gives the moved start if it gives DTSTART's place one cycle on.
    const next = movedBy(start, cycle);
    return {
      time: movedBy(start, cycles * cycle),
      skipped,
      given: second.some((time) => time.compare(next) === 0),
    };
  }
  return cycles > 0 ? { time: movedBy(start, cycles * cycle), skipped: null, given: true } : stay;
}

/** The series' occurrences in its first cycle (from DTSTART) and in its second, expanded without COUNT. */
function firstTwoCycles(
  rule: ICAL.Recur,
  start: ICAL.Time,
  cycle: number,
  step: () => void,
): [ICAL.Time[], ICAL.Time[]] {
  const iterator = withoutCount(rule).iterator(start);
  const [one, two] = [movedBy(start, cycle), movedBy(start, 2 * cycle)];
  const [first, second]: [ICAL.Time[], ICAL.Time[]] = [[], []];
  for (let next = iterator.next(); next && next.compare(two) < 0; next = iterator.next()) {
    step();
    (next.compare(one) < 0 ? first : second).push(next.clone());
  }
  return [first, second];
}
