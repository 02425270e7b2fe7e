import type { MouseEvent, Ref } from 'react';
import type { FieldErrors } from '../hooks/use-field-errors';
import { fieldStart } from '../hooks/use-field-errors';

interface ErrorSummaryProps {
  /** The fields in the order the form shows them, by name (a form's declarations, or any list). */
  fields: Readonly<Record<string, unknown>> | readonly string[];
  errors: FieldErrors;
  /** Starts each control's id, as in FormFieldList: `${idPrefix}-${name}`. */
  idPrefix: string;
  heading: string;
  /** Where a field's control is not `${idPrefix}-${name}` (a radio group: its first radio). */
  controlId?: (name: string) => string;
  /** useFieldErrors's: focused when the server refuses, brought into view when the browser does. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * After an attempted submit, every field refused, as links to it (GOV.UK's error summary), above
 * the form. Not a live region: the browser's own message already speaks for the first field, which
 * it focuses; a refusal from the server focuses the summary itself.
 */
export function ErrorSummary({ fields, errors, idPrefix, heading, controlId, ref }: ErrorSummaryProps) {
  const names = (Array.isArray(fields) ? fields : Object.keys(fields)).filter((name) => errors[name]);
  if (names.length === 0) return null;
  const headingId = `${idPrefix}-error-summary-heading`;
  const idOf = controlId ?? ((name: string) => `${idPrefix}-${name}`);

  // A fragment link would only scroll: the field is focused, with its label in view above it.
  const goTo = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const control = document.getElementById(idOf(name));
    if (!control) return;
    event.preventDefault();
    fieldStart(control).scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      role="group"
      className="rounded-xl border-2 border-red-700 bg-white p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        {heading}
      </h3>
      <ul className="mt-3 space-y-1.5">
        {names.map((name) => (
          <li key={name}>
            <a
              href={`#${idOf(name)}`}
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
