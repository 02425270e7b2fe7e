import fees from '../../../../content/pages/fees';
import { placedYearlyFee, yearly } from '../../../../content/fee-placement';
import type { Pence } from '../money';

/** What prices the firm's fees both ways: the visitor's own answers to the fees estimate's questions. */
export interface FeeAnswers {
  /** One of the fees estimate's turnover bands. */
  turnoverBand: string;
  /** One of its transaction bands. */
  transactionBand: string;
  /** VAT-registered: the VAT on the fees is reclaimed, so left out; otherwise it is a cost and added. */
  vatRegistered: boolean;
  /** Whether the director would be the company's only employee: then the payroll is the company's own. */
  onlyEmployee: boolean;
}

export interface RunningCosts {
  soleTrader: Pence;
  /** The small limited company package and the director's place on a payroll. */
  company: Pence;
  /** What the company costs in the firm's fees over what the sole trader does: taken off the company's profit. */
  extra: Pence;
  /** Past what a published range covers (the fee would be quoted individually): the top of the range is used. */
  beyondRange: string[];
  /** Whether VAT at the standard rate is in the figures. */
  withVat: boolean;
}

/** The middle of a range, in pence. */
const middle = ({ from, to }: { from: number; to: number }): Pence => Math.round(((from + to) / 2) * 100);

/**
 * The firm's own fees a year as a company and as a sole trader, priced from the visitor's answers
 * with the fees estimate's own rules (src/content/fee-placement.ts): each client type's fee placed in
 * its published range by turnover and transactions, and the middle of that place taken; past a
 * range, its top. A company also pays its director through a payroll: the payroll package's base and
 * one employee's fee where the director is its only employee, one more employee's fee where the
 * company already runs one for its staff (which a sole trader with staff would have too). VAT at
 * the standard rate is added where the visitor is not VAT-registered, since they cannot reclaim it.
 */
export function runningCosts(
  answers: FeeAnswers,
  rules = fees.estimate.rules,
  vatRate = fees.vat.ratePercent,
): RunningCosts {
  const priced = (clientType: 'soleTrader' | 'limitedCompany') => {
    const { range, beyond } = placedYearlyFee(rules, clientType, answers);
    if (beyond.length === 0) return { fee: middle(range), beyond };
    const client = rules.clientTypes.find((type) => type.id === clientType);
    const top = client ? yearly(client.price, client.per).to : range.to;
    return { fee: middle({ from: top, to: top }), beyond };
  };
  const soleTrader = priced('soleTrader');
  const company = priced('limitedCompany');
  const { base, perEmployee, per } = rules.payroll;
  const payroll = middle(
    yearly(
      answers.onlyEmployee ? { from: base.from + perEmployee.from, to: base.to + perEmployee.to } : perEmployee,
      per,
    ),
  );
  const vat = (pence: Pence) => (answers.vatRegistered ? pence : Math.round((pence * (100 + vatRate)) / 100));
  const soleTraderCost = vat(soleTrader.fee);
  const companyCost = vat(company.fee + payroll);
  return {
    soleTrader: soleTraderCost,
    company: companyCost,
    extra: companyCost - soleTraderCost,
    beyondRange: [...new Set([...soleTrader.beyond, ...company.beyond].map((band) => band.label))],
    withVat: !answers.vatRegistered,
  };
}
