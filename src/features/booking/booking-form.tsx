/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { startTransition, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../platform/components/link';
import { apiPaths, href } from '../../config/paths';
import { buttonStyles } from '../../styles/class-names';
import { ErrorSummaryOnDemand } from '../../platform/forms/error-summary-on-demand';
import { Honeypot } from '../../platform/forms/honeypot';
import { bookingCopy, bookingFieldGroups, plainSlotFields, slotField, type BookingDetails } from './fields';
import { honeypotLabel, privacyNote } from '../../content/reply-words';
import { honeypotField, formWords } from '../../content/form-words';
import book from './content/pages/book';
import type { Slot, SlotDay } from './slots';
import { gridForTopic } from './topic-grid';
import { useAppStarted } from '../../platform/hooks/use-app-started';
import { useErrorTitle, useFieldErrors } from '../../platform/forms/use-field-errors';
import { fetchSlots, submitBooking } from './booking-api';
import { BookingOutcome, loadOutcomeBody, type BookingOutcomeState } from './booking-outcome';
import { PlainSlotChoice } from './plain-slot-choice';
import { BookingFields } from './booking-fields';
import { SlotGrid } from './slot-grid';

type Grid = { kind: 'loading' } | { kind: 'ready'; days: SlotDay[] } | { kind: 'failed' };

const firstFreeDay = (days: SlotDay[]) => days.find((day) => day.slots.some((slot) => slot.free))?.date;

/**
 * What each control is told when refused, by name, in the order the form shows them: the topic and
 * format, the grid's time, then who is coming. The error summary lists them in this order. (The
 * plain date and time, there only until the grid arrives, have the browser's own messages.)
 */
const messages = {
  ...bookingFieldGroups.choice,
  [slotField]: { missing: bookingCopy.slotMissing, invalid: bookingCopy.slotInvalid },
  ...bookingFieldGroups.visitor,
};
/** The time the summary's link focuses: the one chosen, else the first free one (slot-grid.tsx). */
const slotControlId = 'booking-slot';
const controlId = (name: string) => (name === slotField ? slotControlId : `booking-${name}`);

/** What the visitor chose before the grid took over: the plain date and time, and the topic. */
function plainChoice(form: HTMLFormElement | null) {
  const value = (name: string) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const focused = document.activeElement;
  return {
    date: value(plainSlotFields.date),
    time: value(plainSlotFields.time),
    topic: value('topic'),
    focused: !!focused && ['booking-date', 'booking-time'].includes(focused.id),
  };
}

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
  const [sending, setSending] = useState(false);
  /** Whether the grid's status line says how many times are free: not once an outcome has been said. */
  const [sayFree, setSayFree] = useState(true);
  const inFlight = useRef(false);
  /** The booking's id, the same on a retry after a failure (a lost answer is then not a second booking). */
  const bookingId = useRef<string | undefined>(undefined);
  const fieldErrors = useFieldErrors(messages);
  const [outcome, setOutcome] = useState<BookingOutcomeState>({ kind: 'none' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** The proof of work a hold needs (the service says with the grid; 0: none): solved as the visitor books. */
  const proofOfWork = useRef(0);
  /** Focus was in the plain date or time as the grid took over: it goes to the grid's choice. */
  const refocus = useRef(false);
  const { form } = book;

  useErrorTitle(outcome.kind === 'notBooked');

  /**
   * Fetches the grid; keeps the day shown (as it is when the grid arrives: the visitor may have
   * chosen another meanwhile) if it still has a free time, else the first day that has. The first
   * time, the grid takes over from the plain date and time: what the visitor chose there (and the
   * topic) is kept, and so is their focus. The grid replaces the plain choice as a transition: the
   * form renders it in slices that leave the browser free to answer the visitor, not in one long task.
   */
  const load = useCallback(
    (refresh?: boolean) =>
      fetchSlots().then(
        ({ days, proofOfWork: difficulty }) => {
          proofOfWork.current = difficulty;
          const plain = refresh ? undefined : plainChoice(formRef.current);
          refocus.current = !!plain?.focused;
          startTransition(() => {
            setGrid({ kind: 'ready', days });
            const shown = plain?.topic ? gridForTopic(days, plain.topic) : days;
            if (plain?.topic) setTopic(plain.topic);
            const freeOn = (date?: string) =>
              shown.find((candidate) => candidate.date === date && candidate.slots.some((s) => s.free));
            setDay((current) => {
              const wanted = current ?? plain?.date;
              return freeOn(wanted) ? wanted : firstFreeDay(shown);
            });
            const id = `${plain?.date}T${plain?.time}`;
            if (freeOn(plain?.date)?.slots.some((candidate) => candidate.id === id && candidate.free)) setSlot(id);
          });
        },
        () => setGrid({ kind: 'failed' }),
      ),
    [],
  );

  // Once the grid has taken over, focus that was in the plain choice goes to what is chosen in it.
  useEffect(() => {
    if (grid.kind !== 'ready' || !refocus.current) return;
    refocus.current = false;
    const checked = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`);
    (checked(slotField) ?? checked('day'))?.focus();
  }, [grid.kind]);

  // A booking started elsewhere on the site (a checker's answer, an estimate): its topic, note and
  // the topic's answers, there to edit. Read from the address as the form first renders in the browser.
  // Its code loads only then: most visits carry nothing.
  useEffect(() => {
    if (!window.location.search && !window.location.hash) return;
    void import(/* webpackChunkName: "booking-questions" */ './prefill-booking').then(({ prefillBooking }) => {
      const chosen = prefillBooking(formRef.current);
      if (chosen.topic) setTopic(chosen.topic);
    });
  }, []);

  // Effects run only in the browser, once the form has hydrated: the times load as the app starts.
  useEffect(() => {
    void load();
  }, [load]);

  function onEdit(event: FormEvent<HTMLFormElement>) {
    // What the outcome will say loads as the visitor starts: it is there when they book (and the
    // proof of work's solver, when one is asked for).
    void loadOutcomeBody();
    if (proofOfWork.current > 0) void loadSolver().catch(() => undefined);
    if (!inFlight.current) setOutcome({ kind: 'none' });
    const target = event.target as HTMLSelectElement;
    if (target.name === 'topic') {
      const chosen = target.value || undefined;
      setTopic(chosen);
      setSayFree(true);
      // A time no director of the new topic is free for is no longer chosen.
      if (grid.kind === 'ready' && slot) {
        const shown = gridForTopic(grid.days, chosen).flatMap((candidate) => candidate.slots);
        if (!shown.some((candidate) => candidate.id === slot && candidate.free)) setSlot(undefined);
      }
    }
    fieldErrors.onEdit(event);
  }

  /** A free time the service named, chosen from the outcome: chosen in the grid, with focus on it. */
  function chooseNearest(nearest: Slot) {
    setDay(nearest.date);
    setSlot(nearest.id);
    setSayFree(true);
    setOutcome({ kind: 'none' });
    setTimeout(() => formRef.current?.querySelector<HTMLInputElement>(`input[value="${nearest.id}"]`)?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Without the grid (the times could not be loaded), the plain form posts as it would without the app.
    if (grid.kind !== 'ready') return;
    event.preventDefault();
    if (inFlight.current || fieldErrors.refusedOnSubmit(event.currentTarget) || !slot) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    if (data.get(honeypotField)) return;
    // Every control's value: the declared fields and the chosen topic's questions (the service keeps only those).
    const details = Object.fromEntries(data) as BookingDetails;
    inFlight.current = true;
    void loadOutcomeBody();
    fieldErrors.clear();
    outcomeRef.current?.focus();
    setOutcome({ kind: 'sending' });
    setSending(true);
    try {
      bookingId.current ??= globalThis.crypto?.randomUUID?.();
      const proof = await proveIfAsked(proofOfWork.current, () => setOutcome({ kind: 'checking' }));
      if (proof !== null) setOutcome({ kind: 'sending' });
      const result =
        proof === null
          ? ({ kind: 'failed' } as const)
          : await submitBooking(details, slot, bookingId.current, { proof });
      // Only a lost answer is retried with the same id: any other answer settled it (a retried id
      // whose booking lapsed is refused for good).
      if (result.kind !== 'failed') bookingId.current = undefined;
      if (result.kind === 'booked') {
        setOutcome({ kind: 'booked', booking: result.booking });
        setSayFree(false);
        formElement.reset();
        setSlot(undefined);
        setTopic(undefined);
        void load(true);
      } else if (result.kind === 'taken') {
        setOutcome({ kind: 'notBooked', message: bookingCopy.taken, nearest: result.nearest });
        setSayFree(false);
        setSlot(undefined);
        void load(true);
      } else if (result.kind === 'refused') {
        // The service's words for each field it refused (the form's, and the time), shown as the
        // browser's refusals are (the summary takes focus); a refusal that names none (a limit) is
        // said in the outcome.
        if (result.fields) {
          setOutcome({ kind: 'none' });
          fieldErrors.refuse(result.fields);
        } else {
          setOutcome({ kind: 'notBooked', message: result.message });
          // The times, and the check the service asks for, may have changed since the grid came.
          void load(true);
        }
      } else {
        setOutcome({ kind: 'notBooked', message: form.failed });
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const { errors } = fieldErrors;
  return (
    <form
      ref={formRef}
      method="post"
      action={apiPaths.bookings}
      noValidate
      onSubmit={onSubmit}
      onInvalidCapture={fieldErrors.onInvalid}
      onInput={onEdit}
      aria-labelledby="booking-heading"
      className="relative space-y-6"
    >
      <ErrorSummaryOnDemand
        fields={messages}
        errors={errors}
        refusal={fieldErrors.refusal}
        idPrefix="booking"
        controlId={controlId}
        heading={formWords.errorSummaryHeading}
      />
      <BookingFields
        errors={errors}
        slotChoice={
          grid.kind === 'ready' ? (
            <SlotGrid
              days={gridForTopic(grid.days, topic)}
              day={day}
              slot={slot}
              onDay={(date) => {
                setDay(date);
                setSlot(undefined);
                setSayFree(true);
              }}
              onSlot={setSlot}
              controlId={slotControlId}
              sayFree={sayFree}
              {...(errors[slotField] ? { error: errors[slotField] } : {})}
            />
          ) : (
            <div>
              <PlainSlotChoice />
              <GridStatus failed={grid.kind === 'failed'} />
            </div>
          )
        }
      />
      <Honeypot id="booking-website" name={honeypotField} label={honeypotLabel} />

      <div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <button type="submit" disabled={sending} data-avoid-chat className={buttonStyles.primary.largeInRow}>
            {sending ? form.submitting : form.submit}
          </button>
          <p className="text-sm leading-6 text-slate-600">
            {bookingCopy.confirmBy} Our{' '}
            <Link to={href('/privacy-policy')} className="font-semibold text-teal-800 underline">
              {privacyNote.link}
            </Link>
            {privacyNote.after}
          </p>
        </div>
        <BookingOutcome ref={outcomeRef} outcome={outcome} onChoose={chooseNearest} />
      </div>
    </form>
  );
}

/** The proof of work's solver (solve-proof.ts): its own chunk, loaded only where a proof is asked for. */
const loadSolver = () => import(/* webpackChunkName: "booking-proof" */ './solve-proof');

/**
 * The hold's proof of work when the service asks for one (`difficulty` above 0): `onChecking` is
 * told as solving starts, so the live region says so. '' when none is asked for; null when no
 * challenge (or the solver) could be had, offline say: the booking has failed.
 */
async function proveIfAsked(difficulty: number, onChecking: () => void): Promise<string | null> {
  if (difficulty === 0) return '';
  onChecking();
  try {
    return (await (await loadSolver()).proveRequest()) ?? '';
  } catch {
    return null;
  }
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
