import { csvTable } from './csv';
import type { PersonReport } from './personal-data';

/*
 * A person's data as a subject access request's answer (UK GDPR Article 15): every row held, part
 * by part, as JSON (the parts and rows as they are) or CSV (a line per field, for a spreadsheet).
 */

/** The report as JSON: when it was made, the address asked about, and each part's rows. */
export function personJson(report: PersonReport, at: Date): string {
  return `${JSON.stringify(
    {
      address: report.person.address,
      made: at.toISOString(),
      parts: report.parts
        .filter((part) => part.rows.length > 0)
        .map(({ heading, purpose, rows }) => ({ heading, purpose, rows })),
    },
    null,
    2,
  )}\n`;
}

/** The report as CSV: a line per field of each row, with its part, table and reference. */
export function personCsv(report: PersonReport): string {
  return csvTable(
    ['part', 'table', 'reference', 'field', 'value'],
    report.parts.flatMap((part) =>
      part.rows.flatMap((row) =>
        Object.entries(row.fields).map(([field, value]) => [part.heading, row.table, row.id, field, value]),
      ),
    ),
  );
}
