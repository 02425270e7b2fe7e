import { feePeriods, type EstimateRules, type FeePeriod, type FeeRange } from './types';

export interface EstimateAnswers {
  clientType: EstimateRules['clientTypes'][number]['id'];
  turnoverBand: string;
  transactionBand: string;
  employees: number;
  vatRegistered: boolean;
  extras: string[];
}

/** One line of the breakdown: a year's fee for it, in whole pounds, excluding VAT. */
export interface EstimateLine extends FeeRange {
  label: string;
  detail?: string;
  /** For payroll: how many employees it is priced for. */
  employees?: number;
}

export interface Estimate {
  lines: EstimateLine[];
  total: FeeRange;
  totalWithVat: FeeRange;
  /** Extras asked for that the firm may not do as well as the client type's own work (independence). */
  leftOut: string[];
}

const perYear = (range: FeeRange, per: FeePeriod): FeeRange => ({
  from: range.from * feePeriods[per],
  to: range.to * feePeriods[per],
});

/**
 * The instant estimate: a year's fees, each line and the total, from the pricing rules in the fees
 * module. Turnover scales the client type's own fee only; volume, payroll, VAT returns and extras
 * are added at their own prices.
 */
export function estimateFees(rules: EstimateRules, vatRatePercent: number, answers: EstimateAnswers): Estimate {
  const round = (pounds: number) => Math.round(pounds / rules.roundTo) * rules.roundTo;
  const client = rules.clientTypes.find((type) => type.id === answers.clientType);
  const turnover = rules.turnoverBands.find((band) => band.id === answers.turnoverBand);
  const volume = rules.transactionBands.find((band) => band.id === answers.transactionBand);
  if (!client || !turnover || !volume) throw new Error('estimateFees: an answer is not one of the rules’ choices');

  const base = perYear(client.price, client.per);
  const lines: EstimateLine[] = [
    {
      label: client.label,
      detail: turnover.label,
      from: round(base.from * turnover.factor),
      to: round(base.to * turnover.factor),
    },
  ];
  if (volume.price.to > 0)
    lines.push({ label: rules.transactionsLabel, detail: volume.label, ...perYear(volume.price, volume.per) });
  const employees = Math.max(0, Math.min(Math.floor(answers.employees), rules.payroll.maxEmployees));
  if (employees > 0) {
    const { base: payrollBase, perEmployee, per } = rules.payroll;
    const monthly = {
      from: payrollBase.from + perEmployee.from * employees,
      to: payrollBase.to + perEmployee.to * employees,
    };
    lines.push({ label: rules.payroll.label, employees, ...perYear(monthly, per) });
  }
  if (answers.vatRegistered)
    lines.push({ label: rules.vatReturns.label, ...perYear(rules.vatReturns.price, rules.vatReturns.per) });
  const leftOut: string[] = [];
  for (const extra of rules.extras.filter((item) => answers.extras.includes(item.id))) {
    if (extra.includedFor?.includes(client.id)) continue;
    if (extra.notWith?.includes(client.id)) leftOut.push(extra.label);
    else lines.push({ label: extra.label, ...perYear(extra.price, extra.per) });
  }

  const total = lines.reduce((sum, line) => ({ from: sum.from + line.from, to: sum.to + line.to }), { from: 0, to: 0 });
  const withVat = (pounds: number) => Math.round((pounds * (100 + vatRatePercent)) / 100);
  return { lines, total, totalWithVat: { from: withVat(total.from), to: withVat(total.to) }, leftOut };
}
