import { bookingPaths } from '../../../config/paths';
import { formatLongDate, formatShortDay } from '../../../platform/calendar/format';
import { ManageContent } from '../manage-content';
import { bookingCopy, slotField } from '../fields';
import type { SlotDay } from '../slots';
import { BookingSummary } from './booking-summary';
import { manageCopy } from './manage-copy';
import { bookPath, managePath, type VisitorView } from './record';
import { describeLondonInstant } from './their-time';

/** What a manage link's page shows. */
export type ManagePage =
  | { kind: 'unknown' | 'ended' }
  | { kind: 'cancelled' | 'lapsed'; view: VisitorView }
  | { kind: 'held'; view: VisitorView; token: string; holdExpiresAt: string; notice?: string }
  | { kind: 'booked'; view: VisitorView; token: string; notice?: string }
  | { kind: 'reschedule'; view: VisitorView; token: string; days: SlotDay[]; message?: string };

/** Each state's name: the heading of what the page shows. */
export const manageTitle = (page: ManagePage): string =>
  ({
    unknown: manageCopy.unknownTitle,
    ended: manageCopy.endedTitle,
    cancelled: manageCopy.cancelledTitle,
    lapsed: manageCopy.lapsedTitle,
    held: manageCopy.heldTitle,
    booked: manageCopy.bookedTitle,
    reschedule: manageCopy.rescheduleTitle,
  })[page.kind];

const BookAgain = () => (
  <p>
    <a href={bookPath}>{manageCopy.bookAgain}</a>
  </p>
);

const Notice = ({ text }: { text: string | undefined }) => (text ? <p data-manage-notice="">{text}</p> : null);

/** A button that acts on the booking: a form of its own that posts (or, to move it, asks for the times). */
function Action({
  action,
  label,
  quiet,
  method = 'post',
}: {
  action: string;
  label: string;
  quiet?: boolean;
  method?: 'get' | 'post';
}) {
  return (
    <form method={method} action={action}>
      <button type="submit" {...(quiet ? { 'data-quiet': '' } : {})}>
        {label}
      </button>
    </form>
  );
}

/** The free times to move the booking to, by day (not its own). */
function RescheduleForm({ page }: { page: Extract<ManagePage, { kind: 'reschedule' }> }) {
  const path = managePath(page.token);
  const days = page.days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.free && slot.id !== page.view.slot.id) }))
    .filter((day) => day.slots.length > 0);
  if (days.length === 0) return <p>{manageCopy.noneFree}</p>;
  return (
    <form method="post" action={`${path}/reschedule`} data-reschedule="">
      <p>{manageCopy.chooseTime}</p>
      {days.map((day) => (
        <fieldset key={day.date}>
          <legend>{formatLongDate(day.date)}</legend>
          {day.slots.map((slot) => (
            <label key={slot.id}>
              <input type="radio" name={slotField} value={slot.id} required />{' '}
              <span aria-hidden="true">{formatShortDay(day.date)}</span> {slot.start}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit">{manageCopy.move}</button>
    </form>
  );
}

/** What the page says and offers in each state. */
function ManageState({ page }: { page: ManagePage }) {
  switch (page.kind) {
    case 'unknown':
    case 'ended':
      return (
        <>
          <p>{page.kind === 'unknown' ? manageCopy.unknown : manageCopy.ended}</p>
          <BookAgain />
        </>
      );
    case 'cancelled':
    case 'lapsed':
      return (
        <>
          <p data-manage-state={page.kind}>{page.kind === 'cancelled' ? manageCopy.cancelled : manageCopy.lapsed}</p>
          <BookingSummary view={page.view} />
          <BookAgain />
        </>
      );
    case 'held': {
      const path = managePath(page.token);
      return (
        <>
          <Notice text={page.notice} />
          <p data-manage-state="held">{manageCopy.held(describeLondonInstant(page.holdExpiresAt))}</p>
          <BookingSummary view={page.view} />
          <div data-manage-actions="">
            <Action action={`${path}/confirm`} label={manageCopy.confirm} />
            <Action action={`${path}/cancel`} label={manageCopy.cancel} quiet />
          </div>
        </>
      );
    }
    case 'booked': {
      const path = managePath(page.token);
      return (
        <>
          <Notice text={page.notice} />
          <div data-manage-state="booked">
            <BookingSummary view={page.view} />
          </div>
          <p>
            <a href={bookingPaths.calendar(page.view.id)} download="consultation.ics">
              {bookingCopy.calendarLink}
            </a>
          </p>
          <div data-manage-actions="">
            <Action action={`${path}/cancel`} label={manageCopy.cancel} quiet />
            <Action action={`${path}/reschedule`} label={manageCopy.reschedule} method="get" />
          </div>
        </>
      );
    }
    case 'reschedule':
      return (
        <>
          <Notice text={page.message} />
          <p>{manageCopy.now}</p>
          <BookingSummary view={page.view} />
          <RescheduleForm page={page} />
          <p>
            <a href={managePath(page.token)}>{manageCopy.keep}</a>
          </p>
        </>
      );
  }
}

/**
 * A manage link's page content: the booking in its state, or why it cannot be changed. Only its
 * buttons act (POST): opening the link (a mail scanner does) changes nothing.
 */
export function ManageView({ page }: { page: ManagePage }) {
  return (
    <ManageContent>
      <h2>{manageTitle(page)}</h2>
      <ManageState page={page} />
    </ManageContent>
  );
}
