import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiPaths, href } from '../../config/paths';
import { buttonStyles } from '../../components/button-styles';
import { prepareToasts, showToast } from '../../components/toasts';
import { enquiryForm, enquiryLimits, honeypotField, type Enquiry, type EnquiryField } from '../../content/enquiry';
import { EnquiryNotSentError, submitEnquiry } from './submit-enquiry';

const inputStyles =
  'mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink-900 shadow-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-0';

interface FieldProps {
  name: EnquiryField;
  required?: boolean;
  children: (props: {
    id: string;
    name: EnquiryField;
    required: boolean;
    maxLength: number;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled field: the label is SPEC.md's text exactly; optional fields say so beside it. */
function Field({ name, required = false, children }: FieldProps) {
  const id = `enquiry-${name}`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {enquiryForm.labels[name]}
        </label>
        {!required && (
          <span id={hintId} className="text-sm text-slate-500">
            Optional
          </span>
        )}
      </div>
      {children({
        id,
        name,
        required,
        maxLength: enquiryLimits.maxLength[name],
        ...(required ? {} : { 'aria-describedby': hintId }),
      })}
    </div>
  );
}

/**
 * The enquiry form (SPEC.md sections 4 and 5): the browser's own required and email checks only.
 * It is a real HTML form that posts to the enquiry service, so it works before the app has started
 * and with JavaScript off (the service answers with the thank-you page). Once the app runs, it
 * sends the enquiry itself: the button is disabled and reads "Sending..." for at least a second;
 * once the service has stored the enquiry a toast thanks the visitor and every field is emptied.
 * If it was not stored, an error toast says so and every field keeps what was typed.
 */
export function EnquiryForm() {
  const [sending, setSending] = useState(false);
  // A second click or Enter while sending must not send twice, even before React re-renders.
  const inFlight = useRef(false);
  // One id per enquiry, kept across retries, so an enquiry whose answer was lost is stored once.
  const enquiryId = useRef<string | undefined>(undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const enquiry = Object.fromEntries(
      (Object.keys(enquiryForm.labels) as EnquiryField[]).map((field) => [field, String(data.get(field) ?? '')]),
    ) as Enquiry;
    if (data.get(honeypotField)) return; // a bot: nothing to send

    inFlight.current = true;
    setSending(true);
    prepareToasts();
    enquiryId.current ??= globalThis.crypto?.randomUUID?.();
    try {
      await submitEnquiry(enquiry, enquiryId.current);
      console.log('Enquiry submitted:', enquiry);
      void showToast('success', enquiryForm.success);
      enquiryId.current = undefined;
      form.reset();
    } catch (error) {
      const rateLimited = error instanceof EnquiryNotSentError && error.reason === 'rateLimited';
      void showToast('error', rateLimited ? enquiryForm.rateLimited : enquiryForm.failed);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      action={apiPaths.enquiries}
      onSubmit={onSubmit}
      aria-labelledby="enquiry-heading"
      className="relative space-y-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Field name="name" required>
          {(props) => <input {...props} type="text" autoComplete="name" className={inputStyles} />}
        </Field>
        <Field name="email" required>
          {(props) => <input {...props} type="email" autoComplete="email" className={inputStyles} />}
        </Field>
        <Field name="phone">
          {(props) => <input {...props} type="tel" autoComplete="tel" className={inputStyles} />}
        </Field>
        <Field name="company">
          {(props) => <input {...props} type="text" autoComplete="organization" className={inputStyles} />}
        </Field>
      </div>
      <Field name="subject" required>
        {({ maxLength: _notForSelects, ...props }) => (
          <select {...props} defaultValue="" className={`${inputStyles} appearance-auto`}>
            {enquiryForm.subjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="message" required>
        {(props) => <textarea {...props} rows={6} autoComplete="off" className={`${inputStyles} resize-y`} />}
      </Field>

      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology, so
          only a bot filling in every field finds it. The service drops what comes with it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor="enquiry-website">Leave this field empty</label>
        <input id="enquiry-website" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          data-avoid-chat
          className={`${buttonStyles.primary} shrink-0 px-7 py-3 text-base whitespace-nowrap`}
        >
          {sending ? enquiryForm.submitting : enquiryForm.submit}
        </button>
        <p className="text-sm leading-6 text-slate-600">
          We reply within one working day. Our{' '}
          <Link to={href('privacyPolicy')} className="font-semibold text-teal-800 underline">
            privacy policy
          </Link>{' '}
          explains how we handle your details.
        </p>
      </div>
    </form>
  );
}
