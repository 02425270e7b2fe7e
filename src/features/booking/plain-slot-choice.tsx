import { bookingRules } from './rules';
import { plainSlotFields } from './fields';
import { startTimes } from './times';
import book from '../../content/pages/book';
import { fieldStyles } from '../../styles/class-names';
import type { FieldErrors } from '../../platform/forms/use-field-errors';

/** A control's description: its hint, then its error once a submit was refused. */
const describedBy = (ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * The slot choice before the app runs (or when the free times could not be loaded): a date and a
 * London time, which the service checks; a time that is taken or not offered is answered with
 * the nearest free ones. A refused submit marks them as the form's other fields are marked.
 */
export function PlainSlotChoice({ errors = {} }: { errors?: FieldErrors }) {
  const { form } = book;
  const dateError = errors[plainSlotFields.date];
  const timeError = errors[plainSlotFields.time];
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <label htmlFor="booking-date" className="text-sm font-semibold text-ink-900">
          {form.plainDate}
        </label>
        <p id="booking-date-hint" className="text-sm text-slate-600">
          {form.plainDateHint}
        </p>
        {dateError && (
          <p id="booking-date-error" className="mt-1 text-sm font-semibold text-red-800">
            {dateError}
          </p>
        )}
        <input
          id="booking-date"
          name={plainSlotFields.date}
          type="date"
          required
          aria-describedby={describedBy(['booking-date-hint', dateError && 'booking-date-error'])}
          aria-invalid={dateError ? true : undefined}
          className={fieldStyles.input}
        />
      </div>
      <div className="self-end">
        <label htmlFor="booking-time" className="text-sm font-semibold text-ink-900">
          {form.plainTime}
        </label>
        {timeError && (
          <p id="booking-time-error" className="mt-1 text-sm font-semibold text-red-800">
            {timeError}
          </p>
        )}
        <select
          id="booking-time"
          name={plainSlotFields.time}
          required
          defaultValue=""
          aria-describedby={describedBy([timeError && 'booking-time-error'])}
          aria-invalid={timeError ? true : undefined}
          className={fieldStyles.select}
        >
          <option value="">Please select</option>
          {startTimes(bookingRules).map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
