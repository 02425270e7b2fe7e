import type { IsoDate } from '../../../../platform/calendar/dates';
import { formatDate } from '../../../../platform/calendar/format';
import type { KeyDatesContent } from '../types';

/**
 * The year ends the company tool and the alerts it signs up for take: the tool's date input's
 * bounds, the alerts API's check and the refusal's words all read these.
 */
export const yearEndRange: { readonly min: IsoDate; readonly max: IsoDate } = { min: '2020-01-01', max: '2030-12-31' };

/** `/key-dates` and each audience's page: the words they share. The dates come from `features/key-dates/content/`. */
const page: KeyDatesContent = {
  path: '/key-dates',
  title: 'Key dates',
  metaDescription:
    'UK tax and filing deadlines for sole traders, partnerships, companies, employers and VAT, worked out from HMRC’s rules, with calendar feeds.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',

  hero: {
    eyebrow: 'Key dates',
    heading: 'Your tax and filing deadlines, in your own calendar',
    lead: 'Every date here is worked out from the rule that sets it, with a link to the source, and moved where the source says a weekend or bank holiday moves it. Subscribe, and your calendar keeps up.',
  },
  filterLabel: 'Show the dates for',
  allLabel: 'Everyone',
  overview: {
    heading: 'Choose who you are',
    intro: 'Each list runs to the end of the next tax year, and each has a calendar feed of its own.',
    firstFrom: (from) => `First from ${from}`,
  },
  list: {
    range: (from, to) => `From ${from} to ${to}.`,
    moved: 'Moved:',
    source: 'Source',
    none: 'No deadlines in this period.',
  },
  feeds: {
    heading: 'In your calendar',
    intro:
      'Subscribe and your calendar app checks for changes every day; or download the dates once. Each entry reminds you seven days before and links to its source.',
    subscribe: 'Subscribe',
    download: 'Download (.ics)',
    subscribeTo: (title) => `Subscribe to the ${title.replace(/^Key/, 'key')}`,
    downloadFor: (title) => `Download the ${title.replace(/^Key/, 'key')} (.ics)`,
  },
  company: {
    heading: 'Your company’s own dates',
    intro:
      'A company’s Corporation Tax, Company Tax Return and Companies House accounts run from its own year end, and its VAT returns from its own quarters.',
    withoutScript: [
      'With JavaScript on, enter your company’s accounting year end (and your VAT quarters, if you have them) and this page lists your own dates and lets you download them. The dates are worked out in your browser: nothing you enter is sent anywhere.',
      'The rules it uses: Corporation Tax is due 9 months and 1 day after the accounting period ends; the Company Tax Return 12 months after it; a private company’s accounts at Companies House 9 months after its year end (a month end runs to a month end); VAT 1 calendar month and 7 days after each quarter.',
    ],
    yearEndLabel: 'Accounting reference date (year end)',
    yearEndHint:
      'The day your company’s accounting year ends, as Companies House shows it, for example 31 March 2027. If you draw up accounts for 52 or 53 weeks, enter the accounting reference date, not the day your period ends. Your Corporation Tax dates run from the period’s actual end, so they may fall up to 7 days either side of those shown.',
    yearEndMissing: 'Enter your company’s accounting reference date.',
    yearEndInvalid: `Enter an accounting reference date from ${formatDate(yearEndRange.min)} to ${formatDate(yearEndRange.max)}.`,
    vatLabel: 'VAT quarters end in',
    vatNone: 'No VAT quarters',
    vatOption: (months) => months,
    submit: 'Show my dates',
    resultsHeading: 'Your company’s dates',
    found: (count) => `${count} dates for your company, listed below.`,
    download: 'Download these dates (.ics)',
    privacy: 'Worked out in your browser. Nothing you enter leaves this page.',
    confirmationStatement:
      'Your confirmation statement is not here: it is due within 14 days of the end of your review period, which runs from your incorporation or your last statement, not your year end. Companies House shows the date on your company’s page.',
  },
};

export default page;
