import { useId } from 'react';
import type { SlotDay } from './slots';
import { formatLongDate, formatShortDay } from '../../platform/calendar/format';
import { slotField } from './fields';
import book from './content/pages/book';
import { choiceInvalid } from '../../platform/forms/choice-validity';
import { useAfterFirstFrame } from '../../platform/hooks/use-after-first-frame';

/*
 * A choice (.slot-choice) and its radio drawn as nothing over the whole of it (.slot-radio), so the
 * choice is what is seen, pressed and focused; a time's place before it is drawn (.slot-place).
 * Their styles are in src/styles/main.css, where they cost the page's first load nothing.
 */
const choice = 'slot-choice';
const radio = 'slot-radio';
const place = 'slot-place';

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
 * How many times are free on the chosen day is announced. As the grid first appears, the times
 * are drawn a frame after the days (see below).
 */
export function SlotGrid({ days, day, slot, onDay, onSlot, error, controlId, sayFree = true }: SlotGridProps) {
  const id = useId();
  const { form } = book;
  const chosen = days.find((candidate) => candidate.date === day);
  const free = chosen?.slots.filter((candidate) => candidate.free).length ?? 0;
  const linked = chosen?.slots.find((candidate) => candidate.id === slot) ?? chosen?.slots.find((s) => s.free);
  // Drawing the whole grid in one frame as it first appears was one task of 52-73 ms on a CPU 12
  // times slower (docs/performance.md): the times come a frame after the days. Until then each
  // holds its place with an empty box as tall as a choice, so nothing below moves as they come. A
  // time already chosen (in the plain choice, where focus may be) is drawn at once.
  const timesDrawn = useAfterFirstFrame() || slot !== undefined;
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
            {chosen.slots.map((candidate) =>
              timesDrawn ? (
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
              ) : (
                <span key={candidate.id} className={place} />
              ),
            )}
          </div>
        </fieldset>
      )}
      <p role="status" className="text-sm text-slate-700">
        {chosen && sayFree ? (free ? form.freeCount(free, formatLongDate(chosen.date)) : form.noneFree) : ''}
      </p>
    </div>
  );
}
