import { bookingRules } from './rules';
import { plainSlotFields } from './fields';
import { startTimes } from './times';
import type { BookingRules } from './slots';
import book from './content/pages/book';
import { fieldStyles } from '../../styles/class-names';
import { choiceInvalid } from '../../platform/forms/choice-validity';

export interface PlainSlotChoiceProps {
  /** The date and time it starts with: on the "not booked" page, what was sent. */
  values?: { date?: string | undefined; time?: string | undefined };
  /** The first and last day a booking may be made now, where the service knows them. */
  window?: { first?: string | undefined; last?: string | undefined };
  /** The rules whose start times it offers (the service's own, on its answer pages). */
  rules?: BookingRules;
  /** The service's problem with the time: shown by the date, and marks the time too. */
  error?: string | undefined;
}

/**
 * The slot choice before the app runs (or when the free times could not be loaded): a date and a
 * London time, which the service checks; a time that is taken or not offered is answered with
 * the nearest free ones, and with this choice again, filled in with what was sent.
 */
export function PlainSlotChoice({ values = {}, window = {}, rules = bookingRules, error }: PlainSlotChoiceProps) {
  const { form } = book;
  const errorId = 'booking-date-error';
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <label htmlFor="booking-date" className="text-sm font-semibold text-ink-900">
          {form.plainDate}
        </label>
        <p id="booking-date-hint" className="text-sm text-slate-600">
          {form.plainDateHint}
        </p>
        {error && (
          <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
        <input
          id="booking-date"
          name={plainSlotFields.date}
          type="date"
          required
          defaultValue={values.date}
          min={window.first}
          max={window.last}
          aria-describedby={error ? `booking-date-hint ${errorId}` : 'booking-date-hint'}
          aria-invalid={error ? true : undefined}
          className={fieldStyles.input}
        />
      </div>
      <div className="self-end">
        <label htmlFor="booking-time" className="text-sm font-semibold text-ink-900">
          {form.plainTime}
        </label>
        <select
          id="booking-time"
          name={plainSlotFields.time}
          required
          defaultValue={values.time ?? ''}
          aria-describedby={error ? errorId : undefined}
          {...choiceInvalid(error)}
          className={fieldStyles.select}
        >
          <option value="">Please select</option>
          {startTimes(rules).map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
