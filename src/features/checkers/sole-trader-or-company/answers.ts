import type { TaxYearRates } from '../../../content/tax-years';
import { penceFromPounds } from '../rules/money';
import type { Circumstances } from '../rules/sole-trader-or-company/compare';
import copy from '../content/pages/tools/sole-trader-or-limited-company';

/**
 * Where the form posts without JavaScript: the service answers with the page and the answer in it
 * (src/features/checkers/server/api.ts). Declared here rather than with the site's API paths, which
 * every page's script carries.
 */
export const postPath = '/api/tools/sole-trader-or-limited-company';

/** The form's fields by name: the browser's form and the plain post read the same names. */
export const fieldNames = {
  profit: 'profit',
  otherIncome: 'otherIncome',
  pension: 'pension',
  onlyEmployee: 'onlyEmployee',
  year: 'year',
} as const;

export type FieldName = keyof typeof fieldNames;

/** What the visitor typed, by field, as the form shows it again. */
export type Values = Partial<Record<FieldName, string>>;

/** The answers read: the circumstances the engine compares, and the year whose rates it uses. */
export interface Answers {
  circumstances: Circumstances;
  year: TaxYearRates;
}

/** The longest sum a field takes: more than any profit the tool is meant for, and cheap to work out. */
const maxPence = 1_000_000_000_00;
/** The most characters a field takes (any sum up to maxPence, written with £, commas and pence, fits). */
export const maxFieldLength = 40;
/** The choices the "only employee" question offers; none chosen is "yes". */
const onlyEmployeeChoices = new Set(['', 'yes', 'no']);

/**
 * The answers in `values`, or each field's problem. Profit is required; other income and pension
 * contributions are 0 when blank; the director is the only employee unless "no" was chosen; the
 * year must be one of `offered` (the years whose rates may be used today).
 */
export function readAnswers(
  values: Values,
  offered: readonly TaxYearRates[],
): { answers: Answers } | { problems: Partial<Record<FieldName, string>> } {
  const problems: Partial<Record<FieldName, string>> = {};
  const sum = (name: 'profit' | 'otherIncome' | 'pension', required: boolean) => {
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
  const year = offered.find((candidate) => candidate.id === values.year) ?? (values.year ? undefined : offered[0]);
  if (!year) problems.year = copy.form.noYear;
  if (Object.keys(problems).length > 0 || !year) return { problems };
  return {
    answers: {
      circumstances: { profit, otherIncome, pensionContributions, onlyEmployee: values.onlyEmployee !== 'no' },
      year,
    },
  };
}

/** A form's (or a plain post's) values by field name, text only, as sent (readAnswers refuses what is too long). */
export function valuesFrom(get: (name: string) => unknown): Values {
  const values: Values = {};
  for (const name of Object.keys(fieldNames) as FieldName[]) {
    const value = get(fieldNames[name]);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
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
