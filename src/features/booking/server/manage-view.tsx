import { bookingPaths } from '../../../config/paths';
import { formatDayAndMonth } from '../../../platform/calendar/format';
import { ManageContent, type ManageState } from '../manage-content';
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

/**
 * The state the page says it is in (WCAG 2.4.2, 2.4.6): its title and heading, and its first words
 * under the heading.
 */
export function manageState(page: ManagePage): ManageState {
  const state = (title: string, lead: string): ManageState => ({ kind: page.kind, title, lead });
  switch (page.kind) {
    case 'unknown':
      return state(manageCopy.unknownTitle, manageCopy.unknown);
    case 'ended':
      return state(manageCopy.endedTitle, manageCopy.ended);
    case 'cancelled':
      return state(manageCopy.cancelledTitle, manageCopy.cancelled);
    case 'lapsed':
      return state(manageCopy.lapsedTitle, manageCopy.lapsed);
    case 'held':
      return state(manageCopy.heldTitle, manageCopy.held(describeLondonInstant(page.holdExpiresAt)));
    case 'booked':
      return state(manageCopy.bookedTitle, manageCopy.booked);
    case 'reschedule':
      return state(manageCopy.rescheduleTitle, manageCopy.rescheduleLead);
  }
}

const BookAgain = () => (
  <p>
    <a href={bookPath}>{manageCopy.bookAgain}</a>
  </p>
);

/** What the visitor's last action did (or why it was refused): first in the box. */
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

/**
 * The free times to move the booking to (not its own), grouped by day: each day a disclosure
 * (the first open) whose times are named in full ("Monday 30 November, 09:30", the day for those
 * who hear a time on its own) and followed by the button, so that it is never past every time.
 * Not `required`: a time in a closed day cannot take the browser's focus, and the service asks for
 * a time when none was chosen.
 */
function RescheduleForm({ page }: { page: Extract<ManagePage, { kind: 'reschedule' }> }) {
  const days = page.days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.free && slot.id !== page.view.slot.id) }))
    .filter((day) => day.slots.length > 0);
  if (days.length === 0) return <p>{manageCopy.noneFree}</p>;
  return (
    <form method="post" action={`${managePath(page.token)}/reschedule`} data-reschedule="" className="mt-6">
      <p className="font-semibold">{manageCopy.chooseTime}</p>
      <div className="mt-3 divide-y divide-slate-300 rounded-xl border border-slate-300 bg-white">
        {days.map((day, index) => {
          const name = formatDayAndMonth(day.date);
          return (
            <details key={day.date} open={index === 0} className="group px-4" data-reschedule-day={day.date}>
              <summary className="min-h-11 cursor-pointer py-2.5 font-semibold">
                {manageCopy.dayTimes(name, day.slots.length)}
              </summary>
              <fieldset className="pb-4">
                <legend className="sr-only">{name}</legend>
                <div className="flex flex-wrap gap-2">
                  {day.slots.map((slot) => (
                    <label
                      key={slot.id}
                      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-500 bg-white px-3 has-checked:border-2 has-checked:border-teal-700 has-checked:bg-teal-50"
                    >
                      <input type="radio" name={slotField} value={slot.id} className="size-5 accent-teal-700" />
                      {/* Named in full, the visible time last (WCAG 2.5.3: the name holds what is seen). */}
                      <span className="sr-only">{`${name}, `}</span>
                      {slot.start}
                    </label>
                  ))}
                </div>
                <button type="submit">{manageCopy.move}</button>
              </fieldset>
            </details>
          );
        })}
      </div>
    </form>
  );
}

/** What the box shows and offers in each state, under the heading and first words that say it. */
function ManageBody({ page }: { page: ManagePage }) {
  switch (page.kind) {
    case 'unknown':
    case 'ended':
      return <BookAgain />;
    case 'cancelled':
    case 'lapsed':
      return (
        <>
          <BookingSummary view={page.view} />
          <BookAgain />
        </>
      );
    case 'held': {
      const path = managePath(page.token);
      return (
        <>
          <Notice text={page.notice} />
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
          <BookingSummary view={page.view} />
          <p>
            <a href={bookingPaths.calendar(page.view.id, page.token)} download="consultation.ics">
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
          <p className="mt-4">
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
    <ManageContent state={manageState(page)}>
      <ManageBody page={page} />
    </ManageContent>
  );
}
