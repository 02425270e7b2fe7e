import type { TaxYearRates } from '../../../content/tax-years';
import { penceFromPounds } from '../rules/money';
import type { Circumstances } from '../rules/sole-trader-or-company/compare';
import type { FeeAnswers } from '../rules/sole-trader-or-company/running-costs';
import copy from '../content/pages/tools/sole-trader-or-limited-company';
import { feeBands, fieldNames, type FieldName, type Values } from './answers';

/*
 * Reading what was sent, with its messages: the answer's chunk (./answer.ts) and the service read
 * it; the page's form needs only the field names (./answers.ts), so this loads with the answer.
 */

/** The answers read: the circumstances the engine compares, and the year whose rates it uses. */
export interface Answers {
  circumstances: Circumstances;
  year: TaxYearRates;
  /** What prices the firm's fees both ways (whether the director is the only employee is in `circumstances`). */
  fees: Omit<FeeAnswers, 'onlyEmployee'>;
}

/** The longest sum a field takes: more than any profit the tool is meant for, and cheap to work out. */
const maxPence = 1_000_000_000_00;
/** The most characters a field takes (any sum up to maxPence, written with £, commas and pence, fits). */
export const maxFieldLength = 40;
/** The choices the "only employee" question offers; none chosen is "yes". */
const onlyEmployeeChoices = new Set(['', 'yes', 'no']);

/**
 * The answers in `values`, or each field's problem. Profit is required; other income, pension
 * contributions and the other staff's Class 1 are 0 when blank; the director is the only employee
 * unless "no" was chosen; turnover and transactions are the fees estimate's lowest bands when not
 * given, and the business is not VAT-registered unless "yes"; the year must be one of `offered`
 * (the years whose rates may be used today).
 */
export function readAnswers(
  values: Values,
  offered: readonly TaxYearRates[],
): { answers: Answers } | { problems: Partial<Record<FieldName, string>> } {
  const problems: Partial<Record<FieldName, string>> = {};
  const sum = (name: 'profit' | 'otherIncome' | 'pension' | 'othersNics', required: boolean) => {
    const text = (values[name] ?? '').trim();
    if (text.length > maxFieldLength) {
      // Refused, never cut: a sum cut short would be answered as another sum.
      problems[name] = copy.form.tooLong(maxFieldLength);
      return 0;
    }
    if (text === '') {
      if (required) problems[name] = copy.form.missingProfit;
      return 0;
    }
    const pence = penceFromPounds(text);
    if (pence === undefined || pence > maxPence) {
      problems[name] = copy.form.invalidSum;
      return 0;
    }
    return pence;
  };
  const profit = sum('profit', true);
  const otherIncome = sum('otherIncome', false);
  const pensionContributions = sum('pension', false);
  if (!onlyEmployeeChoices.has(values.onlyEmployee ?? '')) problems.onlyEmployee = copy.form.notOffered;
  const onlyEmployee = values.onlyEmployee !== 'no';
  // Asked only of a company with other staff: ignored when the director would be the only one.
  const othersEmployerClass1 = onlyEmployee ? 0 : sum('othersNics', false);
  const band = (name: 'turnover' | 'transactions') => {
    const bands = feeBands[name];
    const chosen = bands.find((candidate) => candidate.id === values[name]) ?? (values[name] ? undefined : bands[0]);
    if (!chosen) problems[name] = copy.form.noBand;
    return chosen?.id ?? '';
  };
  const turnoverBand = band('turnover');
  const transactionBand = band('transactions');
  const year = offered.find((candidate) => candidate.id === values.year) ?? (values.year ? undefined : offered[0]);
  if (!year) problems.year = copy.form.noYear;
  if (Object.keys(problems).length > 0 || !year) return { problems };
  return {
    answers: {
      circumstances: { profit, otherIncome, pensionContributions, onlyEmployee, othersEmployerClass1 },
      year,
      fees: { turnoverBand, transactionBand, vatRegistered: values.vatRegistered === 'yes' },
    },
  };
}

/**
 * What a plain post sent that the form never would, by field: a field sent twice (a value the
 * answer would otherwise have to choose for the visitor), or a name the form does not have
 * (reported on the first field, the summary's first link).
 */
export function unexpectedFields(body: Record<string, unknown>): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {};
  const known = new Set<string>(Object.values(fieldNames));
  for (const name of Object.keys(fieldNames) as FieldName[])
    if (body[fieldNames[name]] !== undefined && typeof body[fieldNames[name]] !== 'string')
      problems[name] = copy.form.repeated;
  const unknown = Object.keys(body).filter((name) => !known.has(name));
  if (unknown.length > 0) problems.profit ??= copy.form.unknownFields(unknown);
  return problems;
}
