import type { EmployedNationalInsurance } from './types';

/**
 * Class 1 National Insurance for 2026-27, as 2026-27's rates hold it (./2026-27.ts): a module of its
 * own so that the calculator's form can state the thresholds it asks about (./latest-employed.ts)
 * without carrying the whole year's figures on its first load.
 */
export const employed2026To27: EmployedNationalInsurance = {
  lowerEarningsLimit: { value: 670_800, source: 'employerRates2026' },
  // The personal allowance, £12,570, which it is aligned with (a test holds them to the same).
  primaryThreshold: { value: 1_257_000, source: 'thresholdsAlignedWithAllowance' },
  upperEarningsLimit: { value: 5_027_000, source: 'thresholdsMaintainedTo2031' },
  secondaryThreshold: { value: 500_000, source: 'nics2025SecondaryClass1' },
  primaryMainRate: { value: 800, source: 'nics2024ReductionInRates' },
  primaryAdditionalRate: { value: 200, source: 'class1Structure' },
  secondaryRate: { value: 1500, source: 'nics2025SecondaryClass1' },
  employmentAllowance: { value: 1_050_000, source: 'nics2025SecondaryClass1' },
  employmentAllowanceSharedWithStaff: { value: true, source: 'nica2014EmploymentAllowance' },
  employmentAllowanceSingleDirectorExcluded: { value: true, source: 'employmentAllowanceSingleDirector' },
};
