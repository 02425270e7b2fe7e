import { bookingCopy, bookingFields, slotField, type BookingDetails } from '../fields';
import { apiPaths, bookingPaths } from '../../../config/paths';
import { describeSlot } from '../format';
import type { Slot } from '../slots';
import { escapeHtml, fillPage, plainPage } from '../../../../server/forms/pages';
import { formatLabel, topicLabel } from './calendar';
import type { BookingRecord } from './record';

/** The booking in words, as the confirmation shows it: "Tuesday 1 December 2026, 10:00 to 10:30 (London time), video call". */
export const bookingInWords = (booking: BookingRecord) =>
  `${describeSlot(booking.slot)}, ${formatLabel(booking).toLowerCase()}`;

/**
 * The confirmation for a plain form post: the prerendered page (/book/booked) with the booking the
 * service made written into its `data-booking-confirmation` element: the slot in words, the topic
 * and the "Add to calendar" link. Nothing else about the visitor is shown.
 */
export function renderConfirmation(templateFile: string, booking: BookingRecord): string {
  const body = [
    `<p data-booked-slot>${escapeHtml(bookingInWords(booking))}</p>`,
    `<p>${escapeHtml(bookingFields.topic.label)}: ${escapeHtml(topicLabel(booking))}</p>`,
    `<p><a href="${bookingPaths.calendar(booking.id)}" download="consultation.ics">Add to calendar</a></p>`,
  ].join('');
  return (
    fillPage(templateFile, 'booking-confirmation', body) ??
    plainPage('Consultation booked', `${body}<p>${escapeHtml(bookingCopy.confirmBy)}</p>`)
  );
}

export interface NotBooked {
  message: string;
  problems?: Partial<Record<string, string>>;
  /** Free slots near the one asked for, each offered as a one-press booking with what was typed. */
  nearest?: { slots: Slot[]; details: BookingDetails };
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** A button that books `slot` with the details the visitor already gave. */
function bookButton(slot: Slot, details: BookingDetails): string {
  const fields = Object.entries(details).map(([name, value]) => hidden(name, value ?? ''));
  return [
    `<li><form method="post" action="${apiPaths.bookings}">`,
    ...fields,
    hidden(slotField, slot.id),
    `<button type="submit">Book ${escapeHtml(describeSlot(slot))}</button>`,
    '</form></li>',
  ].join('');
}

/**
 * The "not booked" page for a refused plain form post: the prerendered page (/book/not-booked)
 * with why written into its `data-booking-reason` element and, when the slot was taken, the
 * nearest free slots as buttons that book them.
 */
export function renderNotBooked(templateFile: string, reason: NotBooked): string {
  const problems = Object.entries(reason.problems ?? {}).map(
    ([field, problem]) =>
      `<li><strong>${escapeHtml(field in bookingFields ? bookingFields[field as keyof typeof bookingFields].label : bookingCopy.slotLabel)}</strong>: ${escapeHtml(problem ?? '')}</li>`,
  );
  const offered = reason.nearest;
  const nearest = offered?.slots.length
    ? `<h2>${escapeHtml(bookingCopy.nearestHeading)}</h2><ul data-nearest-slots>${offered.slots.map((slot) => bookButton(slot, offered.details)).join('')}</ul>`
    : '';
  const body = `<p>${escapeHtml(reason.message)}</p>${problems.length ? `<ul>${problems.join('')}</ul>` : ''}${nearest}`;
  return fillPage(templateFile, 'booking-reason', body) ?? plainPage('Not booked', body);
}
