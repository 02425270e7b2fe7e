import { addDays, type IsoDate } from '../../../platform/calendar/dates';
import { keyDatesForAudience } from '../content/key-dates';
import type { AudienceId, KeyDate } from '../rules/types';
import type { AlertCompany } from '../content/alerts';
import { ownDates } from '../company-dates-engine';

/** One deadline to tell a subscriber of, and the lead times it answers for. */
export interface DueAlert {
  date: KeyDate;
  /** The audience whose page lists it (for a company's own dates, limited companies'). */
  audience: AudienceId;
  /** The lead times (days before) whose day has come and that were not yet sent. */
  leads: number[];
}

/** The key of one alert: a subscriber's deadline (rule and due date) at one lead time. */
export const alertKey = (ruleId: string, dueDate: string, lead: number) => `${ruleId} ${dueDate} ${lead}`;

/**
 * What a subscriber is due to be told on `today`: each deadline of their audiences, computed from
 * the same rules as the pages and feeds, whose act-by date is today or later and for which a lead
 * time's day (the act-by date less the lead) has come, but not before they confirmed (`since`), and
 * which was not sent before (`sent` holds alertKey values). So an alert due while the service was
 * down goes out when it returns, if its deadline has not passed; none goes out for a passed one.
 */
export function dueAlerts({
  audiences,
  leads,
  company = null,
  today,
  since,
  sent,
}: {
  audiences: readonly AudienceId[];
  leads: readonly number[];
  /** A company's own dates (the company tool's sign-up), from the same rules as the tool. */
  company?: AlertCompany | null;
  today: IsoDate;
  since: IsoDate;
  sent: ReadonlySet<string>;
}): DueAlert[] {
  if (leads.length === 0) return [];
  const range = { from: today, to: addDays(today, Math.max(...leads)) };
  const seen = new Map<string, { date: KeyDate; audience: AudienceId }>();
  const add = (date: KeyDate, audience: AudienceId) => {
    const key = `${date.ruleId} ${date.dueDate}`;
    if (!seen.has(key)) seen.set(key, { date, audience });
  };
  for (const audience of audiences) for (const date of keyDatesForAudience(audience, range)) add(date, audience);
  for (const date of company ? (ownDates(company.yearEnd, company.vat, range) ?? []) : [])
    add(date, 'limited-companies');
  const due: DueAlert[] = [];
  for (const { date, audience } of [...seen.values()].sort(
    (a, b) => a.date.date.localeCompare(b.date.date) || a.date.title.localeCompare(b.date.title),
  )) {
    if (date.date < today) continue;
    const open = leads.filter((lead) => {
      const day = addDays(date.date, -lead);
      return day <= today && day >= since && !sent.has(alertKey(date.ruleId, date.dueDate, lead));
    });
    if (open.length > 0) due.push({ date, audience, leads: open });
  }
  return due;
}
