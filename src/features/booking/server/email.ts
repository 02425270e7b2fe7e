import type Mail from 'nodemailer/lib/mailer';
import { bookingCopy, bookingFields } from '../fields';
import { formatLongDate } from '../../../platform/calendar/format';
import { describeSlot, londonTimeLabel } from '../format';
import { fieldText, oneLine, received, senderDomain, visitorReplyTo } from '../../../../server/forms/mail';
import type { Addresses } from '../../../../server/outbox/worker';
import { bookingIcs, formatLabel, topicLabel } from './calendar';
import type { BookingRecord } from './record';

/**
 * The firm's email for one booking: plain text with every field, Reply-To the visitor, and the
 * consultation as an .ics attachment the firm's calendar adds in one click. Like an enquiry's, it
 * goes only to the firm, through the mail queue, under the booking's id.
 */
export function bookingEmail(booking: BookingRecord, { to, from }: Addresses): Mail.Options {
  const { slot } = booking;
  const { lines, blocks } = fieldText(bookingFields, booking.details);
  const domain = senderDomain(from);
  const text = [
    'A consultation was booked on the website.',
    '',
    `When: ${describeSlot(slot)}`,
    ...lines,
    `Booked: ${received.format(new Date(booking.bookedAt))} (UK time)`,
    `Reference: ${booking.id}`,
    ...(booking.sourcePage ? [`Booked from: ${booking.sourcePage}`] : []),
    '',
    ...blocks,
    '--',
    `The visitor was told: "${bookingCopy.confirmBy}" Reply to this email to confirm with them directly.`,
    `To free the slot: npm run bookings -- --cancel ${booking.id} --reason "..."`,
    '',
  ].join('\n');
  return {
    from,
    to,
    replyTo: visitorReplyTo(booking.details.name, booking.details.email),
    subject: `${bookingCopy.emailSubject}: ${formatLongDate(slot.date)} ${slot.start} ${londonTimeLabel} — ${oneLine(booking.details.name)}`,
    text,
    attachments: [
      {
        filename: 'consultation.ics',
        // Base64, so that the CRLF line endings RFC 5545 requires arrive as written.
        content: Buffer.from(bookingIcs(booking, 'firm', domain), 'utf8'),
        contentTransferEncoding: 'base64',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
    messageId: `<booking-${booking.id}@${domain}>`,
    headers: {
      'X-Booking-Reference': booking.id,
      'X-Booking-Topic': oneLine(`${topicLabel(booking)}, ${formatLabel(booking)}`),
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
