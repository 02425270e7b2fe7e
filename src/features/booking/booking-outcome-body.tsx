import { useEffect, useRef } from 'react';
import { ContactLinkList } from '../../platform/components/contact-links';
import book from './content/pages/book';
import { formWords } from '../../content/form-words';
import { keptAndAlternatives } from '../../content/reply-words';
import { bookingCopy } from './copy';
import { describeSlot } from './format';
import type { Slot } from './slots';
import type { BookingOutcomeState } from './booking-outcome';

/**
 * What the outcome says once the service has answered: held, the slot in words, how long it is
 * held until confirmed from the email, what happens next; not booked, why, the nearest free times when it was taken, and the
 * other ways to reach the firm. Its own chunk, loaded once the grid is there (booking-outcome.tsx).
 */
export default function BookingOutcomeBody({
  outcome,
  onChoose,
}: {
  outcome: BookingOutcomeState;
  onChoose: (slot: Slot) => void;
}) {
  const { form, booked } = book;
  const said = useRef<HTMLDivElement>(null);
  // The outcome took focus while it was one line; now that it has its words, all of it in view.
  // (In braces: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    said.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);
  return (
    <div ref={said}>
      {outcome.kind === 'booked' && (
        <div className="rounded-xl border-2 border-teal-700 bg-teal-50 p-5" data-booked>
          <h3 className="text-lg font-semibold text-ink-900">{booked.heading}</h3>
          <p className="mt-2 font-semibold text-ink-900" data-booked-slot>
            {outcome.booking.inWords}
          </p>
          {outcome.booking.inTheirTime && <p className="mt-1 text-slate-700">{outcome.booking.inTheirTime}</p>}
          {outcome.booking.director && (
            <p className="mt-2 text-slate-700" data-director>
              {booked.withLabel}: {outcome.booking.director.name} ({outcome.booking.director.role})
            </p>
          )}
          {outcome.booking.where && <p className="mt-1 text-slate-700">{outcome.booking.where}</p>}
          {outcome.booking.holdMinutes && (
            <p className="mt-2 font-semibold text-ink-900" data-hold>
              {booked.held(outcome.booking.holdMinutes)}
            </p>
          )}
          {booked.nextSteps.map((step) => (
            <p key={step} className="mt-2 text-slate-700">
              {step}
            </p>
          ))}
        </div>
      )}
      {outcome.kind === 'notBooked' && (
        <div className="rounded-xl border-2 border-red-700 bg-white p-5">
          <h3 className="text-lg font-semibold text-ink-900">{formWords.errorSummaryHeading}</h3>
          <p className="mt-2 text-slate-700">{outcome.message}</p>
          {outcome.nearest && outcome.nearest.length > 0 && (
            <>
              <h4 className="mt-4 font-semibold text-ink-900">{bookingCopy.nearestHeading}</h4>
              <ul className="mt-2 space-y-2">
                {outcome.nearest.slice(0, 3).map((slot) => (
                  <li key={slot.id}>
                    <button
                      type="button"
                      onClick={() => onChoose(slot)}
                      className="min-h-11 text-left font-semibold text-teal-800 underline"
                    >
                      {form.chooseNearest(describeSlot(slot))}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-2 text-slate-700">{keptAndAlternatives}</p>
          <ContactLinkList className="mt-3 space-y-2 text-ink-900" />
        </div>
      )}
    </div>
  );
}
