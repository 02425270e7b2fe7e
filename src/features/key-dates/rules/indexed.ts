import type { IsoDate } from '../../../platform/calendar/dates';
import { fillPeriod, moveNote } from './move-note';
import type { Source } from '../../../content/types';
import type { AudienceId, KeyDate } from './types';

/**
 * Deadlines as the build hands them to the browser (features/key-dates/indexes/key-dates.ts): each rule's
 * words once, and each date with only what differs. `expandKeyDates` writes them out as the
 * computation does; indexed.test.ts holds the two equal.
 */
export interface RuleWords {
  title: string;
  what: string;
  consequence?: string;
  nonWorkingDayException?: string;
  /** The key of its primary source in the index's `sources`. */
  source: string;
}

/**
 * One deadline, as a tuple to keep the page's script small: its rule, its due date, the date to
 * act by (0 when it is the due date), what it is for ("2025 to 2026", "5 January 2027"), and the
 * indexes of the audiences it concerns.
 */
export type IndexedDate = [ruleId: string, dueDate: IsoDate, actBy: IsoDate | 0, period: string, audiences: number[]];

export interface KeyDatesIndex {
  builtOn: IsoDate;
  range: { from: IsoDate; to: IsoDate };
  sources: Record<string, Source>;
  rules: Record<string, RuleWords>;
  dates: IndexedDate[];
}

/** An audience's next deadline, as the key-dates overview names it. */
export interface NextKeyDate {
  date: IsoDate;
  title: string;
}

/** An audience's first deadline to act on on or after `today`, or null when the index has none left. */
export function nextKeyDate(index: KeyDatesIndex, audienceIndex: number, today: IsoDate): NextKeyDate | null {
  const next = index.dates.find(
    ([, dueDate, actBy, , audiences]) => audiences.includes(audienceIndex) && (actBy || dueDate) >= today,
  );
  const title = next && index.rules[next[0]]?.title;
  return next && title ? { date: next[2] || next[1], title } : null;
}

/**
 * The range a list covers for a visitor on `today`: from today (not the build's day, which may be
 * months behind) to the index's end; null once today is past it.
 */
export function rangeFrom(index: KeyDatesIndex, today: IsoDate): { from: IsoDate; to: IsoDate } | null {
  const from = today > index.range.from ? today : index.range.from;
  return from > index.range.to ? null : { from, to: index.range.to };
}

/**
 * The index's dates written out, each with the audiences it concerns; with `only`, just the dates
 * that concern that audience (an audience's page writes out its own dates, not every audience's).
 */
export function expandKeyDates<A extends { audience: AudienceId }>(
  index: KeyDatesIndex,
  audiences: readonly A[],
  only?: AudienceId,
): (KeyDate & { audiences: AudienceId[] })[] {
  const onlyIndex = only === undefined ? -1 : audiences.findIndex(({ audience }) => audience === only);
  const dates = onlyIndex < 0 ? index.dates : index.dates.filter(([, , , , indexes]) => indexes.includes(onlyIndex));
  return dates.map(([ruleId, dueDate, actBy, period, audienceIndexes]) => {
    const rule = index.rules[ruleId];
    const source = rule && index.sources[rule.source];
    if (!rule || !source) throw new Error(`No rule "${ruleId}" or its source in the key-dates index`);
    const date = actBy === 0 ? dueDate : actBy;
    return {
      ruleId,
      title: rule.title,
      summary: fillPeriod(rule.what, period),
      ...(rule.consequence ? { consequence: rule.consequence } : {}),
      dueDate,
      date,
      ...(date === dueDate ? {} : { moveNote: moveNote(dueDate, date, rule.nonWorkingDayException) }),
      source,
      audiences: audienceIndexes.flatMap((index) => audiences[index]?.audience ?? []),
    };
  });
}
