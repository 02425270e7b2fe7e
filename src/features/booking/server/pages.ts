import {
  bookingCopy,
  bookingFieldGroups,
  bookingFields,
  plainSlotFields,
  slotField,
  type BookingDetails,
} from '../fields';
import { startTimes } from '../times';
import type { BookingRules } from '../slots';
import type { IsoDate } from '../../../platform/calendar/dates';
import { buttonStyles, fieldStyles } from '../../../styles/class-names';
import notBookedPage from '../../../content/pages/book/not-booked';
import book from '../../../content/pages/book';
import {
  attributes,
  fieldLimits,
  fieldsHtml,
  labelledHtml,
  optionsHtml,
  postedValues,
  type Posted,
} from '../../../../server/platform/forms/form-html';
import { apiPaths, bookingPaths } from '../../../config/paths';
import { formatLongDate, formatShortDay } from '../../../platform/calendar/format';
import { describeSlot } from '../format';
import type { Slot, SlotDay } from '../slots';
import { escapeHtml, fillPage, plainPage } from '../../../../server/platform/forms/pages';
import { directorText, formatName, topicName } from './calendar';
import { manageCopy } from './manage-copy';
import { bookPath, managePath, type BookingRecord, type VisitorView } from './record';
import { describeInTheirTime, describeLondonInstant } from './their-time';

/** The booking in words, as the confirmation shows it: "Tuesday 1 December 2026, 10:00 to 10:30 (London time), video call". */
export const bookingInWords = (booking: Pick<BookingRecord, 'slot'> & { details: { format: string } }) =>
  `${describeSlot(booking.slot)}, ${formatName(booking.details.format).toLowerCase()}`;

const link = (href: string, text: string, extra = '') =>
  `<a href="${escapeHtml(href)}"${extra}>${escapeHtml(text)}</a>`;

/** How the consultation happens, as HTML: a video call's meeting room as a link. */
function whereHtml(view: VisitorView): string {
  const room = view.format === 'video' ? view.director?.meetingLink : null;
  if (room) return `${escapeHtml(formatName(view.format))}: ${link(room, room)}`;
  return escapeHtml(formatName(view.format));
}

/**
 * What the visitor may see of a booking: the time in London (and theirs where it differs), the
 * director, the topic and the format. Never their name, phone, email or note.
 */
export function bookingSummary(view: VisitorView): string {
  const theirs = describeInTheirTime(view.slot, view.timeZone);
  return [
    `<p data-booked-slot>${escapeHtml(describeSlot(view.slot))}</p>`,
    ...(theirs ? [`<p data-their-time>${escapeHtml(theirs)}</p>`] : []),
    `<p data-director>${escapeHtml(manageCopy.with)}: ${escapeHtml(directorText(view.director))}</p>`,
    `<p>${escapeHtml(bookingFields.topic.label)}: ${escapeHtml(topicName(view.topic))}</p>`,
    `<p>${escapeHtml(bookingFields.format.label)}: ${whereHtml(view)}</p>`,
  ].join('');
}

/**
 * The confirmation for a plain form post: the prerendered page (/book/booked) with the booking the
 * service made written into its `data-booking-confirmation` element: the summary, the "Add to
 * calendar" link and, for the holder of its manage link, that link.
 */
export function renderConfirmation(
  templateFile: string,
  view: VisitorView,
  manageUrl: string | null,
  hold?: { minutes: number; until: string },
): string {
  const body = [
    ...(hold
      ? [
          `<p data-hold><strong>${escapeHtml(bookingCopy.held(hold.minutes))}</strong> ${escapeHtml(`(until ${describeLondonInstant(hold.until)})`)}</p>`,
        ]
      : []),
    // A held time's video room is for the holder of the email, once they confirm: not for whoever posted.
    bookingSummary(hold && view.director ? { ...view, director: { ...view.director, meetingLink: null } } : view),
    // A held time is not in anyone's calendar yet: the invitation comes once it is confirmed.
    ...(hold
      ? []
      : [`<p>${link(bookingPaths.calendar(view.id), bookingCopy.calendarLink, ' download="consultation.ics"')}</p>`]),
    ...(manageUrl ? [`<p data-manage-link>${link(manageUrl, manageCopy.manageLink)}</p>`] : []),
  ].join('');
  return (
    fillPage(templateFile, 'booking-confirmation', body) ??
    plainPage(hold ? 'Consultation held' : 'Consultation booked', `${body}<p>${escapeHtml(bookingCopy.confirmBy)}</p>`)
  );
}

export interface NotBooked {
  message: string;
  problems?: Partial<Record<string, string>>;
  /** Free slots near the one asked for, each offered as a one-press booking with what was typed. */
  nearest?: { slots: Slot[]; details: BookingDetails; timeZone?: string | null };
  /**
   * The form again: what the post sent (its body), filled in, and the days a booking may be made
   * now (the date's limits), so that nothing is typed twice.
   */
  again?: { posted: unknown; days: IsoDate[]; rules: BookingRules };
}

/** What a post sent of the booking: its fields, the date and time (or the slot a button sent), its time zone. */
function postedBooking(posted: unknown): Posted {
  const values = postedValues(posted, {
    ...fieldLimits(bookingFields),
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
 * The booking form again, as /book has it without the app (the topic and format, a date and a
 * London time, who is coming), filled in with what was sent, each refused field marked; the date
 * limited to the days a booking may be made now. The service's problem with the time is shown by
 * the date and marks the time too.
 */
function againHtml(again: NonNullable<NotBooked['again']>, problems: Partial<Record<string, string>>): string {
  const values = postedBooking(again.posted);
  if (Object.keys(values).length === 0) return '';
  const { form } = book;
  const copy = notBookedPage.again;
  const slotProblem = problems[slotField];
  const date = labelledHtml({
    id: 'booking-date',
    label: form.plainDate,
    hint: { id: 'booking-date-hint', text: copy.dateHint },
    ...(slotProblem ? { error: slotProblem } : {}),
    control: (common) =>
      `<input${common}${attributes({
        name: plainSlotFields.date,
        type: 'date',
        required: true,
        value: values[plainSlotFields.date],
        min: again.days[0],
        max: again.days.at(-1),
        class: fieldStyles.input,
      })}>`,
  });
  const time = labelledHtml({
    id: 'booking-time',
    label: form.plainTime,
    control: (common) =>
      `<select${common}${attributes({
        name: plainSlotFields.time,
        required: true,
        'aria-invalid': slotProblem ? 'true' : undefined,
        'aria-describedby': slotProblem ? 'booking-date-error' : undefined,
        class: fieldStyles.select,
      })}>${optionsHtml(
        [
          { value: '', label: 'Please select' },
          ...startTimes(again.rules).map((start) => ({ value: start, label: start })),
        ],
        values[plainSlotFields.time],
      )}</select>`,
  });
  const fields = (group: keyof typeof bookingFieldGroups) =>
    fieldsHtml(bookingFieldGroups[group], { idPrefix: 'booking', values, problems });
  return [
    `<h2 id="booking-again-heading">${escapeHtml(copy.heading)}</h2><p>${escapeHtml(copy.lead)}</p>`,
    `<form method="post" action="${apiPaths.bookings}" aria-labelledby="booking-again-heading">`,
    fields('choice'),
    `<div class="grid gap-6 sm:grid-cols-2">${date}${time.replace('<div>', '<div class="self-end">')}</div>`,
    fields('visitor'),
    values.timeZone ? hidden('timeZone', values.timeZone) : '',
    `<button type="submit" class="${buttonStyles.primary.largeInRow}">${escapeHtml(copy.submit)}</button>`,
    '</form>',
  ].join('');
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** A button that books `slot` with the details the visitor already gave. */
function bookButton(slot: Slot, details: BookingDetails, timeZone?: string | null): string {
  const fields = Object.entries(details).map(([name, value]) => hidden(name, value ?? ''));
  return [
    `<li><form method="post" action="${apiPaths.bookings}">`,
    ...fields,
    ...(timeZone ? [hidden('timeZone', timeZone)] : []),
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
  // With the form again below, each refused field's name links to it (the time's to the date).
  const linked = (field: string, label: string) =>
    reason.again ? `<a href="#booking-${field === slotField ? plainSlotFields.date : field}">${label}</a>` : label;
  const problems = Object.entries(reason.problems ?? {}).map(
    ([field, problem]) =>
      `<li><strong>${linked(field, escapeHtml(field in bookingFields ? bookingFields[field as keyof typeof bookingFields].label : bookingCopy.slotLabel))}</strong>: ${escapeHtml(problem ?? '')}</li>`,
  );
  const offered = reason.nearest;
  const nearest = offered?.slots.length
    ? `<h2>${escapeHtml(bookingCopy.nearestHeading)}</h2><ul data-nearest-slots>${offered.slots.map((slot) => bookButton(slot, offered.details, offered.timeZone)).join('')}</ul>`
    : '';
  const body = `<p>${escapeHtml(reason.message)}</p>${problems.length ? `<ul>${problems.join('')}</ul>` : ''}${nearest}`;
  const again = reason.again ? againHtml(reason.again, reason.problems ?? {}) : '';
  return (
    fillPage(templateFile, 'booking-reason', body, again ? { 'booking-again': again } : {}) ??
    plainPage('Not booked', body + again)
  );
}

/** What a manage link's page shows. */
export type ManagePage =
  | { kind: 'unknown' | 'ended' }
  | { kind: 'cancelled' | 'lapsed'; view: VisitorView }
  | { kind: 'held'; view: VisitorView; token: string; holdExpiresAt: string; notice?: string }
  | { kind: 'booked'; view: VisitorView; token: string; notice?: string }
  | { kind: 'reschedule'; view: VisitorView; token: string; days: SlotDay[]; message?: string };

const bookAgain = () => `<p>${link(bookPath, manageCopy.bookAgain)}</p>`;

function manageBody(page: ManagePage): { title: string; body: string } {
  switch (page.kind) {
    case 'unknown':
      return { title: manageCopy.unknownTitle, body: `<p>${escapeHtml(manageCopy.unknown)}</p>${bookAgain()}` };
    case 'ended':
      return { title: manageCopy.endedTitle, body: `<p>${escapeHtml(manageCopy.ended)}</p>${bookAgain()}` };
    case 'cancelled':
      return {
        title: manageCopy.cancelledTitle,
        body: `<p data-manage-state="cancelled">${escapeHtml(manageCopy.cancelled)}</p>${bookingSummary(page.view)}${bookAgain()}`,
      };
    case 'lapsed':
      return {
        title: manageCopy.lapsedTitle,
        body: `<p data-manage-state="lapsed">${escapeHtml(manageCopy.lapsed)}</p>${bookingSummary(page.view)}${bookAgain()}`,
      };
    case 'held': {
      const path = managePath(page.token);
      return {
        title: manageCopy.heldTitle,
        body: [
          ...(page.notice ? [`<p data-manage-notice>${escapeHtml(page.notice)}</p>`] : []),
          `<p data-manage-state="held">${escapeHtml(manageCopy.held(describeLondonInstant(page.holdExpiresAt)))}</p>`,
          bookingSummary(page.view),
          '<div data-manage-actions>',
          `<form method="post" action="${escapeHtml(`${path}/confirm`)}"><button type="submit">${escapeHtml(manageCopy.confirm)}</button></form>`,
          `<form method="post" action="${escapeHtml(`${path}/cancel`)}"><button type="submit" data-quiet>${escapeHtml(manageCopy.cancel)}</button></form>`,
          '</div>',
        ].join(''),
      };
    }
    case 'booked': {
      const path = managePath(page.token);
      return {
        title: manageCopy.bookedTitle,
        body: [
          ...(page.notice ? [`<p data-manage-notice>${escapeHtml(page.notice)}</p>`] : []),
          `<div data-manage-state="booked">${bookingSummary(page.view)}</div>`,
          `<p>${link(bookingPaths.calendar(page.view.id), bookingCopy.calendarLink, ' download="consultation.ics"')}</p>`,
          '<div data-manage-actions>',
          `<form method="post" action="${escapeHtml(`${path}/cancel`)}"><button type="submit" data-quiet>${escapeHtml(manageCopy.cancel)}</button></form>`,
          `<form method="get" action="${escapeHtml(`${path}/reschedule`)}"><button type="submit">${escapeHtml(manageCopy.reschedule)}</button></form>`,
          '</div>',
        ].join(''),
      };
    }
    case 'reschedule': {
      const path = managePath(page.token);
      const days = page.days.filter((day) => day.slots.some((slot) => slot.free && slot.id !== page.view.slot.id));
      const choices = days
        .map(
          (day) =>
            `<fieldset><legend>${escapeHtml(formatLongDate(day.date))}</legend>${day.slots
              .filter((slot) => slot.free && slot.id !== page.view.slot.id)
              .map(
                (slot) =>
                  `<label><input type="radio" name="${slotField}" value="${escapeHtml(slot.id)}" required> <span aria-hidden="true">${escapeHtml(formatShortDay(day.date))}</span> ${escapeHtml(slot.start)}</label>`,
              )
              .join(' ')}</fieldset>`,
        )
        .join('');
      return {
        title: manageCopy.rescheduleTitle,
        body: [
          ...(page.message ? [`<p data-manage-notice>${escapeHtml(page.message)}</p>`] : []),
          `<p>${escapeHtml(manageCopy.now)}</p>`,
          bookingSummary(page.view),
          days.length
            ? `<form method="post" action="${escapeHtml(`${path}/reschedule`)}" data-reschedule><p>${escapeHtml(manageCopy.chooseTime)}</p>${choices}<button type="submit">${escapeHtml(manageCopy.move)}</button></form>`
            : `<p>${escapeHtml(manageCopy.noneFree)}</p>`,
          `<p>${link(path, manageCopy.keep)}</p>`,
        ].join(''),
      };
    }
  }
}

/**
 * A manage link's page: the prerendered page (/book/manage) with the booking, or why it cannot be
 * changed, written into its `data-booking-manage` element. Only its buttons act (POST): opening
 * the link (a mail scanner does) changes nothing.
 */
export function renderManage(templateFile: string, page: ManagePage): string {
  const { title, body } = manageBody(page);
  return fillPage(templateFile, 'booking-manage', `<h2>${escapeHtml(title)}</h2>${body}`) ?? plainPage(title, body);
}
