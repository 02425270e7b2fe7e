import { bookingRules } from './rules';
import { plainSlotFields } from './fields';
import { startTimes } from './times';
import book from '../../content/pages/book';
import { fieldStyles } from '../../styles/class-names';

/**
 * The slot choice before the app runs (or when the free times could not be loaded): a date and a
 * London time, which the service checks; a time that is taken or not offered is answered with
 * the nearest free ones.
 */
export function PlainSlotChoice() {
  const { form } = book;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <label htmlFor="booking-date" className="text-sm font-semibold text-ink-900">
          {form.plainDate}
        </label>
        <p id="booking-date-hint" className="text-sm text-slate-600">
          {form.plainDateHint}
        </p>
        <input
          id="booking-date"
          name={plainSlotFields.date}
          type="date"
          required
          aria-describedby="booking-date-hint"
          className={fieldStyles.input}
        />
      </div>
      <div className="self-end">
        <label htmlFor="booking-time" className="text-sm font-semibold text-ink-900">
          {form.plainTime}
        </label>
        <select id="booking-time" name={plainSlotFields.time} required defaultValue="" className={fieldStyles.select}>
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
