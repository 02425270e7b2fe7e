import type { AllDayEvent } from '../../../platform/ical/ics';
import type { KeyDate } from './types';

/** Days before each deadline that a subscribed calendar reminds its owner. */
export const reminderDaysBefore = 7;

/**
 * Deadlines as all-day calendar events. The UID is the rule and the due date at `uidDomain`: the
 * same deadline keeps its UID from build to build, so calendars update it rather than duplicate it.
 */
export function keyDateEvents(dates: readonly KeyDate[], uidDomain: string): AllDayEvent[] {
  return dates.map((date) => ({
    uid: `${date.ruleId}-${date.dueDate}@${uidDomain}`,
    date: date.date,
    summary: date.title,
    description: [date.summary, date.moveNote, date.consequence, `Source: ${date.source.title}, ${date.source.url}`]
      .filter(Boolean)
      .join('\n\n'),
    url: date.source.url,
    alarmDaysBefore: reminderDaysBefore,
  }));
}
