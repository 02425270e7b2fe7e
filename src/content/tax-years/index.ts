import type { IsoDate } from '../types';
import { taxYear2026To27 } from './2026-27';
import type { TaxYearRates } from './types';

export type { BasisPoints, Cited, Pence, SourceKey, TaxYearRates } from './types';
export { percent, pounds } from './format';

/*
 * The tax years whose rates are law, newest last. 2027-28 is not here: Finance Act 2026 charges
 * income tax for 2026-27 only (section 1), and 2027-28's main and dividend rates wait for the next
 * Finance Act. Add a year as its own module once its rates are enacted, with every value cited.
 */
export const taxYears: readonly TaxYearRates[] = [taxYear2026To27];

/**
 * The years a tool may offer on `today`: those not past the date their figures must be read again
 * (a year whose rates are enacted early is offered before it starts, as the next one).
 */
export function taxYearsOffered(today: IsoDate): TaxYearRates[] {
  return taxYears.filter((year) => today <= year.reviewBy);
}

/** The newest year in `taxYears` (a test holds it to that): what a page that states a rate in passing says. */
export const latestTaxYear: TaxYearRates = taxYear2026To27;
