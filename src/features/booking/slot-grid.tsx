import { useId } from 'react';
import type { SlotDay } from './slots';
import { formatLongDate, formatShortDay } from '../../platform/calendar/format';
import { slotField } from './fields';
import book from '../../content/pages/book';

const choice =
  'relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-500 bg-white px-2 py-2 text-center text-sm font-semibold text-ink-900 has-checked:border-teal-800 has-checked:bg-teal-800 has-checked:text-white has-disabled:cursor-not-allowed has-disabled:border-slate-300 has-disabled:bg-slate-100 has-disabled:font-normal has-disabled:text-slate-500 has-disabled:line-through';

/** The radio itself: drawn as nothing over the whole choice, so the choice is what is seen, pressed and focused. */
const radio =
  'absolute inset-0 z-10 cursor-pointer appearance-none rounded-xl bg-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed';

interface SlotGridProps {
  days: SlotDay[];
  day: string | undefined;
  slot: string | undefined;
  onDay: (date: string) => void;
  onSlot: (id: string) => void;
  error?: string;
}

/**
 * The slot grid: a radio group of days, then a radio group of that day's times, all London times
 * whatever the visitor's clock (the service says which are free). Native radios, so the arrow
 * keys move within a group and a screen reader says "2 of 17"; a taken time is there but disabled.
 * How many times are free on the chosen day is announced.
 */
export function SlotGrid({ days, day, slot, onDay, onSlot, error }: SlotGridProps) {
  const id = useId();
  const { form } = book;
  const chosen = days.find((candidate) => candidate.date === day);
  const free = chosen?.slots.filter((candidate) => candidate.free).length ?? 0;
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{form.daysLegend}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {days.map((candidate) => {
            const none = candidate.slots.every((s) => !s.free);
            return (
              <label key={candidate.date} className={choice}>
                <input
                  type="radio"
                  name="day"
                  value={candidate.date}
                  checked={candidate.date === day}
                  disabled={none}
                  onChange={() => onDay(candidate.date)}
                  aria-label={formatLongDate(candidate.date)}
                  className={radio}
                />
                <span aria-hidden="true">{formatShortDay(candidate.date)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {chosen && (
        <fieldset aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="text-sm font-semibold text-ink-900">
            {form.timesLegend(formatLongDate(chosen.date))}
          </legend>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
              {error}
            </p>
          )}
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {chosen.slots.map((candidate) => (
              <label key={candidate.id} className={choice}>
                <input
                  type="radio"
                  name={slotField}
                  value={candidate.id}
                  required
                  checked={candidate.id === slot}
                  disabled={!candidate.free}
                  onChange={() => onSlot(candidate.id)}
                  className={radio}
                />
                {candidate.start}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p role="status" className="text-sm text-slate-700">
        {chosen ? (free ? form.freeCount(free, formatLongDate(chosen.date)) : form.noneFree) : ''}
      </p>
    </div>
  );
}
