/**
 * The firm's enquiries, for the firm or ops:   npm run enquiries
 *   npm run enquiries               a line per enquiry: waiting (with failed attempts), delivered, failed
 *   npm run enquiries -- --csv      every enquiry with every field and the page it was sent from, as
 *                                   CSV (UTF-8, with a byte-order mark so spreadsheet programs read
 *                                   accents right), to standard output
 *   npm run enquiries -- --resend ID   puts a failed email back to be sent (ID "all": every failed one;
 *                                   an enquiry's id, or a queued message's id such as booking:ID:firm)
 * Reads the database the service uses (DATA_DIR or DATABASE_URL). In docker compose (the image
 * runs the root's command line, server/app/cli.ts):   docker compose exec enquiries node server/app/cli.js enquiries
 */
import { enquiryMessageId, type EnquiryListing, type EnquiryService } from './server/service';
import { subjectLabel } from './server/validation';
import type { FeatureCommand } from '../../../server/platform/feature';
import type { OutboxMessage } from '../../../server/platform/outbox/outbox';
import { enquiryFields } from '../../content/enquiry';
import { displayValue, fieldNames } from '../../platform/forms/form-fields';
import { csvTable } from '../../../server/platform/csv';

const fields = fieldNames(enquiryFields);

/** What became of an enquiry's email: waiting (or being sent), delivered or failed. */
export const status = (message: OutboxMessage | undefined): 'waiting' | 'delivered' | 'failed' =>
  message === undefined ? 'delivered' : message.state === 'sending' ? 'waiting' : message.state;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? '';

export function toCsv(records: EnquiryListing[]): string {
  const header = [
    'reference',
    'status',
    'received',
    'delivered',
    'attempts',
    'last error',
    'sent from',
    'progress',
    'taken by',
    ...fields.map((name) => enquiryFields[name].label),
  ];
  const rows = records.map((record) => [
    record.id,
    status(record.message),
    record.receivedAt,
    iso(record.message?.deliveredAt),
    record.message?.attempts,
    record.message?.lastError ?? '',
    record.sourcePage ?? '',
    record.status,
    record.takenBy ?? '',
    ...fields.map((name) => displayValue(enquiryFields[name], record.enquiry[name])),
  ]);
  return csvTable(header, rows);
}

/** The listing: failed ones first (they need a person), then waiting, then delivered. */
export function summary(records: EnquiryListing[], where: string): string {
  const by = (state: string) => records.filter((record) => status(record.message) === state);
  const [waiting, delivered, failed] = [by('waiting'), by('delivered'), by('failed')];
  const label = (record: EnquiryListing) => subjectLabel(record.enquiry.subject);
  const from = (record: EnquiryListing) => (record.sourcePage ? `  from ${record.sourcePage}` : '');
  const lines = [
    `${where}: ${waiting.length} waiting, ${delivered.length} delivered (kept until the retention period ends), ${failed.length} failed.`,
  ];
  for (const record of failed) {
    lines.push(
      `  FAILED     ${record.id}  received ${record.receivedAt}  ${label(record)}  refused ${record.message?.refusals ?? 0} times: ${record.message?.lastError ?? ''}`,
    );
  }
  if (failed.length > 0)
    lines.push(
      '  The mail server refused these for good. Fix the cause, then: npm run enquiries -- --resend ID (or all).',
    );
  for (const record of waiting) {
    const message = record.message;
    const tried = message?.attempts
      ? `${message.attempts} failed attempts, next ${iso(message.dueAt)}: ${message.lastError ?? ''}`
      : 'not yet attempted';
    lines.push(`  waiting    ${record.id}  received ${record.receivedAt}  ${label(record)}  ${tried}${from(record)}`);
  }
  for (const record of delivered) {
    lines.push(
      `  delivered  ${record.id}  received ${record.receivedAt}  ${label(record)}  delivered ${iso(record.message?.deliveredAt)}${from(record)}`,
    );
  }
  return lines.join('\n');
}

/** The firm's enquiries on the command line: `npm run enquiries` (the comment at the top says how). */
export const enquiriesCommand: FeatureCommand<EnquiryService> = {
  summary: 'the enquiries: waiting (with failed attempts), delivered, failed; --csv; --resend ID|all',
  usage: [
    'npm run enquiries                  a line per enquiry: waiting, delivered, failed',
    'npm run enquiries -- --csv         every enquiry with every field, as CSV',
    'npm run enquiries -- --resend ID   puts a failed email back to be sent (ID "all": every failed one)',
  ].join('\n'),
  async run(enquiries, args, io, context) {
    const resend = args.indexOf('--resend');
    if (resend !== -1) {
      const which = args[resend + 1];
      if (!which) throw new Error('Say which enquiry to resend: --resend ID, or --resend all.');
      const ids =
        which === 'all'
          ? (await context.outbox.list('failed')).map((message) => message.id)
          : [which.includes(':') ? which : enquiryMessageId(which)];
      for (const id of ids) {
        if (!(await context.outbox.resend(id, context.clock()))) throw new Error(`No failed email ${id}.`);
        io.line(`${id} waits to be sent again; the service sends it on its next pass.`);
      }
      if (ids.length === 0) io.line('No failed emails.');
      return;
    }
    const records = await enquiries.list();
    if (args.includes('--csv')) io.write(toCsv(records));
    else io.line(summary(records, context.databaseDescription));
  },
};
