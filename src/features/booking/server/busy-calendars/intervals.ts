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
