import { createElement } from 'react';
import { plainSlotFields, slotField } from '../fields';
import notBookedPage from '../content/pages/book/not-booked';
import booked from '../content/pages/book/booked';
import { renderAnswerPage } from '../../../../server/platform/forms/pages';
import { fieldLimits, postedValues, type Posted } from '../../../../server/platform/forms/posted';
import { describeSlot } from '../format';
import { formatName } from './calendar';
import type { BookingRecord, VisitorView } from './record';
import { BookedView } from './booked-view';
import { NotBookedView, type NotBooked } from './not-booked-view';
import { ManageView, manageState, type ManagePage } from './manage-view';
import { fieldsWithQuestions } from './answers';

export type { ManagePage, NotBooked };

/*
 * The booking's answer pages: each prerendered page (/book/booked, /book/not-booked, /book/manage)
 * with its content rendered again by React, from the page's own components, with what only the
 * service knows (server/platform/forms/pages.ts).
 */

/** The booking in words, as the confirmation shows it: "Tuesday 1 December 2026, 10:00 to 10:30 (London time), video call". */
export const bookingInWords = (booking: Pick<BookingRecord, 'slot'> & { details: { format: string } }) =>
  `${describeSlot(booking.slot)}, ${formatName(booking.details.format).toLowerCase()}`;

/**
 * The confirmation for a plain form post (/book/booked) with the booking the service made: the
 * summary and, for the holder of its manage link, that link and the "Add to calendar" link.
 */
export function renderConfirmation(
  templateFile: string,
  view: VisitorView,
  manageUrl: string | null,
  calendarUrl: string | null,
  hold?: { minutes: number; until: string },
): string {
  return renderAnswerPage(templateFile, {
    content: createElement(BookedView, { view, manageUrl, calendarUrl, hold }),
    title: hold ? booked.title : 'Consultation booked',
  });
}

/** What a post sent of the booking: its fields, the date and time (or the slot a button sent), its time zone. */
function postedBooking(posted: unknown): Posted {
  const values = postedValues(posted, {
    ...fieldLimits(fieldsWithQuestions),
    [plainSlotFields.date]: 10,
    [plainSlotFields.time]: 5,
    [slotField]: 16,
    timeZone: 64,
  });
  // A nearest time's button sends the slot ("2026-12-01T10:00"): the form shows it as its date and time.
  const [date, time] = values[slotField]?.split('T') ?? [];
  return { ...values, ...(date && time ? { [plainSlotFields.date]: date, [plainSlotFields.time]: time } : {}) };
}

/**
 * The "not booked" page for a refused plain form post (/book/not-booked): why and, when the slot
 * was taken, the nearest free slots as buttons that book them, and the form again with what was sent.
 */
export function renderNotBooked(templateFile: string, reason: NotBooked): string {
  const values = reason.again ? postedBooking(reason.again.posted) : {};
  return renderAnswerPage(templateFile, {
    content: createElement(NotBookedView, { reason, values }),
    title: notBookedPage.title,
    refused: true,
  });
}

/**
 * A manage link's page (/book/manage) with the booking, or why it cannot be changed, its state in
 * its title too. Only its buttons act (POST): opening the link (a mail scanner does) changes nothing.
 */
export function renderManage(templateFile: string, page: ManagePage): string {
  const state = manageState(page);
  return renderAnswerPage(templateFile, {
    content: createElement(ManageView, { page }),
    title: state.title,
    focusHeading: state.focus === true,
  });
}
