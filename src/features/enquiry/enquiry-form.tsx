/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../platform/components/link';
import { apiPaths, href } from '../../config/paths';
import { buttonStyles } from '../../styles/class-names';
import { prepareToasts, showToast } from '../../platform/components/toasts';
import { ErrorSummaryOnDemand } from '../../platform/forms/error-summary-on-demand';
import { Honeypot } from '../../platform/forms/honeypot';
import { EnquiryFields } from './enquiry-fields';
import { enquiryFields, enquiryForm, type Enquiry } from '../../content/enquiry';
import { honeypotField } from '../../content/form-words';
import { fieldNames } from '../../platform/forms/form-fields';
import { useErrorTitle, useFieldErrors } from '../../platform/forms/use-field-errors';
import { EnquiryOutcome, type Outcome } from './enquiry-outcome';
import { EnquiryNotSentError, submitEnquiry } from './submit-enquiry';
import { readPrefill } from '../../platform/forms/prefill';

/**
 * The enquiry form (SPEC.md sections 4 and 5): the browser's own required and email checks only.
 * It is a real HTML form that posts to the enquiry service, so it works before the app has started
 * and with JavaScript off (the service answers with the thank-you page). Once the app runs, it
 * sends the enquiry itself: the button is disabled and reads "Sending..." for at least a second;
 * once the service has stored the enquiry a toast thanks the visitor and every field is emptied.
 * If it was not stored, an error toast says so and every field keeps what was typed. Beyond the
 * toasts, the outcome stays in the form beside the button until the next edit, and has focus; a
 * submit the browser refuses marks the invalid fields and lists them above the form, and so do the
 * fields the service refuses (its own words for each), with focus on that list.
 */
export function EnquiryForm() {
  const [sending, setSending] = useState(false);
  // A second click or Enter while sending must not send twice, even before React re-renders.
  const inFlight = useRef(false);
  // One id per enquiry, kept across retries, so an enquiry whose answer was lost is stored once.
  const enquiryId = useRef<string | undefined>(undefined);
  const fieldErrors = useFieldErrors(enquiryFields);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { search, hash } = useLocation();

  // An enquiry started from a checker or an estimate: its subject and message, there to edit.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(readPrefill(hash, search))) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) field.value = value;
    }
  }, [search, hash]);

  useErrorTitle(outcome.kind === 'notSent');

  // The disabled button cannot keep focus: the outcome takes it in the same commit, before the
  // browser drops it, and once it says "Sending..." (never empty: 0 px tall and unnamed).
  useLayoutEffect(() => {
    if (outcome.kind === 'sending') outcomeRef.current?.focus();
  }, [outcome.kind]);

  // The outcome took focus while it was one line; now that it has its words, all of it in view.
  useEffect(() => {
    if (outcome.kind === 'sent' || outcome.kind === 'notSent') outcomeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome.kind]);

  // Any edit ends the last outcome (not while sending: that is the form being emptied).
  function onEdit(event: FormEvent<HTMLFormElement>) {
    if (!inFlight.current) setOutcome({ kind: 'none' });
    fieldErrors.onEdit(event);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    if (fieldErrors.refusedOnSubmit(form)) return;
    const data = new FormData(form);
    const enquiry = Object.fromEntries(
      fieldNames(enquiryFields).map((name) => [name, String(data.get(name) ?? '')]),
    ) as Enquiry;
    if (data.get(honeypotField)) return; // a bot: nothing to send

    inFlight.current = true;
    fieldErrors.clear();
    setOutcome({ kind: 'sending' });
    setSending(true);
    prepareToasts();
    enquiryId.current ??= globalThis.crypto?.randomUUID?.();
    try {
      await submitEnquiry(enquiry, enquiryId.current);
      console.log('Enquiry submitted:', enquiry);
      void showToast('success', enquiryForm.success);
      setOutcome({ kind: 'sent' });
      enquiryId.current = undefined;
      form.reset();
    } catch (error) {
      const notSent = error instanceof EnquiryNotSentError ? error : new EnquiryNotSentError('failed');
      // The service's words for each field of the form it refused, shown as the browser's refusals are.
      const refused = Object.fromEntries(
        fieldNames(enquiryFields).flatMap((name) => (notSent.fields[name] ? [[name, notSent.fields[name]]] : [])),
      );
      if (Object.keys(refused).length > 0) {
        // As the browser's refusals: no toast, which would cover the summary that now has focus.
        setOutcome({ kind: 'none' });
        fieldErrors.refuse(refused);
      } else {
        const message = notSent.reason === 'rateLimited' ? enquiryForm.rateLimited : enquiryForm.failed;
        void showToast('error', message);
        setOutcome({ kind: 'notSent', message });
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={apiPaths.enquiries}
      noValidate
      onSubmit={onSubmit}
      onInvalidCapture={fieldErrors.onInvalid}
      onInput={onEdit}
      aria-labelledby="enquiry-heading"
      className="relative space-y-6"
    >
      <ErrorSummaryOnDemand
        fields={enquiryFields}
        errors={fieldErrors.errors}
        refusal={fieldErrors.refusal}
        idPrefix="enquiry"
        heading={enquiryForm.errorSummaryHeading}
      />
      <EnquiryFields errors={fieldErrors.errors} />
      <Honeypot id="enquiry-website" name={honeypotField} label={enquiryForm.honeypotLabel} />

      <div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <button type="submit" disabled={sending} data-avoid-chat className={buttonStyles.primary.largeInRow}>
            {sending ? enquiryForm.submitting : enquiryForm.submit}
          </button>
          <p className="text-sm leading-6 text-slate-600">
            {enquiryForm.note.before}
            <Link to={href('/privacy-policy')} className="font-semibold text-teal-800 underline">
              {enquiryForm.note.link}
            </Link>
            {enquiryForm.note.after}
          </p>
        </div>
        <EnquiryOutcome ref={outcomeRef} outcome={outcome} />
      </div>
    </form>
  );
}
