/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { bookingPaths } from '../../../config/paths';
import { formatDayAndMonth } from '../../../platform/calendar/format';
import { ManageContent, type ManageState } from '../manage-content';
import { bookingCopy, slotField } from '../fields';
import { describeSlot } from '../format';
import type { LapsedOffer as Offer } from './holds';
import type { SlotDay } from '../slots';
import { BookingSummary } from './booking-summary';
import { manageCopy } from './manage-copy';
import { bookPath, managePath, type VisitorView } from './record';
import { describeLondonInstant } from './their-time';

/** What a manage link's page shows; `focus` after an action: its heading, which says the result, takes focus. */
export type ManagePage = (
  | { kind: 'unknown' | 'ended' }
  | { kind: 'cancelled'; view: VisitorView; result?: 'cancelled' | 'cancelledHold' }
  | {
      kind: 'lapsed';
      view: VisitorView;
      heldUntil?: string | null;
      /** When a hold was released before its time ran out (another visitor confirmed the time first). */
      releasedAt?: string;
      token?: string;
      offer?: Offer;
      message?: string;
    }
  | {
      kind: 'held';
      view: VisitorView;
      token: string;
      holdExpiresAt: string;
      /** Minutes another press of "Hold it longer" adds; absent once extended (a hold is extended once). */
      extendMinutes?: number;
      notice?: string;
      result?: 'extended' | 'once' | 'notFree';
      /** Made past the held-at-once count: held only until someone else confirms its time first. */
      shared?: boolean;
    }
  | { kind: 'booked'; view: VisitorView; token: string; notice?: string; result?: 'confirmed' | 'moved' }
  | {
      kind: 'reschedule';
      view: VisitorView;
      token: string;
      days: SlotDay[];
      message?: string;
      /** A lapsed hold whose time was taken: each time books it again, with the details it holds (its Confirm). */
      lapsed?: boolean;
    }
  | { kind: 'cancelAsk'; view: VisitorView; token: string; held: boolean }
) & { focus?: boolean };

/** "Monday 30 November at 10:00": a consultation's start, as a question about it names it (the summary under it gives the year and zone). */
const startInWords = (view: VisitorView) => `${formatDayAndMonth(view.slot.date)} at ${view.slot.start}`;

/** The title and first words of each state, and of each action's result. */
function stateWords(page: ManagePage): [string, string] {
  switch (page.kind) {
    case 'unknown':
      return [manageCopy.unknownTitle, manageCopy.unknown];
    case 'ended':
      return [manageCopy.endedTitle, manageCopy.ended];
    case 'cancelled':
      if (page.result === 'cancelled') return [manageCopy.cancelledNowTitle, manageCopy.cancelledNow];
      if (page.result === 'cancelledHold') return [manageCopy.cancelledNowTitle, manageCopy.cancelledHoldNow];
      return [manageCopy.cancelledTitle, manageCopy.cancelled];
    case 'lapsed': {
      const until = page.heldUntil ? describeLondonInstant(page.heldUntil) : null;
      if (!page.offer || !until) return [manageCopy.lapsedTitle, manageCopy.lapsed];
      if (page.releasedAt) {
        const released = describeLondonInstant(page.releasedAt);
        return page.offer.free
          ? [manageCopy.releasedFreeTitle, manageCopy.releasedFree(until, released)]
          : [manageCopy.releasedTakenTitle, manageCopy.releasedTaken(until, released)];
      }
      return page.offer.free
        ? [manageCopy.lapsedFreeTitle, manageCopy.lapsedFree(until)]
        : [manageCopy.lapsedTakenTitle, manageCopy.lapsedTaken(until)];
    }
    case 'held': {
      const until = describeLondonInstant(page.holdExpiresAt);
      if (page.result === 'extended') return [manageCopy.extendedTitle, manageCopy.extended(until)];
      if (page.result === 'once') return [manageCopy.notExtendedTitle, manageCopy.notExtended(until)];
      if (page.result === 'notFree') return [manageCopy.notFreeTitle, manageCopy.notFree(until)];
      return [manageCopy.heldTitle, page.shared ? manageCopy.heldShared(until) : manageCopy.held(until)];
    }
    case 'booked':
      if (page.result === 'confirmed') return [manageCopy.confirmedTitle, manageCopy.confirmed];
      if (page.result === 'moved') return [manageCopy.movedTitle, manageCopy.moved];
      return [manageCopy.bookedTitle, manageCopy.booked];
    case 'reschedule':
      return page.lapsed
        ? [manageCopy.otherTimeTitle, manageCopy.otherTimeLead]
        : [manageCopy.rescheduleTitle, manageCopy.rescheduleLead];
    case 'cancelAsk':
      return [
        manageCopy.cancelAskTitle(startInWords(page.view)),
        page.held ? manageCopy.cancelAskHeld : manageCopy.cancelAsk,
      ];
  }
}

/**
 * The state the page says it is in (WCAG 2.4.2, 2.4.6), or the result of what was just done: its
 * title and heading, and its first words under the heading.
 */
export function manageState(page: ManagePage): ManageState {
  const [title, lead] = stateWords(page);
  return { kind: page.kind, title, lead, ...(page.focus ? { focus: true } : {}) };
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
  fields = {},
}: {
  action: string;
  label: string;
  quiet?: boolean;
  method?: 'get' | 'post';
  /** What the button sends besides itself (the answer to a question, a time). */
  fields?: Record<string, string>;
}) {
  return (
    <form method={method} action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" {...(quiet ? { 'data-quiet': '' } : {})}>
        {label}
      </button>
    </form>
  );
}

/**
 * Cancelling, apart from the actions that keep the consultation (not the next button after
 * Confirm or Reschedule), and only a question: the button opens "Cancel your consultation on …?"
 * (a GET, which changes nothing), where "Yes, cancel it" does (WCAG 3.3.4).
 */
const CancelSection = ({ token }: { token: string }) => (
  <div data-manage-cancel="" className="mt-6 border-t border-teal-700/30 pt-4">
    <p>{manageCopy.cancelIntro}</p>
    <Action action={`${managePath(token)}/cancel`} label={manageCopy.cancel} method="get" quiet />
  </div>
);

/** A lapsed hold's offer: Confirm while its time is free, else the nearest free times, each booked with what was typed. */
function LapsedOffer({ page }: { page: Extract<ManagePage, { kind: 'lapsed' }> }) {
  const { offer, token } = page;
  if (!offer || !token) return <BookAgain />;
  const path = `${managePath(token)}/confirm`;
  if (offer.free)
    return (
      <div data-manage-actions="">
        <Action action={path} label={manageCopy.confirm} />
      </div>
    );
  return (
    <>
      {offer.nearest.length > 0 ? (
        <>
          <p className="mt-4 pt-2 font-semibold">{manageCopy.nearestFree}</p>
          {/* In the day's order, as a diary reads: the nearest six, whichever side of the time held. */}
          <ul data-nearest-slots="" className="grid gap-2 sm:grid-cols-2">
            {[...offer.nearest]
              .sort((a, b) => a.id.localeCompare(b.id))
              .map((slot) => (
                <li key={slot.id}>
                  <Action
                    action={path}
                    label={manageCopy.bookInstead(describeSlot(slot))}
                    fields={{ [slotField]: slot.id }}
                    quiet
                  />
                </li>
              ))}
          </ul>
        </>
      ) : (
        <p>{manageCopy.noneFree}</p>
      )}
      {/* Every free time, each booking it with the details the hold keeps: nothing typed again, nothing in a URL but the link's own token. */}
      <p className="mt-4">
        <a href={`${managePath(token)}/reschedule`}>{manageCopy.otherTime}</a>
      </p>
    </>
  );
}

/**
 * The free times to move the booking to (not its own), grouped by day: each day a disclosure
 * (the first open) whose times are named in full ("Monday 30 November, 09:30", the day for those
 * who hear a time on its own) and followed by the button, so that it is never past every time.
 * Each day is its own form, so its times are their own radio group: Tab reaches every opened day's
 * times (one group across the days would be one Tab stop, its checked time's, in another day), and
 * Enter in a time sends that day's form. Each posts the same one value (`slot`) to the same place.
 * Not `required`: the service asks for a time when none was chosen. For a lapsed hold each time
 * books it again instead (its Confirm, with the details it keeps).
 */
function RescheduleForm({ page }: { page: Extract<ManagePage, { kind: 'reschedule' }> }) {
  const days = page.days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.free && slot.id !== page.view.slot.id) }))
    .filter((day) => day.slots.length > 0);
  if (days.length === 0) return <p>{manageCopy.noneFree}</p>;
  return (
    <div data-reschedule="" className="mt-6">
      <p className="font-semibold">{manageCopy.chooseTime}</p>
      <div className="mt-3 divide-y divide-slate-300 rounded-xl border border-slate-300 bg-white">
        {days.map((day, index) => {
          const name = formatDayAndMonth(day.date);
          return (
            <details key={day.date} open={index === 0} className="group px-4" data-reschedule-day={day.date}>
              <summary className="min-h-11 cursor-pointer py-2.5 font-semibold">
                {manageCopy.dayTimes(name, day.slots.length)}
              </summary>
              <form method="post" action={`${managePath(page.token)}/${page.lapsed ? 'confirm' : 'reschedule'}`}>
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
                  <button type="submit">{page.lapsed ? manageCopy.bookThis : manageCopy.move}</button>
                </fieldset>
              </form>
            </details>
          );
        })}
      </div>
    </div>
  );
}

/** What the box shows and offers in each state, under the heading and first words that say it. */
function ManageBody({ page }: { page: ManagePage }) {
  switch (page.kind) {
    case 'unknown':
    case 'ended':
      return <BookAgain />;
    case 'cancelled':
      return (
        <>
          <BookingSummary view={page.view} />
          <BookAgain />
        </>
      );
    case 'lapsed':
      return (
        <>
          <Notice text={page.message} />
          <p className="font-semibold">{manageCopy.lapsedHeld}</p>
          <BookingSummary view={page.view} />
          <LapsedOffer page={page} />
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
            {page.extendMinutes ? (
              <Action action={`${path}/extend`} label={manageCopy.extend(page.extendMinutes)} quiet />
            ) : null}
          </div>
          <CancelSection token={page.token} />
        </>
      );
    }
    case 'cancelAsk': {
      const path = managePath(page.token);
      return (
        <>
          <BookingSummary view={page.view} />
          <div data-manage-actions="">
            <Action action={`${path}/cancel`} label={manageCopy.cancelYes} fields={{ confirm: 'yes' }} />
            <a href={path} data-manage-keep="" className="mt-3 inline-flex min-h-11 items-center px-2">
              {manageCopy.cancelNo}
            </a>
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
            <Action action={`${path}/reschedule`} label={manageCopy.reschedule} method="get" />
          </div>
          <CancelSection token={page.token} />
        </>
      );
    }
    case 'reschedule':
      return (
        <>
          <Notice text={page.message} />
          <p>{page.lapsed ? manageCopy.otherTimeHeld : manageCopy.now}</p>
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
