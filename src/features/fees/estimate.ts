import { placedYearlyFee } from '../../content/fee-placement';
import {
  feePeriods,
  type Estimate,
  type EstimateLine,
  type EstimateRules,
  type FeePeriod,
  type FeeRange,
} from '../../content/fee-rules';

export interface EstimateAnswers {
  clientType: EstimateRules['clientTypes'][number]['id'];
  turnoverBand: string;
  transactionBand: string;
  employees: number;
  vatRegistered: boolean;
  extras: string[];
}

const perYear = (range: FeeRange, per: FeePeriod): FeeRange => ({
  from: range.from * feePeriods[per],
  to: range.to * feePeriods[per],
});

/**
 * The instant estimate: a year's fees, each line and the total, from the pricing rules in the fees
 * module. Turnover and transactions place the client type's own fee within its package's published
 * range (never beyond it: past the range the answer is "quoted individually"); payroll, VAT returns
 * and extras are added at their own published prices. A service the independence page refuses
 * beside the client type's own work is left out, and said so.
 */
export function estimateFees(rules: EstimateRules, vatRatePercent: number, answers: EstimateAnswers): Estimate {
  const client = rules.clientTypes.find((type) => type.id === answers.clientType);
  if (!client) throw new Error('estimateFees: an answer is not one of the rules’ choices');

  const leftOut: string[] = [];
  const refused = (notWith: readonly string[] | undefined, label: string) => {
    if (!notWith?.includes(client.id)) return false;
    leftOut.push(label);
    return true;
  };
  const employees = Math.max(0, Math.min(Math.floor(answers.employees), rules.payroll.maxEmployees));
  const addsPayroll = employees > 0 && !refused(rules.payroll.notWith, rules.payroll.label);
  const addsVat = answers.vatRegistered && !refused(rules.vatReturns.notWith, rules.vatReturns.label);
  const extras = rules.extras
    .filter((item) => answers.extras.includes(item.id))
    .filter((item) => !item.includedFor?.includes(client.id))
    .filter((item) => !refused(item.notWith, item.label));

  const { range, places, beyond } = placedYearlyFee(rules, client.id, answers);
  if (beyond.length > 0)
    return { kind: 'quotedIndividually', consumer: client.consumer, leftOut, beyondRange: beyond.map((b) => b.label) };

  const lines: EstimateLine[] = [
    {
      label: client.label,
      detail: places.map((band) => band.label).join(', ') || undefined,
      ...range,
    },
  ];
  if (addsPayroll) {
    const { base, perEmployee, per } = rules.payroll;
    const monthly = { from: base.from + perEmployee.from * employees, to: base.to + perEmployee.to * employees };
    lines.push({ label: rules.payroll.label, employees, ...perYear(monthly, per) });
  }
  if (addsVat) lines.push({ label: rules.vatReturns.label, ...perYear(rules.vatReturns.price, rules.vatReturns.per) });
  for (const extra of extras) lines.push({ label: extra.label, ...perYear(extra.price, extra.per) });

  const total = lines.reduce((sum, line) => ({ from: sum.from + line.from, to: sum.to + line.to }), { from: 0, to: 0 });
  const withVat = (pounds: number) => Math.round((pounds * (100 + vatRatePercent)) / 100);
  const totalWithVat = { from: withVat(total.from), to: withVat(total.to) };
  return {
    kind: 'range',
    consumer: client.consumer,
    lines,
    total,
    vat: { from: totalWithVat.from - total.from, to: totalWithVat.to - total.to },
    totalWithVat,
    leftOut,
  };
}
