import { useEffect, useRef, type MouseEvent } from 'react';
import type { FieldErrors, Refusal } from './use-field-errors';

export interface ErrorSummaryProps {
  /** The fields in the order the form shows them, by name (a form's declarations, or any list). */
  fields: Readonly<Record<string, unknown>> | readonly string[];
  errors: FieldErrors;
  /** Starts each control's id, as in FormFieldList: `${idPrefix}-${name}`. */
  idPrefix: string;
  heading: string;
  /** Where a field's control is not `${idPrefix}-${name}` (a radio group: its first radio). */
  controlId?: (name: string) => string;
  /** useFieldErrors's last refusal, which the summary answers (see below). */
  refusal?: Refusal;
}

/** Where a field starts for the eye: its group's legend (radios), else its label, which the error follows. */
function fieldStart(control: HTMLElement): Element {
  const labelled = control as Partial<HTMLInputElement>;
  if (labelled.type === 'radio' || labelled.type === 'checkbox') return control.closest('fieldset') ?? control;
  return labelled.labels?.[0] ?? control;
}

/**
 * After the browser has refused a submit and focused the first field it refused: this summary in
 * view with that field below it, or, where both do not fit, the field with its label and error (the
 * browser aligns the field itself, leaving those under the fixed bar). Scrolling to the start
 * leaves the root's scroll-padding, the bar's height, clear.
 */
function reveal(summary: HTMLElement): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !summary.closest('form')?.contains(focused)) return;
  const room = window.innerHeight - (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
  const span = focused.getBoundingClientRect().bottom - summary.getBoundingClientRect().top;
  (span <= room ? summary : fieldStart(focused)).scrollIntoView({ block: 'start' });
}

/**
 * After an attempted submit, every field refused, as links to it (GOV.UK's error summary), above
 * the form. Not a live region: after the browser's refusal its own message speaks for the first
 * field, which it focuses (or the form's own run of the same checks, a form marked `novalidate`),
 * and the summary comes into view above it; after the service's, the summary takes focus.
 */
export function ErrorSummary({ fields, errors, idPrefix, heading, controlId, refusal }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = summary.current;
    if (!refusal?.count || !element) return;
    if (refusal.by === 'service') {
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'start' });
      return;
    }
    // After the browser's own focus and scroll, which follow the invalid events.
    const timer = setTimeout(() => reveal(element));
    return () => clearTimeout(timer);
  }, [refusal]);

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
      ref={summary}
      tabIndex={-1}
      // What the service's answer page focuses as it loads (server/platform/forms/pages.ts).
      data-error-summary=""
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
