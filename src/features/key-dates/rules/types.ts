import type { IsoDate } from '../../../platform/calendar/dates';
import type { Source } from '../../../content/types';

/** Who a deadline concerns: each has its own page and calendar feed. */
export type AudienceId =
  | 'sole-traders'
  | 'partnerships'
  | 'limited-companies'
  | 'employers'
  | 'vat'
  | 'payment-institutions'
  | 'cryptoasset-firms';

/**
 * What a rule's source says happens when its date is a Saturday, Sunday or bank holiday.
 * `stands`: the source says nothing, so the date stands. `last-working-day-before`: the source
 * says to act by the last working day before it (HMRC's payment pages, for example).
 */
export type NonWorkingDayRule = 'stands' | 'last-working-day-before';

/** What a deadline is for, worked out from its due date and put in place of `{period}` in the wording. */
export type PeriodSpec =
  /** The tax year that ended on the last 5 April before the due date: "2025 to 2026". */
  | { kind: 'tax-year-ended' }
  /** A period ending `monthsBefore` months before the due date's month, on `day` or the month's last day. */
  | { kind: 'period-ended'; monthsBefore: number; day: number | 'last' };

/** When it recurs: on `day` of each of `months` (1 to 12), every year, from `firstDue` if the rule is new, to `lastDue` if it ends. */
export interface Schedule {
  months: readonly number[];
  day: number;
  /** The first date the rule applies, for a rule that began recently: no earlier date is listed. */
  firstDue?: IsoDate;
  /**
   * The deadline of its last period, for a rule a reform ends: no later date is listed (pages,
   * feeds, alerts), and from the day after it the rule has nothing left to say and must be re-read
   * (the build warns, health reports it, `npm run check:launch` fails).
   */
  lastDue?: IsoDate;
}

interface RuleBase {
  /** Stable: part of each event's UID in the calendar feeds. Never reuse one for a different deadline. */
  id: string;
  /** Short, for a calendar entry: "Self Assessment: online tax return". */
  title: string;
  /** What is due, in plain words; `{period}` is replaced by what it is for. */
  what: string;
  onNonWorkingDay: NonWorkingDayRule;
  /** The source's exception to moving the date, if any: "unless you pay by Faster Payments". */
  nonWorkingDayException?: string;
  /** The primary source the rule was checked against (the first one is linked with the date). */
  sources: readonly [Source, ...Source[]];
}

/** A deadline that recurs on fixed days of the year: the same for everyone it concerns. */
export interface KeyDateRule extends RuleBase {
  /** The consequence of missing it, in one line, where the source states one. */
  consequence?: string;
  schedule: Schedule;
  period: PeriodSpec;
  audiences: readonly AudienceId[];
}

/** How a company's own deadline follows from the end of its accounting period. */
export type YearEndOffset =
  /** HMRC's Corporation Tax rule, 9 months and 1 day (CTM01800). */
  | { kind: 'nine-months-and-a-day' }
  /** Calendar months by the corresponding date, or the last day of a shorter month. */
  | { kind: 'months'; months: number }
  /** Calendar months; a period ending on a month's last day ends on the last day (Companies Act 2006 s443). */
  | { kind: 'months-end-of-month'; months: number };

/** A deadline that runs from a company's accounting year end. */
export interface YearEndRule extends RuleBase {
  offset: YearEndOffset;
  /**
   * The consequence of missing the deadline due on `dueDate`, in one line, where the source states
   * one: from the figures in force for that date (src/content/tax-years/penalties.ts).
   */
  consequence?: (dueDate: IsoDate) => string;
}

/** One deadline on one date, ready for the page and the feeds. */
export interface KeyDate {
  ruleId: string;
  title: string;
  /** `what` with its period filled in. */
  summary: string;
  consequence?: string;
  /** The date the source gives. */
  dueDate: IsoDate;
  /** The date to act by: `dueDate`, or the working day before it where the source says so. */
  date: IsoDate;
  /** Why `date` differs from `dueDate`, when it does. */
  moveNote?: string;
  source: Source;
}
