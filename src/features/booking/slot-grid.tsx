import { useId } from 'react';
import type { SlotDay } from './slots';
import { formatLongDate, formatShortDay } from '../../platform/calendar/format';
import { slotField } from './fields';
import book from './content/pages/book';
import { choiceInvalid } from '../../platform/forms/choice-validity';

/*
 * A choice (.slot-choice) and its radio drawn as nothing over the whole of it (.slot-radio), so the
 * choice is what is seen, pressed and focused: their styles are in src/styles/main.css, where they
 * cost the page's first load nothing.
 */
const choice = 'slot-choice';
const radio = 'slot-radio';

interface SlotGridProps {
  days: SlotDay[];
  day: string | undefined;
  slot: string | undefined;
  onDay: (date: string) => void;
  onSlot: (id: string) => void;
  error?: string;
  /** The id of the time the error summary's link focuses: the chosen one, else the first free one. */
  controlId?: string;
  /** Whether the status line says how many times are free: not after a booking's outcome, which has just been said. */
  sayFree?: boolean;
}

/**
 * The slot grid: a radio group of days, then a radio group of that day's times, all London times
 * whatever the visitor's clock (the service says which are free). Native radios, so the arrow
 * keys move within a group and a screen reader says "2 of 17"; a taken time is there but disabled.
 * A day's spoken name starts with the words it shows ("Wed 25 Nov"), then says it in full.
 * How many times are free on the chosen day is announced.
 */
export function SlotGrid({ days, day, slot, onDay, onSlot, error, controlId, sayFree = true }: SlotGridProps) {
  const id = useId();
  const { form } = book;
  const chosen = days.find((candidate) => candidate.date === day);
  const free = chosen?.slots.filter((candidate) => candidate.free).length ?? 0;
  const linked = chosen?.slots.find((candidate) => candidate.id === slot) ?? chosen?.slots.find((s) => s.free);
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
                  className={radio}
                />
                {formatShortDay(candidate.date)}
                <span className="sr-only"> ({formatLongDate(candidate.date)})</span>
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
                  {...choiceInvalid(error)}
                  checked={candidate.id === slot}
                  disabled={!candidate.free}
                  onChange={() => onSlot(candidate.id)}
                  id={candidate === linked ? controlId : undefined}
                  className={radio}
                />
                {candidate.start}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p role="status" className="text-sm text-slate-700">
        {chosen && sayFree ? (free ? form.freeCount(free, formatLongDate(chosen.date)) : form.noneFree) : ''}
      </p>
    </div>
  );
}
