import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { href } from '../../app/paths';
import { buttonStyles } from '../../components/button-styles';
import { prepareToasts, showToast } from '../../components/toasts';
import { site } from '../../config/site';
import { enquiryForm, type Enquiry, type EnquiryField } from '../../content/enquiry';
import { useHydrated } from '../../hooks/use-hydrated';
import { submitEnquiry } from './submit-enquiry';

const inputStyles =
  'mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink-900 shadow-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-0';

interface FieldProps {
  name: EnquiryField;
  required?: boolean;
  children: (props: { id: string; name: EnquiryField; required: boolean; 'aria-describedby'?: string }) => ReactNode;
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
      {children({ id, name, required, ...(required ? {} : { 'aria-describedby': hintId }) })}
    </div>
  );
}

/**
 * The enquiry form (SPEC.md sections 4 and 5): the browser's own required and email checks only.
 * Sending disables the button and reads "Sending..."; afterwards a toast thanks the visitor and
 * every field is empty again. Until the page is interactive the button stays disabled, so without
 * JavaScript no personal data can end up in a URL.
 */
export function EnquiryForm() {
  const [sending, setSending] = useState(false);
  const interactive = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const enquiry = Object.fromEntries(
      (Object.keys(enquiryForm.labels) as EnquiryField[]).map((field) => [field, String(data.get(field) ?? '')]),
    ) as Enquiry;

    setSending(true);
    prepareToasts();
    try {
      await submitEnquiry(enquiry);
      void showToast('success', enquiryForm.success);
      form.reset();
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="enquiry-heading" className="space-y-6">
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
        {(props) => (
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

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending || !interactive}
          data-avoid-chat
          className={`${buttonStyles.primary} px-7 py-3 text-base`}
        >
          {sending ? enquiryForm.submitting : enquiryForm.submit}
        </button>
        <p className="text-sm leading-6 text-slate-600">
          {interactive ? (
            <>
              We reply within one working day. Our{' '}
              <Link to={href('privacyPolicy')} className="font-semibold text-teal-800 underline">
                privacy policy
              </Link>{' '}
              explains how we handle your details.
            </>
          ) : (
            <>
              The form needs JavaScript. You can also email{' '}
              <a href={`mailto:${site.email}`} className="font-semibold text-teal-800 underline">
                {site.email}
              </a>{' '}
              or call {site.phone.display}.
            </>
          )}
        </p>
      </div>
    </form>
  );
}
