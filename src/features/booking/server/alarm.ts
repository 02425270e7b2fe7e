import type { Kysely, Transaction } from 'kysely';
import { londonDate } from '../../../platform/calendar/london-time';
import type { Email } from '../../../../server/platform/outbox/email';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import type { MessageKind } from '../../../../server/platform/outbox/worker';
import type { BookingConfig } from './config';
import type { BookingSchema } from './tables';
import { describeLondonInstant } from './their-time';
import { proofOfWorkRules } from '../rules';

/*
 * The diary filling faster than people book (issue 53): a bot inside every limit (many networks,
 * many registered domains) can still take times quickly. Past `alarmPerHour` bookings made in the
 * last hour, /api/health says so (a problem line) and the firm gets one email that London day, so
 * that a person looks (docs/bookings.md says what to do) while there are times left to save.
 */

const hourMs = 60 * 60 * 1000;

/** Bookings made in the hour before `now`, whatever became of them since (held, confirmed, lapsed or cancelled). */
export async function madeLastHour(db: Kysely<BookingSchema> | Transaction<BookingSchema>, now: Date): Promise<number> {
  const { count } = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('booked_at', '>', now.getTime() - hourMs)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether `made` bookings in an hour is past `alarmPerHour` (0: never). */
export const fillingFast = (made: number, alarmPerHour: number) => alarmPerHour > 0 && made >= alarmPerHour;

/** The stronger check the firm can switch on, and how, or that it is on and how to make it stronger. */
export function strongerCheck(proofOfWork: number): string {
  const how = 'in the service\'s environment and restart it (docs/bookings.md, "A stronger check")';
  return proofOfWork > 0
    ? `The proof of work on holds is already on (BOOKING_PROOF_OF_WORK=${proofOfWork}); each step up doubles a bot's cost per hold (and a visitor's wait): raise it ${how}.`
    : `The proof of work on holds is off: switch it on with BOOKING_PROOF_OF_WORK=${proofOfWorkRules.suggested} ${how}.`;
}

/** The health line that says so, and what to switch on. */
export const fillingFastProblem = (made: number, alarmPerHour: number, proofOfWork: number) =>
  `The diary is filling faster than people book: ${made} bookings were made in the last hour (BOOKING_ALARM_PER_HOUR is ${alarmPerHour}). Look at them with "npm run bookings" (docs/bookings.md, "What a bot needs to empty the diary"). ${strongerCheck(proofOfWork)}`;

/** The alarm email's payload: what was counted, and when. */
export interface AlarmMessage {
  made: number;
  alarmPerHour: number;
  at: string;
  /** BOOKING_PROOF_OF_WORK as the alarm was queued (absent from alarms queued before it was named: said as off). */
  proofOfWork?: number;
}

/** The queue's id for the day's alarm: one email a London day, however many bookings follow. */
export const alarmMessageId = (now: Date) => `booking-alarm:${londonDate(now)}`;

/** Queues the firm's alarm, inside the booking's transaction, once the last hour's bookings reach the count. */
export async function soundAlarm(
  tx: Transaction<BookingSchema>,
  outbox: Outbox,
  settings: Pick<BookingConfig, 'limits' | 'proofOfWork'>,
  now: Date,
): Promise<void> {
  const {
    limits: { alarmPerHour },
    proofOfWork,
  } = settings;
  if (alarmPerHour <= 0) return;
  const made = await madeLastHour(tx, now);
  if (!fillingFast(made, alarmPerHour)) return;
  const payload: AlarmMessage = { made, alarmPerHour, at: now.toISOString(), proofOfWork };
  await outbox.put({ id: alarmMessageId(now), kind: 'booking-alarm', payload }, tx);
}

/** The firm's email: fixed words and the counts, nothing a visitor typed. */
export function alarmEmail(message: AlarmMessage, { to, from }: { to: string; from: string }): Email {
  return {
    from,
    to,
    subject: 'Bookings: the diary is filling faster than people book',
    text: [
      `By ${describeLondonInstant(message.at)}, ${message.made} consultations had been booked or held in one hour (the alarm is set at ${message.alarmPerHour}, BOOKING_ALARM_PER_HOUR).`,
      '',
      'That is faster than visitors book: it may be a bot taking times. List them with "npm run bookings", cancel what is not real with a reason, and see docs/bookings.md ("What a bot needs to empty the diary").',
      '',
      strongerCheck(message.proofOfWork ?? 0),
      '',
      'This email is sent at most once a day.',
    ].join('\n'),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** How the mail queue turns the alarm into the firm's email. */
export const alarmMessage: MessageKind = {
  render: (payload: AlarmMessage, addresses) => alarmEmail(payload, addresses),
  label: (payload: AlarmMessage) => `diary alarm, ${payload.made} bookings in an hour, for the firm`,
};
