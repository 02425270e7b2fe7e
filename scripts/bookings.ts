/**
 * The consultation diary, for the firm or ops:   npm run bookings
 *   npm run bookings                                  a line per future booking, earliest first
 *   npm run bookings -- --all                         past bookings still on file too
 *   npm run bookings -- --cancel ID --reason "..."    frees the booking's slot and records why
 * Reads the diary where the service keeps it (BOOKING_DIR, by default bookings/ in
 * ENQUIRY_SPOOL_DIR). Safe while the service runs: the slot is free for its next booking at once.
 * In docker compose (the image runs it built, from scripts/bookings-main.ts):
 *   docker compose exec enquiries node bookings.js --cancel ID --reason "Client asked to move it"
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatLabel, topicLabel } from '../server/bookings/calendar';
import { Diary } from '../server/bookings/diary';
import type { BookingRecord } from '../server/bookings/record';
import { loadEnquiryConfig } from '../server/enquiries/config';
import { describeSlot } from '../src/lib/booking/format';
import { slotInstants } from '../src/lib/booking/slots';

/** One booking on one line: when, how, about what, who, and its reference for --cancel. */
export function bookingLine(booking: BookingRecord): string {
  const { details } = booking;
  return `  ${booking.id}  ${describeSlot(booking.slot)}  ${formatLabel(booking)}  ${topicLabel(booking)}  ${details.name} <${details.email}>  booked ${booking.bookedAt}`;
}

/** The listing: future bookings (or every one on file), earliest first. */
export function listing(bookings: BookingRecord[], dir: string, { all = false, now = new Date() } = {}): string {
  const shown = all ? bookings : bookings.filter((booking) => slotInstants(booking.slot).start > now);
  const heading = `Diary ${dir}: ${shown.length} ${all ? '' : 'future '}booking${shown.length === 1 ? '' : 's'}.`;
  return [heading, ...shown.map(bookingLine)].join('\n');
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const config = loadEnquiryConfig();
  const dir = config.booking.dir ?? path.join(config.spoolDir, 'bookings');
  // Not opened: opening clears tmp/, under the running service's feet.
  const diary = new Diary(dir);
  if (!fs.existsSync(diary.slotsDir)) throw new Error(`No diary at ${dir} (BOOKING_DIR, or ENQUIRY_SPOOL_DIR).`);
  const cancel = argument('--cancel');
  if (process.argv.includes('--cancel')) {
    const reason = argument('--reason')?.trim();
    if (!cancel) throw new Error('Say which booking to cancel: --cancel ID --reason "why".');
    if (!reason) throw new Error('Say why, for the record: --cancel ID --reason "why".');
    const { booking } = await diary.cancel(cancel, reason);
    console.log(`Cancelled ${booking.id}: ${describeSlot(booking.slot)} is free again. Recorded why: ${reason}`);
    return;
  }
  console.log(listing(await diary.bookings(), dir, { all: process.argv.includes('--all') }));
}

/** Runs the command line; a failure ends the process with its reason. */
export function runBookingsCli(): void {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}

if (require.main === module) runBookingsCli();
