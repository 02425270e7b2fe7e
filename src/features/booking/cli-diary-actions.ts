/**
 * The firm's diary actions on the command line, beside the listing and cancelling (cli.ts): what
 * the desk's diary does, with the same feature code (server/firm-diary.ts calls the same).
 *   npm run bookings -- --blocks                          blocked time not yet over
 *   npm run bookings -- --block DIRECTOR --from 2026-12-24T00:00 --until 2027-01-04T00:00 --reason "Holiday"
 *                                                         blocks a director (London times); consultations
 *                                                         already inside it are listed, not cancelled
 *   npm run bookings -- --unblock ID                      removes a block: its time is offered again
 *   npm run bookings -- --mark ID attended|missed         marks a started, confirmed consultation
 */
import type { CommandIo } from '../../../server/platform/feature';
import { londonInstant } from '../../platform/calendar/london-time';
import type { IsoDate } from '../../platform/calendar/dates';
import { describeSlot } from './format';
import type { BookingService } from './server/service';
import { slotInstants } from './slots';

/** Its lines for the command's usage. */
export const diaryActionsUsage = [
  'npm run bookings -- --blocks                     blocked time not yet over',
  'npm run bookings -- --block DIRECTOR --from 2026-12-24T00:00 --until 2027-01-04T00:00 --reason "..."',
  'npm run bookings -- --unblock ID                 removes a block',
  'npm run bookings -- --mark ID attended|missed    marks a consultation that has started',
];

const argument = (args: string[], name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};

/** "2026-12-24T09:30" (London) as an instant; an error naming the option otherwise. */
export function londonDateTime(text: string | undefined, option: string): Date {
  const [, date, time] = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/.exec(text ?? '') ?? [];
  try {
    if (date && time) return londonInstant(date as IsoDate, time);
  } catch {
    // Not a date, or a time the clocks skip: said below.
  }
  throw new Error(`${option} takes a London date and time that exists: ${option} 2026-12-24T09:30.`);
}

const iso = (instant: number) => new Date(instant).toISOString();

/** Runs the diary action `args` name, if any: true when one ran. */
export async function diaryActions(bookings: BookingService, args: string[], io: CommandIo): Promise<boolean> {
  if (args.includes('--blocks')) {
    const blocks = await bookings.blocks.upcoming();
    io.line(`${blocks.length} block${blocks.length === 1 ? '' : 's'} not yet over.`);
    for (const block of blocks)
      io.line(
        `  ${block.id}  ${block.diary}  ${iso(block.from)} to ${iso(block.until)}  ${block.reason}  (${block.createdBy})`,
      );
    return true;
  }
  if (args.includes('--block')) {
    const diary = argument(args, '--block') ?? '';
    if (!bookings.director(diary))
      throw new Error(
        `Say whose diary: --block ${bookings.config.directors.map((director) => director.id).join(' | ')}.`,
      );
    const [from, until] = [
      londonDateTime(argument(args, '--from'), '--from'),
      londonDateTime(argument(args, '--until'), '--until'),
    ];
    if (from >= until) throw new Error('--until comes after --from.');
    const reason = argument(args, '--reason')?.trim();
    if (!reason) throw new Error('Say why, for the firm: --reason "Holiday".');
    const block = await bookings.blocks.add({
      diary,
      from: from.getTime(),
      until: until.getTime(),
      reason,
      by: 'command line',
    });
    io.line(
      `Blocked ${diary} from ${iso(block.from)} to ${iso(block.until)} (${block.id}): no one can book them then.`,
    );
    const inside = (await bookings.list()).filter((booking) => {
      const { start, end } = slotInstants(booking.slot);
      return booking.director === diary && start.getTime() < block.until && end.getTime() > block.from;
    });
    for (const booking of inside)
      io.line(
        `  Still booked inside it: ${booking.id}  ${describeSlot(booking.slot)}  (cancel it with --cancel or at the desk)`,
      );
    return true;
  }
  if (args.includes('--unblock')) {
    const id = argument(args, '--unblock') ?? '';
    const block = await bookings.blocks.remove(id);
    if (!block) throw new Error(`No block ${id} is still to come (--blocks lists them).`);
    io.line(`Removed block ${id}: ${block.diary} can be booked from ${iso(block.from)} to ${iso(block.until)} again.`);
    return true;
  }
  if (args.includes('--mark')) {
    const index = args.indexOf('--mark');
    const [id, outcome] = [args[index + 1] ?? '', args[index + 2]];
    if (outcome !== 'attended' && outcome !== 'missed') throw new Error('Say how it went: --mark ID attended|missed.');
    if (!(await bookings.attendance.mark(id, outcome, 'command line')))
      throw new Error(`No confirmed consultation ${id} has started (only those can be marked).`);
    io.line(`Marked ${id} ${outcome}.`);
    return true;
  }
  return false;
}
