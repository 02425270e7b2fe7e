import { startTransition, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../platform/components/link';
import { apiPaths, href } from '../../config/paths';
import { buttonStyles } from '../../styles/class-names';
import { ErrorSummary } from '../../platform/forms/error-summary';
import { Honeypot } from '../../platform/forms/honeypot';
import { FormFieldList } from '../../platform/forms/form-field-controls';
import { bookingCopy, bookingFieldGroups, bookingFields, slotField, type BookingDetails } from './fields';
import { enquiryForm, honeypotField } from '../../content/enquiry';
import book from '../../content/pages/book';
import { fieldNames } from '../../platform/forms/form-fields';
import { gridForTopic, type SlotDay } from './slots';
import { useAppStarted } from '../../platform/hooks/use-app-started';
import { useFieldErrors } from '../../platform/forms/use-field-errors';
import { fetchSlots, submitBooking } from './booking-api';
import { BookingOutcome, type BookingOutcomeState } from './booking-outcome';
import { PlainSlotChoice } from './plain-slot-choice';
import { SlotGrid } from './slot-grid';

type Grid = { kind: 'loading' } | { kind: 'ready'; days: SlotDay[] } | { kind: 'failed' };

const firstFreeDay = (days: SlotDay[]) => days.find((day) => day.slots.some((slot) => slot.free))?.date;

/**
 * The booking form. A real HTML form that posts to the booking service, so it books before the
 * app has started and with JavaScript off (a date and a time, checked by the service, which
 * answers with the confirmation or the "not booked" page). Once the app runs, the free times come
 * from the service as a grid, and the booking is sent without leaving the page: booked, the
 * outcome says when in words and offers the calendar file; a time someone else took meanwhile is
 * refused with a clear message and the grid is refreshed.
 */
export function BookingForm() {
  const [grid, setGrid] = useState<Grid>({ kind: 'loading' });
  const [day, setDay] = useState<string>();
  const [slot, setSlot] = useState<string>();
  /** The topic chosen: the grid shows the times a director who takes it is free. */
  const [topic, setTopic] = useState<string>();
  const [slotError, setSlotError] = useState<string>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  /** The booking's id, the same on a retry after a failure (a lost answer is then not a second booking). */
  const bookingId = useRef<string | undefined>(undefined);
  const fieldErrors = useFieldErrors(bookingFields);
  const [outcome, setOutcome] = useState<BookingOutcomeState>({ kind: 'none' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { form } = book;

  /**
   * Fetches the grid; keeps the day shown if it still has a free time, else the first day that has.
   * The grid replaces the plain choice as a transition: the form renders it in slices that leave
   * the browser free to answer the visitor, not in one long task.
   */
  const load = useCallback(
    (keepDay?: string) =>
      fetchSlots().then(
        (days) =>
          startTransition(() => {
            setGrid({ kind: 'ready', days });
            const still = days.find((candidate) => candidate.date === keepDay && candidate.slots.some((s) => s.free));
            setDay(still ? keepDay : firstFreeDay(days));
          }),
        () => setGrid({ kind: 'failed' }),
      ),
    [],
  );

  // Effects run only in the browser, once the form has hydrated: the times load as the app starts.
  useEffect(() => {
    void load();
  }, [load]);

  function onEdit(event: FormEvent<HTMLFormElement>) {
    if (!inFlight.current) setOutcome({ kind: 'none' });
    const target = event.target as HTMLSelectElement;
    if (target.name === 'topic') {
      const chosen = target.value || undefined;
      setTopic(chosen);
      // A time no director of the new topic is free for is no longer chosen.
      if (grid.kind === 'ready' && slot) {
        const shown = gridForTopic(grid.days, chosen).flatMap((candidate) => candidate.slots);
        if (!shown.some((candidate) => candidate.id === slot && candidate.free)) setSlot(undefined);
      }
    }
    fieldErrors.onEdit(event);
  }

  function onInvalid(event: FormEvent<HTMLFormElement>) {
    if ((event.target as HTMLInputElement).name === slotField) setSlotError(bookingCopy.slotMissing);
    fieldErrors.onInvalid(event);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Without the grid (the times could not be loaded), the plain form posts as it would without the app.
    if (grid.kind !== 'ready') return;
    event.preventDefault();
    if (inFlight.current || !slot) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    if (data.get(honeypotField)) return;
    const details = Object.fromEntries(
      fieldNames(bookingFields).map((name) => [name, String(data.get(name) ?? '')]),
    ) as BookingDetails;
    inFlight.current = true;
    fieldErrors.clear();
    setSlotError(undefined);
    outcomeRef.current?.focus();
    setOutcome({ kind: 'sending' });
    setSending(true);
    try {
      bookingId.current ??= globalThis.crypto?.randomUUID?.();
      const result = await submitBooking(details, slot, bookingId.current);
      if (result.kind === 'booked') {
        bookingId.current = undefined;
        setOutcome({ kind: 'booked', booking: result.booking });
        formElement.reset();
        setSlot(undefined);
        setTopic(undefined);
        void load(day);
      } else if (result.kind === 'taken') {
        setOutcome({ kind: 'notBooked', message: bookingCopy.taken });
        setSlot(undefined);
        void load(day);
      } else if (result.kind === 'refused') {
        if (result.fields?.[slotField]) setSlotError(result.fields[slotField]);
        setOutcome({
          kind: 'notBooked',
          message: [result.message, ...Object.values(result.fields ?? {})].join(' '),
        });
      } else {
        setOutcome({ kind: 'notBooked', message: form.failed });
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      action={apiPaths.bookings}
      onSubmit={onSubmit}
      onInvalidCapture={onInvalid}
      onInput={onEdit}
      aria-labelledby="booking-heading"
      className="relative space-y-6"
    >
      <ErrorSummary
        fields={bookingFields}
        errors={fieldErrors.errors}
        idPrefix="booking"
        heading={enquiryForm.errorSummaryHeading}
      />
      <FormFieldList
        fields={bookingFieldGroups.choice}
        idPrefix="booking"
        optionalHint={enquiryForm.optional}
        errors={fieldErrors.errors}
      />
      {grid.kind === 'ready' ? (
        <SlotGrid
          days={gridForTopic(grid.days, topic)}
          day={day}
          slot={slot}
          onDay={(date) => {
            setDay(date);
            setSlot(undefined);
          }}
          onSlot={(id) => {
            setSlot(id);
            setSlotError(undefined);
          }}
          {...(slotError ? { error: slotError } : {})}
        />
      ) : (
        <div>
          <PlainSlotChoice />
          <GridStatus failed={grid.kind === 'failed'} />
        </div>
      )}
      <FormFieldList
        fields={bookingFieldGroups.visitor}
        idPrefix="booking"
        optionalHint={enquiryForm.optional}
        errors={fieldErrors.errors}
      />
      <Honeypot id="booking-website" name={honeypotField} label={enquiryForm.honeypotLabel} />

      <div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <button type="submit" disabled={sending} data-avoid-chat className={buttonStyles.primary.largeInRow}>
            {sending ? form.submitting : form.submit}
          </button>
          <p className="text-sm leading-6 text-slate-600">
            {bookingCopy.confirmBy} Our{' '}
            <Link to={href('privacyPolicy')} className="font-semibold text-teal-800 underline">
              {enquiryForm.note.link}
            </Link>
            {enquiryForm.note.after}
          </p>
        </div>
        <BookingOutcome ref={outcomeRef} outcome={outcome} />
      </div>
    </form>
  );
}

/**
 * Whether the free times are loading or could not be loaded; nothing before the app starts. Its
 * own component: the switch to "started" after hydration re-renders this line, not the whole form.
 */
function GridStatus({ failed }: { failed: boolean }) {
  const started = useAppStarted();
  const { form } = book;
  return started ? (
    <p role="status" className="mt-3 text-sm text-slate-700">
      {failed ? form.loadFailed : form.loading}
    </p>
  ) : null;
}
