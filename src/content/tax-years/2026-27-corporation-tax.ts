import type { CorporationTaxRates } from './types';

/**
 * Corporation Tax for the financial year 2026 (1 April 2026 to 31 March 2027), as 2026-27's rates
 * hold it (./2026-27.ts): a module of its own so that a page that states these rates in passing
 * carries only them (./latest-corporation-tax.ts), not the whole year's.
 */
export const corporationTax2026To27: CorporationTaxRates = {
  financialYear: 2026,
  smallProfitsRate: { value: 1900, source: 'ctMarginalRelief' },
  mainRate: { value: 2500, source: 'ctMarginalRelief' },
  lowerLimit: { value: 5_000_000, source: 'cta2010SmallProfits' },
  upperLimit: { value: 25_000_000, source: 'cta2010SmallProfits' },
  marginalReliefFraction: { value: { numerator: 3, denominator: 200 }, source: 'ctMarginalRelief' },
};
