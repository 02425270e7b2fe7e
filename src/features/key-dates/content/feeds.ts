import { site } from '../../../config/site';
import type { IsoDate } from '../../../platform/calendar/dates';
import { icsCalendar } from '../../../platform/ical/ics';
import { keyDateEvents } from '../rules/calendar-events';
import type { AudienceId, KeyDate } from '../rules/types';
import { keyDateAudiences } from './audiences';
import { keyDateRange, keyDatesForAudience } from './key-dates';

const uidDomain = new URL(site.url).hostname;
const productId = `-//${site.name}//Key dates//EN`;

/** The audience's page, whose label and title name its calendar. */
function audiencePage(audience: AudienceId) {
  const found = keyDateAudiences.find((candidate) => candidate.audience === audience);
  if (!found) throw new Error(`Unknown key-date audience "${audience}"`);
  return found;
}

/** The .ics feed for an audience as built on `today`: its deadlines to the end of the next tax year. */
export function audienceFeed(audience: AudienceId, today: IsoDate, stamp: Date): { ics: string; count: number } {
  const dates = keyDatesForAudience(audience, keyDateRange(today));
  const page = audiencePage(audience);
  const ics = icsCalendar({
    name: `${site.shortName} key dates: ${page.label}`,
    description: `${page.title}, from ${site.name}. Each links to its source: check it before you rely on a date.`,
    productId,
    stamp,
    refreshInterval: 'P1D',
    events: keyDateEvents(dates, uidDomain),
  });
  return { ics, count: dates.length };
}

/** A company's own deadlines as an .ics download, built in the visitor's browser. */
export function companyCalendar(dates: readonly KeyDate[], stamp: Date): string {
  return icsCalendar({
    name: `${site.shortName} key dates: my company`,
    productId,
    stamp,
    events: keyDateEvents(dates, uidDomain),
  });
}
