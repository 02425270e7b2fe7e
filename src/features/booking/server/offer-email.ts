import { site } from '../../../config/site';
import { visitorEmailParticulars } from '../../../content/legal';
import { formatLongDate } from '../../../platform/calendar/format';
import { londonTimeLabel } from '../format';
import type { Slot } from '../slots';
import { recipient, senderDomain } from '../../../../server/platform/forms/mail';
import type { Email } from '../../../../server/platform/outbox/email';
import type { Addresses } from '../../../../server/platform/outbox/worker';
import { directorText, topicName } from './calendar';
import type { VisitorView } from './record';
import { describeLondonInstant, whenLines } from './their-time';

/**
 * The firm's offer of other times, as the mail queue keeps it until sent: the booking as the
 * visitor may see it, each time with its link (the offer's token in it, dropped once delivered),
 * the firm's note, and until when the times are held.
 */
export interface OfferMessage {
  view: VisitorView;
  to: string;
  times: { slot: Slot; url: string | null }[];
  note: string;
  /** ISO 8601: the offer lapses then, and its times are freed. */
  expiresAt: string;
  at: string;
}

/**
 * The visitor's email with the times the firm offers: each with the link to its page, whose button
 * moves the booking there; their own time stays unless they take one. Fixed words, the firm's
 * note, the particulars; no word the visitor typed.
 */
export function offerEmail(message: OfferMessage, { to: firm, from }: Addresses): Email {
  const { view } = message;
  const until = describeLondonInstant(message.expiresAt);
  const text = [
    `${site.name} would like to offer you another time for your consultation${view.director ? ` with ${view.director.name}` : ''}.`,
    ...(message.note ? ['', 'Our note:', message.note] : []),
    '',
    `We are holding these times for you until ${until}. Open a time's link to see it and move your consultation there:`,
    ...message.times.flatMap(({ slot, url }) => ['', ...whenLines(slot, view.timeZone), url ?? '']),
    '',
    'To keep your time as it is, do nothing: it stays booked, and the times above are freed when the offer ends.',
    'To cancel it, use the link in the email that confirmed your booking.',
    '',
    'Your booking now:',
    ...whenLines(view.slot, view.timeZone).map((line, index) => `${index === 0 ? 'When' : 'Your time'}: ${line}`),
    `With: ${directorText(view.director)}`,
    `Topic: ${topicName(view.topic)}`,
    '',
    `Questions: ${site.email}, ${site.phone.display}.`,
    `Reference: ${view.id}`,
    '',
    '--',
    `You receive this because this address was given when booking a consultation at ${site.url}.`,
    ...visitorEmailParticulars,
    '',
  ].join('\n');
  const domain = senderDomain(from);
  return {
    from,
    to: recipient(message.to),
    replyTo: firm,
    subject: `Other times for your consultation: ${formatLongDate(view.slot.date)} ${view.slot.start} ${londonTimeLabel}`,
    text,
    attachments: [],
    messageId: `<booking-${view.id}-offer-${Date.parse(message.at)}-visitor@${domain}>`,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Booking-Reference': view.id },
  };
}
