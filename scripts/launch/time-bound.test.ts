import { reviewedPages } from '../../src/app/site-pages';
import { comingReviewBy, pastReviewBy } from '../../src/content/time-bound';
import type { IsoDate } from '../../src/content/types';
import { addDays } from '../../src/platform/calendar/dates';
import { keyDateAudiences } from '../../src/features/key-dates/content/audiences';
import { audienceFeed } from '../../src/features/key-dates/content/feeds';
import { keyDateRange, keyDatesForAudience } from '../../src/features/key-dates/content/key-dates';
import { keyDateRules } from '../../src/features/key-dates/content/rules';
import { timeBoundStatements } from './time-bound';

/*
 * The site as of each day a statement on it must be re-read: the day before, nothing is flagged
 * and a rule still publishes its last deadline; on the day, the statement is flagged (what the
 * build warns about and `npm run check:launch` fails on) and an ended rule publishes nothing in
 * the pages' index, the feeds or the alerts' dates.
 */

const today = '2026-11-27' as IsoDate;
const statements = timeBoundStatements(today);
const days = [...new Set(statements.map((statement) => statement.reviewBy))].sort();
const endingRules = keyDateRules.filter((rule) => rule.schedule.lastDue !== undefined);

/** Every string in a module, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.entries(value)
            .filter(([key]) => key !== 'reviewBy')
            .flatMap(([, item]) => strings(item))
        : [];

/** The key-dates pages' index as a build on `day` writes it (CONTENT_REVIEW_DATE is how a build is run as of a day). */
function indexBuiltOn(day: IsoDate) {
  const saved = process.env.CONTENT_REVIEW_DATE;
  process.env.CONTENT_REVIEW_DATE = day;
  try {
    let index!: typeof import('../../src/features/key-dates/indexes/key-dates');
    jest.isolateModules(() => {
      index = jest.requireActual('../../src/features/key-dates/indexes/key-dates');
    });
    return index.keyDatesIndex;
  } finally {
    if (saved === undefined) delete process.env.CONTENT_REVIEW_DATE;
    else process.env.CONTENT_REVIEW_DATE = saved;
  }
}

describe('statements true until a day', () => {
  it('declares the ones the site makes today: closing windows, rules that start, rules that end, money figures’ years', () => {
    expect(statements.map(({ where, reviewBy }) => `${reviewBy} ${where}`).sort()).toEqual([
      '2027-03-01 /insights/cryptoasset-firms-fca-authorisation-new-regime',
      '2027-03-01 /sectors/financial-services/crypto-digital-assets',
      '2027-04-01 figures: Corporation Tax late-filing penalties (src/content/tax-years/penalties.ts)',
      '2027-04-01 figures: Corporation Tax: profits above which a company pays in instalments (src/content/tax-years/penalties.ts)',
      '2027-04-01 figures: VAT registration threshold (src/content/tax-years/thresholds.ts)',
      '2027-04-06 /insights/mtd-income-tax-30000-from-april-2027',
      '2027-04-06 /insights/payrolling-benefits-in-kind-from-april-2027',
      '2027-04-06 /services/sme-accounting/making-tax-digital',
      '2027-04-06 /services/sme-accounting/payroll',
      '2027-04-06 figures: Companies House late-filing penalties for a private company’s accounts (src/content/tax-years/penalties.ts)',
      '2027-04-06 figures: Dividends that need a Self Assessment return (src/content/tax-years/thresholds.ts)',
      '2027-04-06 figures: Failure to prevent fraud: the large organisation test (src/content/tax-years/thresholds.ts)',
      '2027-04-06 figures: Making Tax Digital for Income Tax: qualifying income thresholds (src/content/tax-years/thresholds.ts)',
      '2027-04-06 figures: Partnership Tax Return late-filing penalty (src/content/tax-years/penalties.ts)',
      '2027-04-06 figures: tax-year rates (src/content/tax-years)',
      '2027-05-07 /insights/first-safeguarding-audits-under-sup-3a',
      '2027-05-07 figures: SUP 3A safeguarding audit exemption (src/content/tax-years/thresholds.ts)',
      '2027-07-07 key-date rule p11d',
      '2027-07-20 key-date rule class-1a-post',
      '2027-07-23 key-date rule class-1a-electronic',
      '2027-10-25 /sectors/financial-services/crypto-digital-assets',
    ]);
    expect(pastReviewBy(statements, today)).toEqual([]);
  });

  it('finds each page passage in its page’s words, so that the date stays with them', () => {
    for (const page of reviewedPages) {
      const copy = strings(page).join('\n');
      for (const { passage } of page.reviewBy ?? [])
        expect({ page: page.title, found: copy.includes(passage) }).toEqual({ page: page.title, found: true });
    }
  });

  describe.each(days)('as of %s', (day) => {
    const before = addDays(day, -1);

    it('flags what is due that day, and nothing the day before', () => {
      expect(pastReviewBy(statements, before).some((statement) => statement.reviewBy === day)).toBe(false);
      const flagged = pastReviewBy(statements, day).filter((statement) => statement.reviewBy === day);
      expect(flagged.length).toBeGreaterThan(0);
      expect(comingReviewBy(statements, day).every((statement) => statement.reviewBy > day)).toBe(true);
    });

    it('publishes no date of a rule that has ended, in the pages, the feeds or the alerts', () => {
      const ended = endingRules.filter((rule) => rule.schedule.lastDue! < day).map((rule) => rule.id);
      const index = indexBuiltOn(day);
      expect(index.builtOn).toBe(day);
      expect(index.dates.filter(([ruleId]) => ended.includes(ruleId))).toEqual([]);
      for (const { audience } of keyDateAudiences) {
        expect(keyDatesForAudience(audience, keyDateRange(day)).filter((date) => ended.includes(date.ruleId))).toEqual(
          [],
        );
        const { ics } = audienceFeed(audience, day, new Date(`${day}T00:00:00Z`));
        for (const id of ended) expect(ics).not.toContain(`UID:${id}-`);
      }
    });
  });

  it.each(endingRules.map((rule) => [rule.id, rule.schedule.lastDue!] as const))(
    '%s still publishes its last deadline (%s) the day before it, and nothing after 2026 to 2027',
    (id, lastDue) => {
      const employers = (day: IsoDate) =>
        keyDatesForAudience('employers', keyDateRange(day))
          .filter((date) => date.ruleId === id)
          .map((date) => date.dueDate);
      expect(employers(addDays(lastDue, -1))).toEqual([lastDue]);
      expect(employers(today)).toEqual([lastDue]);
      expect(indexBuiltOn(addDays(lastDue, -1)).dates.some(([ruleId, due]) => ruleId === id && due === lastDue)).toBe(
        true,
      );
    },
  );
});
