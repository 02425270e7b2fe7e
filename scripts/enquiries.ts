/**
 * What is in the enquiry spool, for the firm or ops:   npm run enquiries
 *   npm run enquiries               a line per enquiry: waiting (with failed attempts) and delivered
 *   npm run enquiries -- --csv      every enquiry with every field, as CSV (UTF-8), to standard output
 * Reads ENQUIRY_SPOOL_DIR (default var/enquiries), as the service does. In docker compose:
 *   docker compose exec enquiries node --import tsx scripts/enquiries.ts
 */
import fs from 'node:fs';
import { loadEnquiryConfig } from '../server/enquiries/config';
import { Spool, type StoredEnquiry } from '../server/enquiries/spool';
import { subjectLabel } from '../server/enquiries/validation';
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
  const rows = records.map(({ status, record }) => [
    record.id,
    status,
    record.receivedAt,
    record.delivery.deliveredAt,
    record.delivery.attempts,
    record.delivery.lastError,
    ...fields.map((name) => displayValue(enquiryFields[name], record.enquiry[name])),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function summary(waiting: StoredEnquiry[], delivered: StoredEnquiry[], spoolDir: string): string {
  const lines = [
    `Spool ${spoolDir}: ${waiting.length} waiting, ${delivered.length} delivered (kept until the retention period ends).`,
  ];
  for (const record of waiting) {
    const tried = record.delivery.attempts
      ? `${record.delivery.attempts} failed attempts, next ${record.delivery.nextAttemptAt}: ${record.delivery.lastError ?? ''}`
      : 'not yet attempted';
    lines.push(
      `  waiting    ${record.id}  received ${record.receivedAt}  ${subjectLabel(record.enquiry.subject)}  ${tried}`,
    );
  }
  for (const record of delivered) {
    lines.push(
      `  delivered  ${record.id}  received ${record.receivedAt}  ${subjectLabel(record.enquiry.subject)}  delivered ${record.delivery.deliveredAt}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { spoolDir } = loadEnquiryConfig();
  // Read only: opening the spool would clear tmp/, under the running service's feet.
  const spool = new Spool(spoolDir);
  if (!fs.existsSync(spool.waitingDir)) throw new Error(`No enquiry spool at ${spoolDir} (ENQUIRY_SPOOL_DIR).`);
  const [waiting, delivered] = await Promise.all([spool.waiting(), spool.delivered()]);
  if (process.argv.includes('--csv')) {
    process.stdout.write(
      toCsv([
        ...waiting.map((record) => ({ status: 'waiting', record })),
        ...delivered.map((record) => ({ status: 'delivered', record })),
      ]),
    );
  } else {
    console.log(summary(waiting, delivered, spoolDir));
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
