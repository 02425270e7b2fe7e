import type { TaxYearRates } from '../../../../content/tax-years';
import type { Pence } from '../money';
import { charge } from './arithmetic';

/**
 * Corporation Tax for a 12-month accounting period in the year's financial year, with no
 * associated companies (CTA 2010, Part 3A). Augmented profits (taxable profits plus exempt
 * distributions received) decide the rate; up to the lower limit the small profits rate applies,
 * above the upper limit the main rate, and between them the main rate less marginal relief,
 * fraction × (upper limit − A) × N ÷ A, rounded down to the penny (HMRC, CTM03925).
 */
export function corporationTax(
  year: TaxYearRates,
  taxableProfits: Pence,
  augmentedProfits: Pence = taxableProfits,
): Pence {
  if (taxableProfits <= 0) return 0;
  const { smallProfitsRate, mainRate, lowerLimit, upperLimit, marginalReliefFraction } = year.corporationTax;
  if (augmentedProfits <= lowerLimit.value) return charge(taxableProfits, smallProfitsRate.value);
  const atMainRate = charge(taxableProfits, mainRate.value);
  if (augmentedProfits > upperLimit.value) return atMainRate;
  const { numerator, denominator } = marginalReliefFraction.value;
  // Exact in integers: the product passes 2^53 for profits near the upper limit.
  const relief =
    (BigInt(numerator) * BigInt(upperLimit.value - augmentedProfits) * BigInt(taxableProfits)) /
    (BigInt(denominator) * BigInt(augmentedProfits));
  return atMainRate - Number(relief);
}
