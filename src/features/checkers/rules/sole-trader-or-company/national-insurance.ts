import type { TaxYearRates } from '../../../../content/tax-years';
import type { Pence } from '../money';
import { charge, inBand } from './arithmetic';

/** Class 4 on a year's trading profit: the main rate between the profits limits, the additional rate above. */
export function class4(year: TaxYearRates, profit: Pence): Pence {
  const { class4LowerProfitsLimit, class4UpperProfitsLimit, class4MainRate, class4AdditionalRate } = year.selfEmployed;
  return (
    charge(inBand(0, profit, class4LowerProfitsLimit.value, class4UpperProfitsLimit.value), class4MainRate.value) +
    charge(inBand(0, profit, class4UpperProfitsLimit.value), class4AdditionalRate.value)
  );
}

/** The director's own Class 1 on a year's salary (a director's earnings period is the year). */
export function employeeClass1(year: TaxYearRates, salary: Pence): Pence {
  const { primaryThreshold, upperEarningsLimit, primaryMainRate, primaryAdditionalRate } = year.employed;
  return (
    charge(inBand(0, salary, primaryThreshold.value, upperEarningsLimit.value), primaryMainRate.value) +
    charge(inBand(0, salary, upperEarningsLimit.value), primaryAdditionalRate.value)
  );
}

export interface EmployerClass1 {
  /** Before the employment allowance. */
  due: Pence;
  /** The employment allowance set against it: none when the company may not claim it. */
  allowance: Pence;
  paid: Pence;
}

/**
 * The company's Class 1 on the director's salary, less the employment allowance where the
 * company may claim it: not when the director is its only employee paid above the secondary
 * threshold. Other staff are assumed not to have used the allowance up already.
 */
export function employerClass1(year: TaxYearRates, salary: Pence, allowanceClaimable: boolean): EmployerClass1 {
  const { secondaryThreshold, secondaryRate, employmentAllowance } = year.employed;
  const due = charge(inBand(0, salary, secondaryThreshold.value), secondaryRate.value);
  const allowance = allowanceClaimable ? Math.min(due, employmentAllowance.value) : 0;
  return { due, allowance, paid: due - allowance };
}
