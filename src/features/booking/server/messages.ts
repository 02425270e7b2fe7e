import type { Transaction } from 'kysely';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import type { MessageKind } from '../../../../server/platform/outbox/worker';
import { slotInstants } from '../slots';
import { alarmMessage } from './alarm';
import type { BookingConfig } from './config';
import { offerEmail, type OfferMessage } from './offer-email';
import { firmEmail, legacyFirmMessage, visitorEmail, type FirmMessage, type VisitorMessage } from './email';
import { visitorView, type BookingRecord, type DirectorCard } from './record';
import type { BookingSchema } from './tables';

/** The queue's ids for a booking's messages: the hold's "confirm it" email, then (once confirmed) the rest. */
export const holdMessageId = (id: string) => `booking:${id}:hold`;
export const bookingMessageId = (id: string) => `booking:${id}:firm`;
export const visitorMessageId = (id: string) => `booking:${id}:visitor`;
export const offerMessageId = (id: string, at: Date) => `booking:${id}:offer:${at.getTime()}`;
export const reminderMessageId = (id: string, sequence: number) => `booking:${id}:reminder:${sequence}`;
export const changeMessageId = (
  id: string,
  change: 'moved' | 'cancelled',
  sequence: number,
  side: 'firm' | 'visitor' | 'previous-director',
) => `booking:${id}:${change}:${sequence}:${side}`;

/** How the mail queue turns a booking's messages into emails: the firm's, the visitor's, and the diary's alarm. */
export const bookingMessages: Record<'booking' | 'booking-visitor' | 'booking-alarm' | 'booking-offer', MessageKind> = {
  'booking-alarm': alarmMessage,
  'booking-offer': {
    render: (payload: OfferMessage, addresses) => offerEmail(payload, addresses),
    label: (payload: OfferMessage) => `other times offered for consultation ${payload.view.slot.id}, for the visitor`,
    // The links carry the offer's token, kept only as its hash: once the email has them, the queue need not.
    afterDelivery: (payload: OfferMessage): OfferMessage => ({
      ...payload,
      times: payload.times.map(({ slot }) => ({ slot, url: null })),
    }),
  },
  booking: {
    render: (payload: FirmMessage | BookingRecord, addresses) => firmEmail(legacyFirmMessage(payload), addresses),
    label: (payload: FirmMessage | BookingRecord) => {
      const message = legacyFirmMessage(payload);
      return `consultation ${message.booking.slot.id} ${message.event}, for the firm`;
    },
  },
  'booking-visitor': {
    render: (payload: VisitorMessage, addresses) => visitorEmail(payload, addresses),
    label: (payload: VisitorMessage) => `consultation ${payload.view.slot.id} ${payload.event}, for the visitor`,
    // The manage link's token is kept only as its hash: once the email has it, the queue need not.
    afterDelivery: (payload: VisitorMessage): VisitorMessage => ({ ...payload, manageUrl: null }),
    // A reminder after the consultation has begun helps no one (the queue may have waited out an outage).
    sendBefore: (payload: VisitorMessage) =>
      payload.event === 'reminder' ? slotInstants(payload.view.slot).start : null,
  },
};

/**
 * A booking's emails put in the mail queue, each in the transaction of the change it tells of and
 * keyed to it, so that a retry or a second process never queues one twice.
 */
export class BookingMessages {
  constructor(
    private readonly outbox: Outbox,
    private readonly config: Pick<BookingConfig, 'reminderHours'>,
    private readonly director: (id: string) => DirectorCard | null,
    private readonly bookUrl: () => string,
  ) {}

  /** The visitor's reminder, due `reminderHours` before; none when that is already past. */
  async remind(tx: Transaction<BookingSchema>, booking: BookingRecord, manageUrl: string | null, now: Date) {
    const { reminderHours } = this.config;
    const due = slotInstants(booking.slot).start.getTime() - reminderHours * 60 * 60 * 1000;
    if (reminderHours <= 0 || due <= now.getTime()) return;
    const message: VisitorMessage = {
      event: 'reminder',
      view: visitorView(booking, this.director(booking.director)),
      to: booking.details.email,
      manageUrl,
      bookUrl: this.bookUrl(),
      at: now.toISOString(),
    };
    await this.outbox.put(
      {
        id: reminderMessageId(booking.id, booking.sequence),
        kind: 'booking-visitor',
        payload: message,
        dueAt: new Date(due),
      },
      tx,
    );
  }

  /** Queues a change's two emails inside `tx`: the firm's and the visitor's, each keyed to the change. */
  async tellBothSides(
    tx: Transaction<BookingSchema>,
    id: string,
    event: 'moved' | 'cancelled',
    sequence: number,
    firm: FirmMessage,
    visitor: VisitorMessage,
  ): Promise<void> {
    await this.outbox.put({ id: changeMessageId(id, event, sequence, 'firm'), kind: 'booking', payload: firm }, tx);
    await this.outbox.put(
      { id: changeMessageId(id, event, sequence, 'visitor'), kind: 'booking-visitor', payload: visitor },
      tx,
    );
    // A move to another director takes it out of the calendar of the one who had it.
    const { previousDirector } = firm;
    if (event === 'moved' && previousDirector && previousDirector.id !== firm.director?.id)
      await this.outbox.put(
        {
          id: changeMessageId(id, event, sequence, 'previous-director'),
          kind: 'booking',
          payload: { ...firm, event: 'handedOver' } satisfies FirmMessage,
        },
        tx,
      );
  }
}
