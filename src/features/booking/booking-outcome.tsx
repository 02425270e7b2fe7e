import { forwardRef, lazy, Suspense } from 'react';
import book from './content/pages/book';
import type { BookingAnswer } from './booking-api';
import type { Slot } from './slots';

export type BookingOutcomeState =
  | { kind: 'none' }
  /** Solving the hold request's proof of work (BOOKING_PROOF_OF_WORK), before it is sent. */
  | { kind: 'checking' }
  | { kind: 'sending' }
  | { kind: 'booked'; booking: BookingAnswer }
  /** `nearest`: when the time was taken, the free times nearest to it, each a button that chooses it. */
  | { kind: 'notBooked'; message: string; nearest?: Slot[] };

/** The outcome's words: not needed until the visitor books, so not in the page's first load. */
export const loadOutcomeBody = () => import(/* webpackChunkName: "booking-outcome" */ './booking-outcome-body');
const BookingOutcomeBody = lazy(loadOutcomeBody);

/**
 * What became of the booking, beside the button: one live region from the first render, focused
 * while booking, so the result is announced once. Held: the slot in words, how long it is held
 * until confirmed from the email (which alone carries the links), what happens next. Not booked:
 * why, and the other ways to reach the firm (booking-outcome-body.tsx, loaded before it is needed:
 * see loadOutcomeBody's callers).
 */
export const BookingOutcome = forwardRef<
  HTMLDivElement,
  { outcome: BookingOutcomeState; onChoose: (slot: Slot) => void }
>(function BookingOutcome({ outcome, onChoose }, ref) {
  return (
    <div ref={ref} role="status" tabIndex={-1} className="not-empty:mt-6">
      {outcome.kind === 'checking' && <p className="text-sm text-slate-700">{book.form.checking}</p>}
      {outcome.kind === 'sending' && <p className="text-sm text-slate-700">{book.form.submitting}</p>}
      {(outcome.kind === 'booked' || outcome.kind === 'notBooked') && (
        <Suspense fallback={null}>
          <BookingOutcomeBody outcome={outcome} onChoose={onChoose} />
        </Suspense>
      )}
    </div>
  );
});
