import type { TaxYearRates } from '../../../../content/tax-years';
import type { Pence } from '../money';
import { charge, inBand } from './arithmetic';

export interface PersonalIncome {
  /** Trading profit, salary and any other income that is not savings or dividends. */
  nonSavings: Pence;
  dividends: Pence;
  /** Gross personal pension contributions paid under relief at source that get relief (`relievedPension`). */
  pensionContributions: Pence;
}

/**
 * How much of a year's gross personal contributions gets tax relief: at most the greater of the
 * basic amount (£3,600) and the member's relevant UK earnings, which are employment income and
 * trading profits, never dividends (FA 2004, ss189 and 190). The rest extends no band, reduces no
 * adjusted net income, and carries no basic rate relief at source.
 */
export function relievedPension(year: TaxYearRates, contributions: Pence, relevantEarnings: Pence): Pence {
  return Math.min(contributions, Math.max(year.incomeTax.pensionBasicAmount.value, relevantEarnings));
}

export interface IncomeTax {
  adjustedNetIncome: Pence;
  personalAllowance: Pence;
  nonSavingsTax: Pence;
  dividendTax: Pence;
  total: Pence;
}

/**
 * The personal allowance after the taper: reduced by half of adjusted net income over the
 * threshold, and what remains rounded up to a whole pound (ITA 2007, s35(2) and (3)).
 */
export function personalAllowance(year: TaxYearRates, adjustedNetIncome: Pence): Pence {
  const { personalAllowance: allowance, taperThreshold } = year.incomeTax;
  const excess = adjustedNetIncome - taperThreshold.value;
  if (excess <= 0) return allowance.value;
  // Twice what remains, so that halving an odd number of pence stays exact until the rounding up.
  const twiceRemaining = 2 * allowance.value - excess;
  return twiceRemaining <= 0 ? 0 : Math.ceil(twiceRemaining / 200) * 100;
}

/**
 * Income tax for England and Northern Ireland on income other than savings, with dividends on
 * top. The allowance is set against the other income first (its rates are the higher ones), then
 * against dividends; the dividend allowance taxes its slice at 0% but still uses up the band it
 * sits in. Relief-at-source pension contributions extend the basic and higher rate limits by their
 * gross amount and are taken off adjusted net income.
 */
export function incomeTax(year: TaxYearRates, income: PersonalIncome): IncomeTax {
  const { incomeTax: rates, dividends: dividendRates } = year;
  const adjustedNetIncome = Math.max(0, income.nonSavings + income.dividends - income.pensionContributions);
  const allowance = personalAllowance(year, adjustedNetIncome);
  const againstNonSavings = Math.min(allowance, income.nonSavings);
  const againstDividends = Math.min(allowance - againstNonSavings, income.dividends);

  const basicLimit = rates.basicRateLimit.value + income.pensionContributions;
  const higherLimit = rates.higherRateLimit.value + income.pensionContributions;

  const nonSavingsTop = income.nonSavings - againstNonSavings;
  const nonSavingsTax =
    charge(inBand(0, nonSavingsTop, 0, basicLimit), rates.basicRate.value) +
    charge(inBand(0, nonSavingsTop, basicLimit, higherLimit), rates.higherRate.value) +
    charge(inBand(0, nonSavingsTop, higherLimit), rates.additionalRate.value);

  const taxableDividends = income.dividends - againstDividends;
  const taxedFrom = nonSavingsTop + Math.min(dividendRates.allowance.value, taxableDividends);
  const dividendsTop = nonSavingsTop + taxableDividends;
  const dividendTax =
    charge(inBand(taxedFrom, dividendsTop, 0, basicLimit), dividendRates.ordinaryRate.value) +
    charge(inBand(taxedFrom, dividendsTop, basicLimit, higherLimit), dividendRates.upperRate.value) +
    charge(inBand(taxedFrom, dividendsTop, higherLimit), dividendRates.additionalRate.value);

  return {
    adjustedNetIncome,
    personalAllowance: allowance,
    nonSavingsTax,
    dividendTax,
    total: nonSavingsTax + dividendTax,
  };
}
