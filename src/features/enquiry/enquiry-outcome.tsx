import { forwardRef } from 'react';
import { ContactLinkList } from '../../platform/components/contact-links';
import { enquiryForm } from '../../content/enquiry';

export type Outcome = { kind: 'none' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'notSent'; message: string };

/**
 * What became of the enquiry, in the form beside its button (the toasts, as the spec has them,
 * come and go at the top of the screen). One live region, in the page from the first render, so
 * each outcome is announced once when its text appears; it stays until the visitor edits the form.
 * It takes focus while sending (the disabled button cannot keep it) and shows the result there: a
 * failure as an error summary, with the other ways to reach the firm. While sending it shows the
 * words on screen (focus is never on something 0 px tall) and is named by them, which focus reads
 * once; the words themselves are hidden from the live region, which would read them a second time.
 */
export const EnquiryOutcome = forwardRef<HTMLDivElement, { outcome: Outcome }>(function EnquiryOutcome(
  { outcome },
  ref,
) {
  const { outcome: copy } = enquiryForm;
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      aria-label={outcome.kind === 'sending' ? enquiryForm.submitting : undefined}
      className="not-empty:mt-6"
    >
      {outcome.kind === 'sending' && (
        <p aria-hidden="true" className="text-sm leading-6 text-slate-700">
          {enquiryForm.submitting}
        </p>
      )}
      {outcome.kind === 'sent' && (
        <div className="rounded-xl border-2 border-teal-700 bg-teal-50 p-5">
          <h3 className="text-lg font-semibold text-ink-900">{copy.sentHeading}</h3>
          <p className="mt-2 text-slate-700">{enquiryForm.success}</p>
          <p className="mt-2 text-slate-700">{copy.nextStep}</p>
        </div>
      )}
      {outcome.kind === 'notSent' && (
        <div className="rounded-xl border-2 border-red-700 bg-white p-5">
          <h3 className="text-lg font-semibold text-ink-900">{enquiryForm.errorSummaryHeading}</h3>
          <p className="mt-2 text-slate-700">{outcome.message}</p>
          <p className="mt-2 text-slate-700">{copy.alternatives}</p>
          <ContactLinkList className="mt-3 space-y-2 text-ink-900" />
        </div>
      )}
    </div>
  );
});
