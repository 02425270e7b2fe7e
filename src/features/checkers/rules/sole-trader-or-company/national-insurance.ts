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
 * The employment allowance left for the director's salary: none when the company may not claim it
 * (the director is its only employee paid above the secondary threshold), otherwise what the
 * Class 1 on the other staff's pay leaves of it, since one allowance covers them all.
 */
export function allowanceLeft(year: TaxYearRates, onlyEmployee: boolean, othersEmployerClass1: Pence = 0): Pence {
  return onlyEmployee ? 0 : Math.max(0, year.employed.employmentAllowance.value - othersEmployerClass1);
}

/** The company's Class 1 on the director's salary, less what is left of the employment allowance (`allowanceLeft`). */
export function employerClass1(year: TaxYearRates, salary: Pence, allowance: Pence): EmployerClass1 {
  const { secondaryThreshold, secondaryRate } = year.employed;
  const due = charge(inBand(0, salary, secondaryThreshold.value), secondaryRate.value);
  const set = Math.min(due, allowance);
  return { due, allowance: set, paid: due - set };
}
