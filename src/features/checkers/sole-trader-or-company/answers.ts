import { transactionBands, turnoverBands } from '../../../content/fee-bands';

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
  othersNics: 'othersNics',
  turnover: 'turnover',
  transactions: 'transactions',
  vatRegistered: 'vatRegistered',
  year: 'year',
} as const;

export type FieldName = keyof typeof fieldNames;

/** What the visitor typed, by field, as the form shows it again. */
export type Values = Partial<Record<FieldName, string>>;

/** The fees estimate's bands, which the calculator asks about too: the first is the default. */
export const feeBands = { turnover: turnoverBands, transactions: transactionBands };

/** A form's (or a plain post's) values by field name, text only, as sent (readAnswers refuses what is too long). */
export function valuesFrom(get: (name: string) => unknown): Values {
  const values: Values = {};
  for (const name of Object.keys(fieldNames) as FieldName[]) {
    const value = get(fieldNames[name]);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
