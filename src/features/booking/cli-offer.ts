/**
 * The firm's offer of other times on the command line, as the desk's "Offer other times" makes it
 * (server/offers.ts; the same service call):
 *   npm run bookings -- --offer ID --times 2026-12-02T10:00,2026-12-02T14:00 [--note "..."]
 */
import type { CommandIo } from '../../../server/platform/feature';
import { describeSlot } from './format';
import { offerRules } from './rules';
import type { BookingService } from './server/service';
import { parseSlotId, type Slot } from './slots';

/** Its line for the command's usage. */
export const offerUsage = [
  `npm run bookings -- --offer ID --times 2026-12-02T10:00,2026-12-02T14:00 [--note "..."]   offers up to ${offerRules.times} of its director's free times (London)`,
];

const argument = (args: string[], name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};

/** Runs `--offer`, if asked: true when it ran. */
export async function offerAction(bookings: BookingService, args: string[], io: CommandIo): Promise<boolean> {
  if (!args.includes('--offer')) return false;
  const id = argument(args, '--offer') ?? '';
  const times = (argument(args, '--times') ?? '').split(',').filter(Boolean);
  const slots = times.map((time) => parseSlotId(time, bookings.config.rules));
  if (slots.length === 0 || slots.length > offerRules.times || slots.some((slot) => !slot))
    throw new Error(`Say 1 to ${offerRules.times} London times: --times 2026-12-02T10:00,2026-12-02T14:00.`);
  const outcome = await bookings.offer(id, slots as Slot[], argument(args, '--note') ?? '', 'command line');
  if (outcome.kind === 'gone') throw new Error(`No confirmed consultation to come has the id ${id}.`);
  if (outcome.kind === 'taken')
    throw new Error(`${describeSlot(outcome.slot)} is not free for its director: nothing was offered.`);
  io.line(
    `Offered ${slots.length} time${slots.length === 1 ? '' : 's'}, held for the visitor until ${outcome.expiresAt}; the service emails them the links.`,
  );
  return true;
}
