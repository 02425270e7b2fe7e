/**
 * The consultation diary, for the firm or ops:   npm run bookings
 *   npm run bookings                                  future bookings by director, earliest first
 *   npm run bookings -- --all                         past bookings still on file too
 *   npm run bookings -- --csv                         every booking on file, with the page it was
 *                                                     booked from, as CSV
 *   npm run bookings -- --cancel ID --reason "..."    frees the booking's time, records why, and
 *                                                     emails the visitor an apology with a link to
 *                                                     book again (and the firm the cancellation)
 *   npm run bookings -- --clear-unconfirmed           frees every time held and not yet confirmed (a
 *                                                     bot's holds); no one is emailed
 *   npm run bookings -- --clear-network 203.0.113.0/24
 *                                                     frees the unconfirmed holds made from that
 *                                                     network (IPv4 /16 to /24, IPv6 /32 to /48, or
 *                                                     one address) since London midnight; with
 *                                                     --include-confirmed --reason "...", cancels its
 *                                                     confirmed future bookings too, telling those
 *                                                     visitors as --cancel does
 * Blocking time and marking attendance: cli-diary-actions.ts.
 * Reads the database the service uses (DATA_DIR or DATABASE_URL). Safe while the service runs: the
 * time is free for its next booking at once. In docker compose (the image runs the root's command
 * line, server/app/cli.ts, compiled):
 *   docker compose exec enquiries node server/app/cli.js bookings --cancel ID --reason "Client asked to move it"
 */
import { formatLabel, topicLabel } from './server/calendar';
import type { Director } from './directors';
import type { BookingRecord } from './server/record';
import type { FeatureCommand } from '../../../server/platform/feature';
import type { BookingService } from './server/service';
import { describeSlot } from './format';
import { fieldsWithQuestions } from './server/answers';
import { displayValue, fieldNames } from '../../platform/forms/form-fields';
import { csvTable } from '../../../server/platform/csv';
import { diaryActions, diaryActionsUsage } from './cli-diary-actions';
import { offerAction, offerUsage } from './cli-offer';

/** One booking on one line: when, how, about what, who, and its reference for --cancel. */
export function bookingLine(booking: BookingRecord): string {
  const { details } = booking;
  const from = booking.sourcePage ? `  from ${booking.sourcePage}` : '';
  const held = booking.holdExpiresAt ? `  UNCONFIRMED, held until ${booking.holdExpiresAt}` : '';
  return `  ${booking.id}  ${describeSlot(booking.slot)}${held}  ${formatLabel(booking)}  ${topicLabel(booking)}  ${details.name} <${details.email}>  booked ${booking.bookedAt}${from}`;
}

/**
 * The listing: future bookings (or every one on file) under each director who takes
 * consultations, earliest first; bookings of anyone else (`firm`, made before directors) last.
 */
export function listing(
  bookings: BookingRecord[],
  where: string,
  { all = false, directors = [] as readonly Pick<Director, 'id' | 'name'>[] } = {},
): string {
  const count = (n: number) => `${n} ${all ? '' : 'future '}booking${n === 1 ? '' : 's'}`;
  const heading = `Diary (${where}): ${count(bookings.length)}.`;
  const others = bookings.filter((booking) => !directors.some((director) => director.id === booking.director));
  const sections = [
    ...directors.map((director) => ({
      title: director.name,
      rows: bookings.filter((booking) => booking.director === director.id),
    })),
    ...(others.length ? [{ title: 'Booked before directors had diaries', rows: others }] : []),
  ];
  return [
    heading,
    ...sections.flatMap(({ title, rows }) => ['', `${title}: ${count(rows.length)}`, ...rows.map(bookingLine)]),
  ].join('\n');
}

/** Every field, and every topic's questions (empty where the booking's topic does not ask one). */
const fields = fieldNames(fieldsWithQuestions);

/** Every booking with every field, as CSV with a byte-order mark (spreadsheets then read UTF-8). */
export function bookingsCsv(bookings: BookingRecord[]): string {
  const header = [
    'reference',
    'date',
    'start',
    'end',
    'director',
    'booked',
    'booked from',
    ...fields.map((name) => fieldsWithQuestions[name]?.label ?? name),
  ];
  const rows = bookings.map((booking) => [
    booking.id,
    booking.slot.date,
    booking.slot.start,
    booking.slot.end,
    booking.director,
    booking.bookedAt,
    booking.sourcePage ?? '',
    ...fields.map((name) => {
      const field = fieldsWithQuestions[name];
      return field ? displayValue(field, (booking.details as Partial<Record<string, string>>)[name]) : '';
    }),
  ]);
  return csvTable(header, rows);
}

function argument(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

/** What a clearing did, in one line. */
export function clearedLine({ holds, confirmed }: { holds: number; confirmed: number }, range?: string): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const where = range ? ` from ${range}` : '';
  return [
    `Cleared ${plural(holds, 'unconfirmed hold', 'unconfirmed holds')}${where}: their times are free again; no one was emailed.`,
    ...(confirmed
      ? [
          `Cancelled ${plural(confirmed, 'confirmed booking', 'confirmed bookings')}${where}: each visitor is emailed an apology with a link to book again, and the firm a cancellation (the service sends them).`,
        ]
      : []),
  ].join('\n');
}

/** The diary on the command line: `npm run bookings` (the comment at the top says how). */
export const bookingsCommand: FeatureCommand<BookingService> = {
  summary:
    'the diary: future bookings by director; --all, --csv, --cancel, --clear-unconfirmed, --clear-network, --block, --mark, --offer',
  usage: [
    'npm run bookings                                 future bookings by director, earliest first',
    'npm run bookings -- --all | --csv                past bookings too | every booking as CSV',
    'npm run bookings -- --cancel ID --reason "..."   frees its time; the visitor is emailed an apology',
    'npm run bookings -- --clear-unconfirmed          frees every unconfirmed hold; no one is emailed',
    'npm run bookings -- --clear-network NET [--include-confirmed --reason "..."]',
    ...diaryActionsUsage,
    ...offerUsage,
  ].join('\n'),
  async run(bookings, args, io, context) {
    if (await diaryActions(bookings, args, io)) return;
    if (await offerAction(bookings, args, io)) return;
    if (args.includes('--clear-unconfirmed')) {
      const done = await bookings.clear({ reason: 'Unconfirmed hold cleared by the firm (--clear-unconfirmed)' });
      io.line(clearedLine(done));
      return;
    }
    if (args.includes('--clear-network')) {
      const range = argument(args, '--clear-network');
      if (!range || range.startsWith('--')) throw new Error('Say which network: --clear-network 203.0.113.0/24.');
      const confirmed = args.includes('--include-confirmed');
      const reason = argument(args, '--reason')?.trim();
      if (confirmed && !reason)
        throw new Error('Say why, for the record and the visitors: --include-confirmed --reason "why".');
      const done = await bookings.clear({
        range,
        confirmed,
        reason: reason ?? `Unconfirmed hold cleared by the firm (--clear-network ${range})`,
      });
      io.line(clearedLine(done, range));
      return;
    }
    if (args.includes('--cancel')) {
      const cancel = argument(args, '--cancel');
      const reason = argument(args, '--reason')?.trim();
      if (!cancel) throw new Error('Say which booking to cancel: --cancel ID --reason "why".');
      if (!reason) throw new Error('Say why, for the record: --cancel ID --reason "why".');
      const { booking } = await bookings.cancel(cancel, reason);
      io.line(
        `Cancelled ${booking.id}: ${describeSlot(booking.slot)} is free again. Recorded why: ${reason}. ` +
          (booking.holdExpiresAt
            ? 'It was an unconfirmed hold, so no one was emailed.'
            : 'The visitor is emailed an apology with a link to book again (the service sends it).'),
      );
      return;
    }
    const all = args.includes('--all') || args.includes('--csv');
    const records = await bookings.list({ all });
    if (args.includes('--csv')) io.write(bookingsCsv(records));
    else io.line(listing(records, context.databaseDescription, { all, directors: bookings.config.directors }));
  },
};
