/** One CSV cell: quoted, quotes doubled, and a leading =, +, - or @ defused for spreadsheets. */
export function cell(value: string | number | undefined | null): string {
  const text = String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A table as CSV for spreadsheets: every cell quoted and defused, CRLF line ends, and a byte-order
 * mark, without which Excel reads UTF-8 as the local code page ("ZoÃ«" for "Zoë").
 */
export function csvTable(header: string[], rows: (string | number | undefined | null)[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
