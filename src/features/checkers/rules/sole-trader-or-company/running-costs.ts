import fees from '../../../../content/pages/fees';
import type { Pence } from '../money';

type Package = (typeof fees.packages)[number];

const perYear = { month: 12, quarter: 4, year: 1 } as const;

/** A package's lowest fee for a year, in pence, excluding VAT; with `employees`, its per-employee fee too. */
function lowestYearlyFee(pack: Package, employees = 0): Pence {
  const { from, per, perEmployee } = pack.price;
  return (from + employees * (perEmployee?.from ?? 0)) * perYear[per] * 100;
}

export interface RunningCosts {
  soleTrader: Pence;
  /** The small limited company package and a payroll for the director. */
  company: Pence;
  /** What the company costs in the firm's fees over what the sole trader does: taken off the company's profit. */
  extra: Pence;
}

/**
 * The firm's own fees a year as a company against as a sole trader, from the fees module
 * (src/content/pages/fees.ts): each package at the bottom of its range, VAT left out on both
 * sides. A company also needs a payroll to pay its director a salary.
 */
export function runningCosts(packages: readonly Package[] = fees.packages): RunningCosts {
  const find = (id: string) => {
    const pack = packages.find((candidate) => candidate.id === id);
    if (!pack) throw new Error(`The fees module has no ${id} package`);
    return pack;
  };
  const soleTrader = lowestYearlyFee(find('sole-trader'));
  const company = lowestYearlyFee(find('limited-company')) + lowestYearlyFee(find('payroll'), 1);
  return { soleTrader, company, extra: company - soleTrader };
}
