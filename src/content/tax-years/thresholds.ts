import type { FigureSeries } from './penalties';
import { mtdIncomeTaxCheckedOn, mtdIncomeTaxPhases, mtdIncomeTaxSource } from './mtd-income-tax';
import type { Cited, Pence } from './types';
import { dividendsReportingEntries, type DividendsReporting } from './dividends-reporting';
import { largeOrganisationEntries, type LargeOrganisation } from './large-organisation';
import { safeguardingAuditEntries, type SafeguardingAuditExemption } from './safeguarding-audit';
import { vatRegistrationEntries, type VatRegistration } from './vat-registration';

/*
 * The thresholds the site states in money (and the one count that goes with them), each a series
 * dated as the penalties are (./penalties.ts): what applies from `from`, every value cited, every
 * entry checked on a day, the series read again by `reviewBy`, from which the build warns, health
 * reports it and `npm run check:launch` fails (./time-bound.ts). Each figure and its dates are in
 * a module of its own (./mtd-income-tax.ts, ./vat-registration.ts, ...), which pages and tools read
 * (`pounds(x.value)`, ./format.ts): a page's script then carries its figure and not this list.
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
      figures: { threshold: { value: mtdIncomeTaxPhases[0].thresholdPence, source: mtdIncomeTaxSource } },
    },
    {
      from: mtdIncomeTaxPhases[1].startDate,
      checkedOn: mtdIncomeTaxCheckedOn,
      figures: { threshold: { value: mtdIncomeTaxPhases[1].thresholdPence, source: mtdIncomeTaxSource } },
    },
    {
      from: mtdIncomeTaxPhases[2].startDate,
      checkedOn: mtdIncomeTaxCheckedOn,
      figures: { threshold: { value: mtdIncomeTaxPhases[2].thresholdPence, source: mtdIncomeTaxSource } },
    },
  ],
};

export const vatRegistration: FigureSeries<VatRegistration> = {
  name: 'VAT registration threshold',
  // The threshold has changed by order from 1 April; the next could.
  reviewBy: '2027-04-01',
  entries: vatRegistrationEntries,
};

export const safeguardingAuditExemption: FigureSeries<SafeguardingAuditExemption> = {
  name: 'SUP 3A safeguarding audit exemption',
  // An FCA rule, not a tax year's: the FCA can change it by instrument at any time, so it is read
  // again a year after it came into force.
  reviewBy: '2027-05-07',
  entries: safeguardingAuditEntries,
};

export const largeOrganisation: FigureSeries<LargeOrganisation> = {
  name: 'Failure to prevent fraud: the large organisation test',
  // Regulations may change the test (s219); read with each tax year's legislation.
  reviewBy: '2027-04-06',
  entries: largeOrganisationEntries,
};

export const dividendsReporting: FigureSeries<DividendsReporting> = {
  name: 'Dividends that need a Self Assessment return',
  reviewBy: '2027-04-06',
  entries: dividendsReportingEntries,
};

/** Every series, for the review report and the test that every value is cited. */
export const thresholdSeries = [
  mtdIncomeTaxThresholds,
  vatRegistration,
  safeguardingAuditExemption,
  largeOrganisation,
  dividendsReporting,
] as const;
