import type { TaxYearRates } from '../../../../content/tax-years';
import type { Pence } from '../money';
import { corporationTax } from './corporation-tax';
import { charge } from './arithmetic';
import { incomeTax, relievedPension } from './income-tax';
import { allowanceLeft, class4, employeeClass1, employerClass1 } from './national-insurance';

export interface Circumstances {
  /** The business's expected profit for the year, as a sole trader would work it out. */
  profit: Pence;
  /** Other income that is not savings or dividends (a job, rents): taxed the same either way. */
  otherIncome: Pence;
  /** Gross personal pension contributions under relief at source. */
  pensionContributions: Pence;
  /** Would they be the company's only employee paid above the secondary threshold? */
  onlyEmployee: boolean;
  /**
   * The employer's Class 1 on the other staff's pay in the year, before the employment allowance,
   * which it uses first; 0 (the default) assumes they use none of it.
   */
  othersEmployerClass1?: Pence;
}

/** What relief the pension contributions get one way, and what the unrelieved part costs. */
export interface PensionRelief {
  /** The gross contributions that get relief: at most the greater of £3,600 and relevant UK earnings. */
  relieved: Pence;
  /**
   * The basic rate relief at source the provider cannot claim on the rest, which the member pays
   * instead to put the same gross sum in: taken off take-home.
   */
  unrelievedCost: Pence;
}

export interface AsSoleTrader {
  incomeTax: Pence;
  class4: Pence;
  pension: PensionRelief;
  /** Profit and other income, less income tax, Class 4 and the cost of any unrelieved pension contributions. */
  takeHome: Pence;
}

export interface AsCompany {
  /** The firm's extra fees for a company, taken off its profit. */
  extraRunningCosts: Pence;
  salary: Pence;
  employerClass1Due: Pence;
  employmentAllowance: Pence;
  employerClass1: Pence;
  /** What is left after costs, salary and employer's National Insurance: negative when the owner must put money in. */
  taxableProfit: Pence;
  corporationTax: Pence;
  /** All of the profit after Corporation Tax, paid out; negative is money the owner puts in. */
  dividends: Pence;
  employeeClass1: Pence;
  /** On salary, other income and dividends together. */
  incomeTax: Pence;
  /** The part of `incomeTax` that is on dividends. */
  dividendTax: Pence;
  /** Relevant UK earnings through a company are the salary alone: dividends are not earnings. */
  pension: PensionRelief;
  takeHome: Pence;
}

export interface Comparison {
  soleTrader: AsSoleTrader;
  company: AsCompany;
  /** Company take-home less sole trader take-home: positive when the company leaves more. */
  difference: Pence;
}

/**
 * The relief on `contributions` given `relevantEarnings`. Other income is not counted as earnings:
 * the calculator cannot tell a job (earnings) from a pension or rent (not earnings).
 */
export function pensionRelief(year: TaxYearRates, contributions: Pence, relevantEarnings: Pence): PensionRelief {
  const relieved = relievedPension(year, contributions, Math.max(0, relevantEarnings));
  return { relieved, unrelievedCost: charge(contributions - relieved, year.incomeTax.basicRate.value) };
}

export function asSoleTrader(year: TaxYearRates, circumstances: Circumstances): AsSoleTrader {
  const { profit, otherIncome, pensionContributions } = circumstances;
  // A sole trader's relevant UK earnings are the trade's profits.
  const pension = pensionRelief(year, pensionContributions, profit);
  const tax = incomeTax(year, {
    nonSavings: Math.max(0, profit) + otherIncome,
    dividends: 0,
    pensionContributions: pension.relieved,
  }).total;
  const nationalInsurance = class4(year, profit);
  return {
    incomeTax: tax,
    class4: nationalInsurance,
    pension,
    takeHome: profit + otherIncome - tax - nationalInsurance - pension.unrelievedCost,
  };
}

/** The company's figures with a given salary. */
export function asCompanyPaying(
  year: TaxYearRates,
  circumstances: Circumstances,
  extraRunningCosts: Pence,
  salary: Pence,
): AsCompany {
  const { profit, otherIncome, pensionContributions, onlyEmployee, othersEmployerClass1 } = circumstances;
  const employer = employerClass1(year, salary, allowanceLeft(year, onlyEmployee, othersEmployerClass1));
  const taxableProfit = profit - extraRunningCosts - salary - employer.paid;
  const tax = corporationTax(year, taxableProfit);
  const dividends = taxableProfit - tax;
  const employee = employeeClass1(year, salary);
  const pension = pensionRelief(year, pensionContributions, salary);
  const personal = incomeTax(year, {
    nonSavings: salary + otherIncome,
    dividends: Math.max(0, dividends),
    pensionContributions: pension.relieved,
  });
  return {
    extraRunningCosts,
    salary,
    employerClass1Due: employer.due,
    employmentAllowance: employer.allowance,
    employerClass1: employer.paid,
    taxableProfit,
    corporationTax: tax,
    dividends,
    employeeClass1: employee,
    incomeTax: personal.total,
    dividendTax: personal.dividendTax,
    pension,
    takeHome: salary - employee + dividends + otherIncome - personal.total - pension.unrelievedCost,
  };
}

/**
 * The largest salary up to `target` that the company can pay with its employer's National
 * Insurance out of `available` without a loss.
 */
export function affordableSalary(year: TaxYearRates, available: Pence, target: Pence, allowance: Pence): Pence {
  if (available <= 0) return 0;
  const costs = (salary: Pence) => salary + employerClass1(year, salary, allowance).paid;
  const wanted = Math.min(target, available);
  if (costs(wanted) <= available) return wanted;
  // salary + rate × (salary − threshold) − allowance = available, solved for salary and rounded down.
  const { secondaryThreshold, secondaryRate } = year.employed;
  let salary = Math.floor(
    ((available + allowance) * 10_000 + secondaryRate.value * secondaryThreshold.value) /
      (10_000 + secondaryRate.value),
  );
  while (costs(salary) > available) salary -= 1;
  return salary;
}

/** How finely salaries are first tried: at least £250 apart, and no more than 200 of them. */
/** The step over which a salary's effect on take-home is judged. */
const look: Pence = 5_000;
const salaryGrid = (highest: Pence): Pence => Math.max(25_000, Math.ceil(highest / 200 / 100) * 100);

/**
 * The company's figures with the salary, in whole pounds, that leaves the most take-home (the
 * lower on a tie). Take-home moves in straight lines between the points where a rate or band
 * changes, so salaries are tried on a grid with the thresholds added, and wherever take-home rises
 * after one of them and falls before the next, the peak between is narrowed by halving to within
 * £150, every pound of which is then tried.
 */
export function bestCompany(year: TaxYearRates, circumstances: Circumstances, extraRunningCosts: Pence): AsCompany {
  const allowance = allowanceLeft(year, circumstances.onlyEmployee, circumstances.othersEmployerClass1);
  const highest = affordableSalary(year, circumstances.profit - extraRunningCosts, Infinity, allowance);
  const tried = new Map<Pence, AsCompany>();
  const at = (salary: Pence) => {
    let figures = tried.get(salary);
    if (!figures) {
      figures = asCompanyPaying(year, circumstances, extraRunningCosts, salary);
      tried.set(salary, figures);
    }
    return figures.takeHome;
  };
  const { secondaryThreshold, primaryThreshold, upperEarningsLimit, secondaryRate } = year.employed;
  const grid = salaryGrid(highest);
  const thresholds = [secondaryThreshold, primaryThreshold, upperEarningsLimit].map((threshold) => threshold.value);
  // Where the employment allowance is used up.
  if (allowance > 0) thresholds.push(secondaryThreshold.value + Math.floor((allowance * 10_000) / secondaryRate.value));
  // Where the salary, the only earnings through a company, stops limiting the pension relief.
  if (circumstances.pensionContributions > 0) thresholds.push(circumstances.pensionContributions);
  const salaries = [
    ...new Set([
      ...Array.from({ length: Math.floor(highest / grid) + 1 }, (_, step) => step * grid),
      ...thresholds,
      highest,
    ]),
  ]
    .filter((salary) => salary <= highest)
    .sort((a, b) => a - b);

  /*
   * Whether take-home is still rising at a salary, judged over £50: over less the allowance's
   * rounding to whole pounds makes it zig-zag by pennies.
   */
  const rising = (salary: Pence) => at(salary + look) > at(salary);
  /** Halves [low, high] towards where take-home stops rising, then tries every pound left. */
  const narrow = (from: Pence, to: Pence) => {
    let [low, high] = [from, to];
    // `middle` stays at least `look` inside each end, so every step narrows.
    while (high - low >= 2 * look) {
      const middle = low + Math.floor((high - low) / (2 * look)) * look;
      if (rising(middle)) low = middle;
      else high = middle;
    }
    // Not rising at `high` over the next £50 leaves the peak before `high` + £50.
    const last = Math.min(high + look, to);
    for (let salary = low; salary < last; salary += 100) at(salary);
    at(last);
  };
  // A peak lies between two salaries tried wherever take-home is rising just after the first and
  // falling just before the second (a peak at a salary tried is already in `tried`).
  salaries.forEach((low, index) => {
    const high = salaries[index + 1];
    at(low);
    if (high === undefined || high - low < 2 * look) return;
    if (rising(low) && !rising(high - look)) narrow(low, high);
  });
  return [...tried.values()].reduce((best, candidate) =>
    candidate.takeHome > best.takeHome || (candidate.takeHome === best.takeHome && candidate.salary < best.salary)
      ? candidate
      : best,
  );
}

/**
 * Both ways for the year. The company pays its director the salary that leaves the most
 * take-home (`bestCompany`), or what it can afford, and pays out everything left after
 * Corporation Tax as dividends in the same year.
 */
export function compare(year: TaxYearRates, circumstances: Circumstances, extraRunningCosts: Pence): Comparison {
  const soleTrader = asSoleTrader(year, circumstances);
  const company = bestCompany(year, circumstances, extraRunningCosts);
  return { soleTrader, company, difference: company.takeHome - soleTrader.takeHome };
}

/** The furthest the crossing point is looked for: past it the tool says it found none. */
export const crossingSearchLimit: Pence = 50_000_000;
const step: Pence = 250_000;

/**
 * The lowest profit, to the pound, at which the company leaves more take-home than the sole
 * trader, with the rest of the circumstances as given; undefined if none up to £500,000. Found
 * by walking up in £2,500 steps and halving the last one.
 */
export function crossingPoint(
  year: TaxYearRates,
  circumstances: Omit<Circumstances, 'profit'>,
  extraRunningCosts: Pence,
): Pence | undefined {
  const companyAhead = (profit: Pence) => compare(year, { ...circumstances, profit }, extraRunningCosts).difference > 0;
  if (companyAhead(0)) return 0;
  for (let high = step; high <= crossingSearchLimit; high += step) {
    if (!companyAhead(high)) continue;
    // In whole pounds: behind at `low`, ahead at `high`.
    let low = high - step;
    while (high - low > 100) {
      const middle = low + Math.floor((high - low) / 200) * 100;
      if (companyAhead(middle)) high = middle;
      else low = middle;
    }
    return high;
  }
  return undefined;
}
