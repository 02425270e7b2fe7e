/** One CSV cell: quoted, quotes doubled, and a leading =, +, - or @ defused for spreadsheets. */
export function cell(value: string | number | undefined | null): string {
  const text = String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
