/**
 * Busy time as intervals of instants (milliseconds since 1970, UTC): `start` is busy, `end` is the
 * first moment free again. An event with a start and no length (RFC 5545: a DATE-TIME DTSTART with
 * neither DTEND nor DURATION) is an instant, `start === end`: it blocks the slot it falls in,
 * including a slot that starts at that moment, and no other (`overlaps`).
 */
export interface Interval {
  start: number;
  end: number;
}

/** Whether `interval` takes any of [from, to): an instant counts when from ≤ start < to. */
export function overlaps(interval: Interval, from: number, to: number): boolean {
  return interval.start < to && (interval.end > from || interval.start >= from);
}

/**
 * The same busy time as few intervals as possible, in order: overlapping and touching intervals
 * become one. An instant at the very end of an interval is kept apart, since it blocks what
 * starts then and the interval does not.
 */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  // Longest first among equal starts, so that an instant is absorbed by an interval starting with it.
  const sorted = [...intervals].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged.at(-1);
    if (last && (next.start < last.end || (next.start === last.end && next.end > next.start))) {
      last.end = Math.max(last.end, next.end);
    } else {
      merged.push({ ...next });
    }
  }
  return merged;
}

/**
 * The intervals of a merged list (mergeIntervals: in order, none overlapping) that touch
 * [from, to), found by halving rather than by reading them all: a slot grid asks hundreds of times,
 * and 200 weekly series give thousands of intervals.
 */
export function touching(merged: readonly Interval[], from: number, to: number): Interval[] {
  // Merged, their ends rise with their starts: the first that may touch is the first ending at or after `from`.
  let low = 0;
  let high = merged.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((merged[middle]?.end ?? from) < from) low = middle + 1;
    else high = middle;
  }
  const found: Interval[] = [];
  for (let index = low; index < merged.length; index++) {
    const interval = merged[index];
    if (!interval || interval.start >= to) break;
    if (overlaps(interval, from, to)) found.push(interval);
  }
  return found;
}
