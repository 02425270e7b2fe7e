import { site } from '../../../config/site';
import { visitorEmailParticulars } from '../../../content/legal';
import { bookingCopy, bookingFields } from '../fields';
import { formatLongDate } from '../../../platform/calendar/format';
import { describeSlot, londonTimeLabel } from '../format';
import type { Slot } from '../slots';
import {
  fieldText,
  oneLine,
  received,
  recipient,
  senderDomain,
  visitorReplyTo,
} from '../../../../server/platform/forms/mail';
import type { Email } from '../../../../server/platform/outbox/email';
import type { Addresses } from '../../../../server/platform/outbox/worker';
import { bareAddress, bookingIcs, directorText, formatLabel, topicLabel, topicName, whereText } from './calendar';
import { visitorView, type BookingRecord, type DirectorCard, type VisitorView } from './record';
import { describeLondonInstant, whenLines } from './their-time';
import { manageCopy } from './manage-copy';
import { questionFieldsFor } from './answers';

/** What happened to a booking, as a message says it: `held` asks the visitor to confirm it. */
export type BookingEvent = 'held' | 'booked' | 'reminder' | 'moved' | 'cancelled';

/** The firm's message about a booking: every field, the director, and for a change what it was. */
export interface FirmMessage {
  /** `handedOver`: a move gave it to another director; this tells the one who had it (`previousDirector`). */
  event: Exclude<BookingEvent, 'reminder' | 'held'> | 'handedOver';
  booking: BookingRecord;
  director: DirectorCard | null;
  /** A move: the slot it had before. */
  previous?: Slot;
  /** A move to another director: the director who had it, whose calendar it leaves. */
  previousDirector?: DirectorCard | null;
  /** A cancellation: who asked, and the firm's reason when it was the firm. */
  cancelledBy?: 'visitor' | 'firm';
  reason?: string;
  /** ISO 8601, when it was queued (the invitation's DTSTAMP). */
  at: string;
}

/**
 * A visitor's message: only the booking as the visitor may see it (VisitorView: no name, company,
 * phone or note), the address to send it to, and links. Nothing the visitor typed can reach it.
 */
export interface VisitorMessage {
  event: BookingEvent;
  view: VisitorView;
  to: string;
  /** The link to cancel or move it (none in a cancellation). */
  manageUrl: string | null;
  /** Where to book again. */
  bookUrl: string;
  previous?: Slot;
  cancelledBy?: 'visitor' | 'firm';
  /** A hold: ISO 8601, when it lapses unless confirmed. */
  holdExpiresAt?: string;
  /** A hold: the minutes the link can add to it, once (absent in a hold queued before it could). */
  extendMinutes?: number;
  at: string;
}

const attachment = (ics: string, method: 'REQUEST' | 'CANCEL') => ({
  filename: method === 'CANCEL' ? 'cancellation.ics' : 'invitation.ics',
  // Sent as written, with the CRLF line endings RFC 5545 requires (the transport sees to it).
  content: ics,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});

const whenShort = (slot: Slot) => `${formatLongDate(slot.date)} ${slot.start} ${londonTimeLabel}`;

/** A director's own mailbox, as a transport sends it (their name and address, never parsed again). */
const directorMailbox = (director: DirectorCard) => ({ name: director.name, address: director.email });

/**
 * The firm's email about a booking: plain text with every field, Reply-To the visitor, and the
 * consultation as an invitation (.ics, METHOD:REQUEST, or CANCEL) with the director as an
 * attendee. It goes to the director's own address, with the firm's inbox in copy, so that it lands
 * in their own calendar (to the firm's inbox alone for a booking made before directors). A move to
 * another director also tells the one who had it (`handedOver`): a CANCEL for their calendar.
 */
export function firmEmail(message: FirmMessage, addresses: Addresses): Email {
  if (message.event === 'handedOver') return handedOverEmail(message, addresses);
  const { to, from } = addresses;
  const { booking, director, event } = message;
  const { slot } = booking;
  const { lines, blocks } = fieldText(bookingFields, booking.details);
  // The chosen topic's questions, answered or not: what the director reads before the call.
  const answers = fieldText(questionFieldsFor(booking.details.topic), booking.details).lines;
  const domain = senderDomain(from);
  const headline = {
    booked: 'A consultation was booked on the website.',
    moved: `The visitor moved their consultation${message.previous ? ` from ${describeSlot(message.previous)}` : ''}.`,
    cancelled:
      message.cancelledBy === 'firm'
        ? `The consultation was cancelled by the firm${message.reason ? ` (${oneLine(message.reason)})` : ''}; the visitor was told, with an apology and a link to book again.`
        : 'The visitor cancelled their consultation: the time is free again.',
  }[event];
  const text = [
    headline,
    '',
    `When: ${describeSlot(slot)}`,
    `With: ${directorText(director)}`,
    ...lines,
    ...answers,
    `Booked: ${received.format(new Date(booking.bookedAt))} (UK time)`,
    `Reference: ${booking.id}`,
    ...(booking.sourcePage ? [`Booked from: ${booking.sourcePage}`] : []),
    '',
    ...blocks,
    '--',
    event === 'cancelled'
      ? 'The invitation attached removes it from the calendar.'
      : 'The visitor was emailed the time, the director and a link to cancel or move it. Reply to this email to write to them.',
    ...(event === 'cancelled' ? [] : [`To cancel it: npm run bookings -- --cancel ${booking.id} --reason "..."`]),
    '',
  ].join('\n');
  const method = event === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const subject = {
    booked: bookingCopy.emailSubject,
    moved: 'Consultation moved',
    cancelled: 'Consultation cancelled',
  }[event];
  const view = visitorView(booking, director);
  const ics = bookingIcs(view, {
    method,
    domain,
    stamp: new Date(message.at),
    organizer: bareAddress(to),
    firmRecord: booking,
  });
  return {
    from,
    ...(director ? { to: directorMailbox(director), cc: to } : { to }),
    replyTo: visitorReplyTo(booking.details.name, booking.details.email),
    subject: oneLine(
      `${subject}: ${whenShort(slot)}${director ? ` with ${director.name}` : ''} — ${booking.details.name}`,
    ),
    text,
    attachments: [attachment(ics, method)],
    // The first message keeps the id it always had; each change has its own.
    messageId:
      event === 'booked'
        ? `<booking-${booking.id}@${domain}>`
        : `<booking-${booking.id}-${event}-${booking.sequence}@${domain}>`,
    headers: {
      'X-Booking-Reference': booking.id,
      'X-Booking-Topic': oneLine(`${topicLabel(booking)}, ${formatLabel(booking)}`),
    },
  };
}

/**
 * To the director a move took a consultation from: it is no longer theirs, with the cancellation
 * (same UID, the move's SEQUENCE, them as the attendee) that takes it out of their calendar; the
 * firm's inbox in copy, as for every message to a director.
 */
function handedOverEmail(message: FirmMessage, { to, from }: Addresses): Email {
  const { booking, director, previousDirector } = message;
  if (!previousDirector) throw new Error(`Booking ${booking.id}: a hand-over names the director who had it.`);
  const domain = senderDomain(from);
  const text = [
    `This consultation is no longer yours: the visitor moved it to ${describeSlot(booking.slot)}, with ${directorText(director)}.`,
    ...(message.previous ? [`It was: ${describeSlot(message.previous)}.`] : []),
    '',
    `Reference: ${booking.id}`,
    '',
    '--',
    'The invitation attached removes it from your calendar.',
    '',
  ].join('\n');
  const ics = bookingIcs(
    { ...visitorView(booking, previousDirector), slot: message.previous ?? booking.slot },
    { method: 'CANCEL', domain, stamp: new Date(message.at), organizer: bareAddress(to), firmRecord: booking },
  );
  return {
    from,
    to: directorMailbox(previousDirector),
    cc: to,
    subject: oneLine(
      `Consultation handed over: ${whenShort(message.previous ?? booking.slot)} — ${booking.details.name}`,
    ),
    text,
    attachments: [attachment(ics, 'CANCEL')],
    messageId: `<booking-${booking.id}-handed-over-${booking.sequence}@${domain}>`,
    headers: { 'X-Booking-Reference': booking.id },
  };
}

/** The firm's email for a message queued before directors (its payload the booking itself). */
export const legacyFirmMessage = (payload: FirmMessage | BookingRecord): FirmMessage =>
  'event' in payload
    ? payload
    : {
        event: 'booked',
        booking: { ...payload, director: payload.director ?? 'firm', sequence: payload.sequence ?? 0, timeZone: null },
        director: null,
        at: payload.bookedAt,
      };

const visitorSubjects: Record<BookingEvent, string> = {
  held: 'Confirm your consultation',
  booked: 'Your consultation is booked',
  reminder: 'Reminder: your consultation',
  moved: 'Your consultation has moved',
  cancelled: 'Your consultation is cancelled',
};

/**
 * The visitor's email: fixed words, the time (London, and theirs where it differs), the director,
 * the format (with the director's meeting room for a video call) and links, with the invitation
 * (or its cancellation) attached. Built from a VisitorView only: nothing the visitor typed.
 */
export function visitorEmail(message: VisitorMessage, { to: firm, from }: Addresses): Email {
  const { view, event } = message;
  const domain = senderDomain(from);
  const details = [
    ...whenLines(view.slot, view.timeZone).map((line, index) => `${index === 0 ? 'When' : 'Your time'}: ${line}`),
    `With: ${directorText(view.director)}`,
    `Topic: ${topicName(view.topic)}`,
    `How: ${whereText(view.format, view.director)}`,
  ];
  const until = message.holdExpiresAt ? describeLondonInstant(message.holdExpiresAt) : 'soon';
  const opening = {
    held: [
      `We are holding this time with ${site.name} for you until ${until}.`,
      `It is not booked until you confirm it: open this link and press "${manageCopy.confirm}".`,
      message.manageUrl ?? '',
      'Once you confirm, we send you the calendar invitation and tell the firm.',
      '',
      `Need longer? The same link can hold it once for another ${message.extendMinutes ?? 'few'} minutes.`,
      'If the hold runs out, the link still confirms the time while no one else has taken it, or offers the nearest free times, with the details you gave.',
    ],
    booked: [`Your consultation with ${site.name} is booked.`],
    reminder: [`A reminder: your consultation with ${site.name} is coming up.`],
    moved: [
      `Your consultation with ${site.name} has moved${message.previous ? ` from ${describeSlot(message.previous)}` : ''}.`,
      'The attached invitation updates it in your calendar.',
    ],
    cancelled:
      message.cancelledBy === 'firm'
        ? [
            `We are sorry: we have had to cancel your consultation with ${site.name}.`,
            `Please book another time at ${message.bookUrl}, or call us on ${site.phone.display}.`,
          ]
        : [`Your consultation with ${site.name} is cancelled, as you asked.`, `To book another: ${message.bookUrl}`],
  }[event];
  const text = [
    ...opening,
    '',
    ...details,
    ...(message.manageUrl && event !== 'cancelled' && event !== 'held'
      ? ['', `To cancel or move it: ${message.manageUrl}`]
      : []),
    // A move to a time the firm offered, and its reminder, cannot carry the link: say where it is.
    ...(!message.manageUrl && (event === 'moved' || event === 'reminder')
      ? ['', `${manageCopy.linkInFirstEmail} Or reply to this email, or call us on ${site.phone.display}.`]
      : []),
    '',
    `Questions: ${site.email}, ${site.phone.display}.`,
    `Reference: ${view.id}`,
    '',
    '--',
    `You receive this because this address was given when booking a consultation at ${site.url}.`,
    ...(message.manageUrl && event === 'booked' ? ['If that was not you, cancel it with the link above.'] : []),
    ...(event === 'held'
      ? [`If that was not you, ignore this email: the time is freed at ${until}, and we will not write again.`]
      : []),
    ...visitorEmailParticulars,
    '',
  ].join('\n');
  const method = event === 'cancelled' ? 'CANCEL' : 'REQUEST';
  // A hold has no invitation: nothing reaches a calendar before the visitor confirms.
  const ics =
    event === 'reminder' || event === 'held'
      ? null
      : bookingIcs(view, {
          method,
          domain,
          stamp: new Date(message.at),
          organizer: bareAddress(firm),
          visitorEmail: message.to,
          manageUrl: message.manageUrl,
        });
  return {
    from,
    to: recipient(message.to),
    replyTo: firm,
    subject: `${visitorSubjects[event]}: ${whenShort(view.slot)}${view.director ? ` with ${view.director.name}` : ''}`,
    text,
    attachments: ics ? [attachment(ics, method)] : [],
    messageId: `<booking-${view.id}-${event}-${view.sequence}-visitor@${domain}>`,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Booking-Reference': view.id },
  };
}
