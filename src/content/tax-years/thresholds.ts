import type { FigureSeries } from './penalties';
import { mtdIncomeTaxCheckedOn, mtdIncomeTaxPhases } from './mtd-income-tax';
import type { Cited, Pence } from './types';

/*
 * The thresholds the site states in money (and the one count that goes with them), each a series
 * dated as the penalties are (./penalties.ts): what applies from `from`, every value cited, every
 * entry checked on a day, the series read again by `reviewBy`, from which the build warns, health
 * reports it and `npm run check:launch` fails (./time-bound.ts). Pages interpolate the values
 * (`pounds(x.value)`, ./format.ts); nothing here is typed into a page's words.
 */

/** Making Tax Digital for Income Tax: a phase applies from its start date (./mtd-income-tax.ts). */
export interface MtdIncomeTaxThreshold {
  /** Qualifying income in the tax year two years before must be more than this. */
  threshold: Cited<Pence>;
}

export const mtdIncomeTaxThresholds: FigureSeries<MtdIncomeTaxThreshold> = {
  name: 'Making Tax Digital for Income Tax: qualifying income thresholds',
  // The next phase starts then, and a new tax year's regulations could move the later ones.
  reviewBy: '2027-04-06',
  entries: [
    {
      from: mtdIncomeTaxPhases[0].startDate,
      checkedOn: mtdIncomeTaxCheckedOn,
      figures: { threshold: mtdIncomeTaxPhases[0].threshold },
    },
    {
      from: mtdIncomeTaxPhases[1].startDate,
      checkedOn: mtdIncomeTaxCheckedOn,
      figures: { threshold: mtdIncomeTaxPhases[1].threshold },
    },
    {
      from: mtdIncomeTaxPhases[2].startDate,
      checkedOn: mtdIncomeTaxCheckedOn,
      figures: { threshold: mtdIncomeTaxPhases[2].threshold },
    },
  ],
};

/** VAT Act 1994 Sch 1 para 1: taxable supplies over the last 12 months, or expected in the next 30 days alone. */
export interface VatRegistration {
  registration: Cited<Pence>;
}

export const vatRegistration: FigureSeries<VatRegistration> = {
  name: 'VAT registration threshold',
  // The threshold has changed by order from 1 April; the next could.
  reviewBy: '2027-04-01',
  entries: [
    {
      from: '2024-04-01',
      checkedOn: '2026-11-28',
      figures: { registration: { value: 9_000_000, source: 'vatRegistration' } },
    },
  ],
};

/** FCA Handbook SUP 3A.1.1R(2): the exemption from the annual safeguarding audit. */
export interface SafeguardingAuditExemption {
  /** Not required to safeguard more than this at any time for a period of at least `periodWeeks`. */
  relevantFunds: Cited<Pence>;
  periodWeeks: Cited<number>;
}

export const safeguardingAuditExemption: FigureSeries<SafeguardingAuditExemption> = {
  name: 'SUP 3A safeguarding audit exemption',
  // An FCA rule, not a tax year's: the FCA can change it by instrument at any time, so it is read
  // again a year after it came into force.
  reviewBy: '2027-05-07',
  entries: [
    {
      from: '2026-05-07',
      checkedOn: '2026-11-28',
      figures: {
        relevantFunds: { value: 10_000_000, source: 'sup3a' },
        periodWeeks: { value: 53, source: 'sup3a' },
      },
    },
  ],
};

/**
 * Economic Crime and Corporate Transparency Act 2023 s201: a "large organisation", within the
 * failure to prevent fraud offence (s199), met two or more of these in the financial year before
 * the year of the fraud.
 */
export interface LargeOrganisation {
  /** Turnover more than this. */
  turnover: Cited<Pence>;
  /** Balance sheet total more than this. */
  balanceSheetTotal: Cited<Pence>;
  /** More employees than this. */
  employees: Cited<number>;
}

export const largeOrganisation: FigureSeries<LargeOrganisation> = {
  name: 'Failure to prevent fraud: the large organisation test',
  // Regulations may change the test (s219); read with each tax year's legislation.
  reviewBy: '2027-04-06',
  entries: [
    {
      from: '2025-09-01',
      checkedOn: '2026-11-28',
      figures: {
        turnover: { value: 3_600_000_000, source: 'eccta2023' },
        balanceSheetTotal: { value: 1_800_000_000, source: 'eccta2023' },
        employees: { value: 250, source: 'eccta2023' },
      },
    },
  ],
};

/** Dividends above the allowance: up to this, HMRC can collect the tax through a tax code; above it, a Self Assessment return. */
export interface DividendsReporting {
  selfAssessmentAbove: Cited<Pence>;
}

export const dividendsReporting: FigureSeries<DividendsReporting> = {
  name: 'Dividends that need a Self Assessment return',
  reviewBy: '2027-04-06',
  entries: [
    {
      from: '2026-04-06',
      checkedOn: '2026-11-28',
      figures: { selfAssessmentAbove: { value: 1_000_000, source: 'dividendsReporting' } },
    },
  ],
};

/** Every series, for the review report and the test that every value is cited. */
export const thresholdSeries = [
  mtdIncomeTaxThresholds,
  vatRegistration,
  safeguardingAuditExemption,
  largeOrganisation,
  dividendsReporting,
] as const;
