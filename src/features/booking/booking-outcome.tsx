import { forwardRef } from 'react';
import { ContactLinkList } from '../../platform/components/contact-links';
import book from '../../content/pages/book';
import { enquiryForm } from '../../content/enquiry';
import type { BookingAnswer } from './booking-api';

export type BookingOutcomeState =
  | { kind: 'none' }
  | { kind: 'sending' }
  | { kind: 'booked'; booking: BookingAnswer }
  | { kind: 'notBooked'; message: string };

/**
 * What became of the booking, beside the button: one live region from the first render, focused
 * while booking, so the result is announced once. Booked: the slot in words, what happens next and
 * the calendar file. Not booked: why, and the other ways to reach the firm.
 */
export const BookingOutcome = forwardRef<HTMLDivElement, { outcome: BookingOutcomeState }>(function BookingOutcome(
  { outcome },
  ref,
) {
  const { form, booked } = book;
  return (
    <div ref={ref} role="status" tabIndex={-1} className="not-empty:mt-6">
      {outcome.kind === 'sending' && <p className="sr-only">{form.submitting}</p>}
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
          {booked.nextSteps.map((step) => (
            <p key={step} className="mt-2 text-slate-700">
              {step}
            </p>
          ))}
          <p className="mt-3">
            <a
              href={outcome.booking.calendar}
              download="consultation.ics"
              className="font-semibold text-teal-800 underline"
            >
              {booked.calendarLink}
            </a>
          </p>
          {outcome.booking.manageUrl && (
            <p className="mt-2">
              <a href={outcome.booking.manageUrl} className="font-semibold text-teal-800 underline">
                {booked.manageLink}
              </a>
            </p>
          )}
        </div>
      )}
      {outcome.kind === 'notBooked' && (
        <div className="rounded-xl border-2 border-red-700 bg-white p-5">
          <h3 className="text-lg font-semibold text-ink-900">{enquiryForm.errorSummaryHeading}</h3>
          <p className="mt-2 text-slate-700">{outcome.message}</p>
          <p className="mt-2 text-slate-700">{enquiryForm.outcome.alternatives}</p>
          <ContactLinkList className="mt-3 space-y-2 text-ink-900" />
        </div>
      )}
    </div>
  );
});
