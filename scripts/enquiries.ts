/**
 * What is in the enquiry spool, for the firm or ops:   npm run enquiries
 *   npm run enquiries               a line per enquiry: waiting (with failed attempts) and delivered
 *   npm run enquiries -- --csv      every enquiry with every field, as CSV (UTF-8, with a byte-order
 *                                   mark so spreadsheet programs read accents right), to standard output
 *   npm run enquiries -- --resend ID   puts a failed enquiry back to be sent (ID "all": every failed one)
 * Reads ENQUIRY_SPOOL_DIR (default var/enquiries), as the service does. In docker compose (the
 * image runs it built, from scripts/enquiries-main.ts):   docker compose exec enquiries node enquiries.js
 */
import fs from 'node:fs';
import { loadEnquiryConfig } from '../server/enquiries/config';
import { Spool, type StoredEnquiry } from '../server/enquiries/spool';
import { spoolLabel } from '../server/enquiries/spool-email';
import { enquiryFields } from '../src/content/enquiry';
import { displayValue, fieldNames } from '../src/config/form-fields';

const fields = fieldNames(enquiryFields);

/** One CSV cell: quoted, quotes doubled, and a leading =, +, - or @ defused for spreadsheets. */
function cell(value: string | number | undefined): string {
  const text = String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(records: { status: string; record: StoredEnquiry }[]): string {
  const header = [
    'reference',
    'status',
    'received',
    'delivered',
    'attempts',
    'last error',
    ...fields.map((name) => enquiryFields[name].label),
  ];
  // Bookings travel through the spool too; `npm run bookings` lists them.
  const enquiries = records.flatMap(({ status, record }) => (record.enquiry ? [{ status, record }] : []));
  const rows = enquiries.map(({ status, record }) => [
    record.id,
    status,
    record.receivedAt,
    record.delivery.deliveredAt,
    record.delivery.attempts,
    record.delivery.lastError,
    ...fields.map((name) => displayValue(enquiryFields[name], record.enquiry[name])),
  ]);
  // The byte-order mark: without it Excel reads UTF-8 as the local code page ("ZoÃ«" for "Zoë").
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function summary(
  waiting: StoredEnquiry[],
  delivered: StoredEnquiry[],
  failed: StoredEnquiry[],
  spoolDir: string,
): string {
  const lines = [
    `Spool ${spoolDir}: ${waiting.length} waiting, ${delivered.length} delivered (kept until the retention period ends), ${failed.length} failed.`,
  ];
  for (const record of failed) {
    lines.push(
      `  FAILED     ${record.id}  received ${record.receivedAt}  ${spoolLabel(record)}  refused ${record.delivery.refusals ?? 0} times: ${record.delivery.lastError ?? ''}`,
    );
  }
  if (failed.length > 0)
    lines.push(
      '  The mail server refused these for good. Fix the cause, then: npm run enquiries -- --resend ID (or all).',
    );
  for (const record of waiting) {
    const tried = record.delivery.attempts
      ? `${record.delivery.attempts} failed attempts, next ${record.delivery.nextAttemptAt}: ${record.delivery.lastError ?? ''}`
      : 'not yet attempted';
    lines.push(`  waiting    ${record.id}  received ${record.receivedAt}  ${spoolLabel(record)}  ${tried}`);
  }
  for (const record of delivered) {
    lines.push(
      `  delivered  ${record.id}  received ${record.receivedAt}  ${spoolLabel(record)}  delivered ${record.delivery.deliveredAt}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { spoolDir } = loadEnquiryConfig();
  // Read only: opening the spool would clear tmp/, under the running service's feet.
  const spool = new Spool(spoolDir);
  if (!fs.existsSync(spool.waitingDir)) throw new Error(`No enquiry spool at ${spoolDir} (ENQUIRY_SPOOL_DIR).`);
  const resend = process.argv.indexOf('--resend');
  if (resend !== -1) {
    const which = process.argv[resend + 1];
    if (!which) throw new Error('Say which enquiry to resend: --resend ID, or --resend all.');
    const ids = which === 'all' ? (await spool.failed()).map((record) => record.id) : [which];
    for (const id of ids) {
      await spool.resend(id);
      console.log(`Enquiry ${id} waits to be sent again; the service sends it on its next pass.`);
    }
    if (ids.length === 0) console.log('No failed enquiries.');
    return;
  }
  const [waiting, delivered, failed] = await Promise.all([spool.waiting(), spool.delivered(), spool.failed()]);
  if (process.argv.includes('--csv')) {
    process.stdout.write(
      toCsv([
        ...waiting.map((record) => ({ status: 'waiting', record })),
        ...delivered.map((record) => ({ status: 'delivered', record })),
        ...failed.map((record) => ({ status: 'failed', record })),
      ]),
    );
  } else {
    console.log(summary(waiting, delivered, failed, spoolDir));
  }
}

/** Runs the command line; a failure ends the process with its reason. */
export function runEnquiriesCli(): void {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}

if (require.main === module) runEnquiriesCli();
