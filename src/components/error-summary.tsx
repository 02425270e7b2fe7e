import type { MouseEvent } from 'react';
import type { FormFields } from '../config/form-fields';
import type { FieldErrors } from '../hooks/use-field-errors';

interface ErrorSummaryProps {
  fields: FormFields;
  errors: FieldErrors;
  /** Starts each control's id, as in FormFieldList. */
  idPrefix: string;
  heading: string;
}

/**
 * After an attempted submit, every field the browser refused, as links to it (GOV.UK's error
 * summary), above the form. Not a live region: the browser's own message already speaks for the
 * first field, which it focuses.
 */
export function ErrorSummary({ fields, errors, idPrefix, heading }: ErrorSummaryProps) {
  const names = Object.keys(fields).filter((name) => errors[name]);
  if (names.length === 0) return null;
  const headingId = `${idPrefix}-error-summary-heading`;

  // A fragment link would only scroll: the field is focused, with its label in view above it.
  const goTo = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const control = document.getElementById(`${idPrefix}-${name}`);
    if (!control) return;
    event.preventDefault();
    document.querySelector(`label[for="${idPrefix}-${name}"]`)?.scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  };

  return (
    <div aria-labelledby={headingId} role="group" className="rounded-xl border-2 border-red-700 bg-white p-5">
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        {heading}
      </h3>
      <ul className="mt-3 space-y-1.5">
        {names.map((name) => (
          <li key={name}>
            <a
              href={`#${idPrefix}-${name}`}
              onClick={(event) => goTo(event, name)}
              className="font-semibold text-red-800 underline"
            >
              {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
