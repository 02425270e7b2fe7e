import type { IsoDate } from '../types';
import type { BasisPoints, Cited, Pence } from './types';

/*
 * The penalties the site states in money, each as a series of figures dated by what they apply to
 * (a return or filing due on or after `from`), every value cited and every set checked on a day.
 * A rule that changes, as the Corporation Tax penalties did for returns due from 1 April 2026, is
 * a new entry: the words for a date come from the entry in force for it, so an alert about a
 * return due before the change keeps the old figures and one due after it has the new. Each series
 * is read again by its `reviewBy` (the day the next Finance Act or regulations could change it):
 * from then on the build warns, health reports it and `npm run check:launch` fails
 * (./time-bound.ts).
 */

/** Figures that apply to what is due on or after `from`, until the next entry's `from`. */
export interface DatedFigures<T> {
  from: IsoDate;
  /** When every value was last read against its source. */
  checkedOn: IsoDate;
  figures: T;
}

export interface FigureSeries<T> {
  /** What the figures are, for the review report: "Corporation Tax late-filing penalties". */
  name: string;
  /** The day from which the newest entry must be read again: the start of the next year it could change. */
  reviewBy: IsoDate;
  /**
   * Oldest first. The first entry's `from` is no later than the earliest date the site states the
   * figures for (not necessarily the day the law first set them), and it applies to anything earlier.
   */
  entries: readonly [DatedFigures<T>, ...DatedFigures<T>[]];
}

/** The entry in force for something due on `due`. */
export function inForce<T>(series: FigureSeries<T>, due: IsoDate): DatedFigures<T> {
  return series.entries.reduce((found, entry) => (entry.from <= due ? entry : found), series.entries[0]);
}

/** The newest entry: what a page or a tool that states the figures without a date says. */
export const newest = <T>(series: FigureSeries<T>): DatedFigures<T> => series.entries.reduce((_, entry) => entry);

/** FA 1998 Sch 18 paras 17 and 18: a Company Tax Return delivered after its filing date. */
export interface CorporationTaxLateFiling {
  /** Delivered within three months after the filing date. */
  late: Cited<Pence>;
  /** Any later. */
  moreThanThreeMonthsLate: Cited<Pence>;
  /** The same two when the company was liable to a flat-rate penalty for each of the two periods before (para 17(3)). */
  thirdInARow: Cited<Pence>;
  thirdInARowMoreThanThreeMonthsLate: Cited<Pence>;
  /** Still not delivered 18 months after the period (six months after a 12-month filing date): a share of the unpaid tax. */
  taxRelated: Cited<BasisPoints>;
  /** Delivered more than two years after the period. */
  taxRelatedAfterTwoYears: Cited<BasisPoints>;
}

const taxRelated = { value: 1000, source: 'fa1998LateReturnTaxRelated' } as const;
const taxRelatedAfterTwoYears = { value: 2000, source: 'fa1998LateReturnTaxRelated' } as const;

export const corporationTaxLateFiling: FigureSeries<CorporationTaxLateFiling> = {
  name: 'Corporation Tax late-filing penalties',
  // A Finance Act can change them from the next financial year.
  reviewBy: '2027-04-01',
  entries: [
    {
      from: '1999-07-01',
      checkedOn: '2026-11-28',
      figures: {
        late: { value: 10_000, source: 'fa1998LateReturnFlatRate' },
        moreThanThreeMonthsLate: { value: 20_000, source: 'fa1998LateReturnFlatRate' },
        thirdInARow: { value: 50_000, source: 'fa1998LateReturnFlatRate' },
        thirdInARowMoreThanThreeMonthsLate: { value: 100_000, source: 'fa1998LateReturnFlatRate' },
        taxRelated,
        taxRelatedAfterTwoYears,
      },
    },
    {
      // "This measure will have effect for returns for which the filing date is on or after 1 April 2026."
      from: '2026-04-01',
      checkedOn: '2026-11-28',
      figures: {
        late: { value: 20_000, source: 'ctLateFilingPenalties2026' },
        moreThanThreeMonthsLate: { value: 40_000, source: 'ctLateFilingPenalties2026' },
        thirdInARow: { value: 100_000, source: 'ctLateFilingPenalties2026' },
        thirdInARowMoreThanThreeMonthsLate: { value: 200_000, source: 'ctLateFilingPenalties2026' },
        taxRelated,
        taxRelatedAfterTwoYears,
      },
    },
  ],
};

/** A late partnership return: the first penalty, charged to each partner (HMRC SALF506A). */
export interface PartnershipLateFiling {
  eachPartner: Cited<Pence>;
}

export const partnershipLateFiling: FigureSeries<PartnershipLateFiling> = {
  name: 'Partnership Tax Return late-filing penalty',
  reviewBy: '2027-04-06',
  entries: [
    {
      from: '2020-01-01',
      checkedOn: '2026-11-28',
      figures: { eachPartner: { value: 10_000, source: 'partnershipPenalties' } },
    },
  ],
};

/** A private company's accounts delivered late to Companies House. */
export interface AccountsLateFiling {
  /** Not more than one month late. */
  lowest: Cited<Pence>;
  /** More than six months late. */
  highest: Cited<Pence>;
  /** Doubled when the accounts for the previous year were late too. */
  doubledIfLateTwoYearsRunning: Cited<true>;
}

export const accountsLateFiling: FigureSeries<AccountsLateFiling> = {
  name: 'Companies House late-filing penalties for a private company’s accounts',
  reviewBy: '2027-04-06',
  entries: [
    {
      from: '2020-01-01',
      checkedOn: '2026-11-28',
      figures: {
        lowest: { value: 15_000, source: 'accountsPenalties' },
        highest: { value: 150_000, source: 'accountsPenalties' },
        doubledIfLateTwoYearsRunning: { value: true, source: 'accountsPenalties' },
      },
    },
  ],
};

/** Who pays Corporation Tax 9 months and a day after the period, rather than in instalments. */
export interface CorporationTaxPaymentThreshold {
  /** Taxable profits up to this (for a 12-month period with no associated companies). */
  largeCompanyThreshold: Cited<Pence>;
}

export const corporationTaxPayment: FigureSeries<CorporationTaxPaymentThreshold> = {
  name: 'Corporation Tax: profits above which a company pays in instalments',
  reviewBy: '2027-04-01',
  entries: [
    {
      from: '1999-07-01',
      checkedOn: '2026-11-28',
      figures: { largeCompanyThreshold: { value: 150_000_000, source: 'payCorporationTax' } },
    },
  ],
};

/** Every series, for the review report and the test that every value is cited. */
export const penaltySeries = [
  corporationTaxLateFiling,
  partnershipLateFiling,
  accountsLateFiling,
  corporationTaxPayment,
] as const;
