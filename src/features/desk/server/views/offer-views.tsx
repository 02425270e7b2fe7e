import type { DiaryEntry, OfferableDay } from '../../../../../server/platform/firm';
import { formatDayAndMonth } from '../../../../platform/calendar/format';
import type { IsoDate } from '../../../../platform/calendar/dates';
import { buttonStyles, fieldStyles } from '../../../../styles/class-names';
import { offersCopy as copy } from '../../content/offers';
import { deskPaths } from '../paths';
import { offerFields } from '../form-fields';
import { offerPaths } from '../offer-paths';
import { DiaryCard } from './diary-view';
import { Lines } from './details';

const card = 'mt-8 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10';

/** A time as the offer names it: "Tuesday 1 December, 10:00 to 10:30". */
export const offeredTime = (time: { id: string; start: string; end: string }) =>
  `${formatDayAndMonth(time.id.slice(0, 10) as IsoDate)}, ${time.start} to ${time.end}`;

/** A time's checkbox id: `offer-time-2026-12-02T1000` (an id a selector reads without escaping). */
export const offerTimeId = (slotId: string) => `offer-time-${slotId.replace(':', '')}`;

/** What the first step was sent with (to show again beside what is wrong), and what is wrong. */
export interface OfferFormValues {
  times: readonly string[];
  note: string;
  problems?: { times?: string; note?: string };
}

/** One day of the director's free times: a disclosure, a checkbox a time. */
function OfferDay({ day, open, chosen }: { day: OfferableDay; open: boolean; chosen: readonly string[] }) {
  return (
    <details open={open} className="px-4" data-offer-day={day.date}>
      <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-ink-900">
        {copy.day(formatDayAndMonth(day.date as IsoDate), day.times.length)}
      </summary>
      <ul className="flex flex-wrap gap-2 pb-4">
        {day.times.map((time) => (
          <li key={time.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 has-checked:border-2 has-checked:border-teal-700 has-checked:bg-teal-50">
              <input
                id={offerTimeId(time.id)}
                type="checkbox"
                name={offerFields.time}
                value={time.id}
                defaultChecked={chosen.includes(time.id)}
                className="size-5 accent-teal-700"
              />
              <span>
                {time.start}
                <span className="sr-only"> {formatDayAndMonth(day.date as IsoDate)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The times to choose, by day, with the hint and what is wrong with the choice. */
function OfferTimes({
  entry,
  days,
  values,
  maxTimes,
}: {
  entry: DiaryEntry;
  days: readonly OfferableDay[];
  values: OfferFormValues;
  maxTimes: number;
}) {
  const problem = values.problems?.times;
  // The first day, the consultation's own and any with a time chosen are open; the rest one press away.
  const isOpen = (day: OfferableDay, index: number) =>
    index === 0 || day.date === entry.date || values.times.some((time) => time.startsWith(day.date));
  return (
    <fieldset aria-describedby={problem ? 'offer-times-hint offer-times-problem' : 'offer-times-hint'}>
      <legend className="font-semibold text-ink-900">{copy.times}</legend>
      <p id="offer-times-hint" className="mt-1 text-sm text-slate-600">
        {copy.timesHint(maxTimes)}
      </p>
      {problem && (
        <p id="offer-times-problem" className="mt-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {days.map((day, index) => (
          <OfferDay key={day.date} day={day} open={isOpen(day, index)} chosen={values.times} />
        ))}
      </div>
    </fieldset>
  );
}

/** The firm's note to the visitor, with its hint and what is wrong with it. */
function OfferNote({ note, problem, maxLength }: { note: string; problem?: string; maxLength: number }) {
  return (
    <>
      <label htmlFor="offer-note" className="mt-8 block font-semibold text-ink-900">
        {copy.note}
      </label>
      <p id="offer-note-hint" className="mt-1 text-sm text-slate-600">
        {copy.noteHint}
      </p>
      {problem && (
        <p id="offer-note-problem" className="mt-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <textarea
        id="offer-note"
        name={offerFields.note}
        rows={3}
        maxLength={maxLength}
        defaultValue={note}
        aria-describedby={problem ? 'offer-note-hint offer-note-problem' : 'offer-note-hint'}
        {...(problem ? { 'aria-invalid': true } : {})}
        className={fieldStyles.textarea}
      />
    </>
  );
}

/** The first step: the consultation, its director's free times by day (each day a disclosure, a checkbox a time), and the note. */
export function OfferForm({
  entry,
  days,
  csrf,
  values,
  maxTimes,
  maxLength,
}: {
  entry: DiaryEntry;
  days: readonly OfferableDay[];
  csrf: string;
  values: OfferFormValues;
  maxTimes: number;
  maxLength: number;
}) {
  return (
    <>
      <div className="max-w-3xl">
        <DiaryCard entry={entry} canCancel={false} />
      </div>
      {days.length === 0 ? (
        <p className="mt-8">{copy.none}</p>
      ) : (
        <form method="post" action={offerPaths.offer(entry.id)} className={card} noValidate>
          <input type="hidden" name={offerFields.csrf} value={csrf} />
          <OfferTimes entry={entry} days={days} values={values} maxTimes={maxTimes} />
          <OfferNote note={values.note} problem={values.problems?.note} maxLength={maxLength} />
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonStyles.primary.large}>
              {copy.next}
            </button>
            <a href={deskPaths.diary} className="font-semibold text-teal-800 underline">
              {copy.back}
            </a>
          </div>
        </form>
      )}
    </>
  );
}

/** The second step: what the visitor will get (the times, the note), and the button that sends it. */
export function OfferConfirm({
  entry,
  times,
  note,
  csrf,
}: {
  entry: DiaryEntry;
  times: readonly { id: string; start: string; end: string }[];
  note: string;
  csrf: string;
}) {
  return (
    <>
      <div className="max-w-3xl">
        <DiaryCard entry={entry} canCancel={false} />
      </div>
      <div className={card}>
        <p className="leading-7 text-slate-700">{copy.willGet}</p>
        <ul data-offered-times="" className="mt-3 list-disc space-y-1 pl-6 font-semibold text-ink-900">
          {times.map((time) => (
            <li key={time.id}>{offeredTime(time)}</li>
          ))}
        </ul>
        <h2 className="mt-6 text-lg font-semibold text-ink-900">{copy.yourNote}</h2>
        <p className="mt-2 text-slate-700">{note ? <Lines text={note} /> : copy.noNote}</p>
        <p className="mt-6 leading-7 text-slate-700">{copy.keeps}</p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <form method="post" action={offerPaths.send(entry.id)}>
            <input type="hidden" name={offerFields.csrf} value={csrf} />
            {times.map((time) => (
              <input key={time.id} type="hidden" name={offerFields.time} value={time.id} />
            ))}
            <input type="hidden" name={offerFields.note} value={note} />
            <button type="submit" className={buttonStyles.primary.large}>
              {copy.send}
            </button>
          </form>
          <form method="post" action={offerPaths.offer(entry.id)}>
            <input type="hidden" name={offerFields.csrf} value={csrf} />
            <input type="hidden" name={offerFields.edit} value="yes" />
            {times.map((time) => (
              <input key={time.id} type="hidden" name={offerFields.time} value={time.id} />
            ))}
            <input type="hidden" name={offerFields.note} value={note} />
            <button type="submit" className={buttonStyles.secondary.regular}>
              {copy.change}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
