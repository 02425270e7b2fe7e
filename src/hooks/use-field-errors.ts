import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject, type SyntheticEvent } from 'react';
import { enquiryForm } from '../content/enquiry';

/** A field's problem by its name, after an attempted submit; none once it is put right. */
export type FieldErrors = Partial<Record<string, string>>;

/** What the visitor is told about a control: when it is empty, and when its value is refused. */
interface FieldMessage {
  readonly label?: string;
  readonly missing?: string;
  readonly invalid?: string;
}

/**
 * Each control's messages by its name: a form's field declarations (config/form-fields.ts) fit,
 * and so does a tool's own list.
 */
export type FieldMessages = Readonly<Record<string, FieldMessage>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The field's own words for what is wrong (its declaration), or the browser's where it has none. */
function problemOf(messages: FieldMessage | undefined, control: Control): string | undefined {
  if (control.validity.valid) return undefined;
  if (control.validity.valueMissing && messages?.missing) return messages.missing;
  return messages?.invalid ?? control.validationMessage;
}

/** The top of the page's scrollport, clear of the fixed bar (the root's scroll-padding). */
const clearOfBar = () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/**
 * Where a field starts for the eye: its group's legend (radios), else its label, which the error
 * follows; the summary's links scroll there too.
 */
export function fieldStart(control: HTMLElement): Element {
  const labelled = control as Partial<Control>;
  if (labelled.type === 'radio' || labelled.type === 'checkbox') return control.closest('fieldset') ?? control;
  return labelled.labels?.[0] ?? control;
}

/**
 * After the browser has refused a submit and focused the first field it refused: the summary of
 * every problem in view with that field below it, or, where both do not fit, the field with its
 * label and error (the browser aligns the field itself, leaving those under the fixed bar).
 */
function revealAfterRefusal(summaryRef: RefObject<HTMLElement | null> | undefined): void {
  const summary = summaryRef?.current;
  const focused = document.activeElement;
  if (!summary || !(focused instanceof HTMLElement) || !summary.closest('form')?.contains(focused)) return;
  const room = window.innerHeight - clearOfBar();
  const span = focused.getBoundingClientRect().bottom - summary.getBoundingClientRect().top;
  (span <= room ? summary : fieldStart(focused)).scrollIntoView({ block: 'start' });
}

/**
 * While a form shows an error, the page's title starts "Error: " (GOV.UK's pattern), so the state is
 * announced with the title and shows in the tab; the title is put back once it is put right (not
 * after a navigation, whose new page has set its own).
 */
export function useErrorTitle(showing: boolean): void {
  useEffect(() => {
    if (!showing) return;
    const title = document.title;
    const marked = `${enquiryForm.errorTitlePrefix}${title}`;
    document.title = marked;
    return () => {
      if (document.title === marked) document.title = title;
    };
  }, [showing]);
}

/**
 * The browser's own validation stays in charge (SPEC.md section 5): it refuses the submit, shows
 * its message and focuses the first invalid field. It also fires `invalid` at every field it
 * refuses, which this records, so the form can mark each one (aria-invalid) and list them all in a
 * summary (the form's `summary`, its ErrorSummary), which is then brought into view above that field. An edit settles the
 * edited field's entry; a submit the browser lets through clears all. Problems the server found
 * (`refuse`) are shown the same way, with focus on the summary.
 */
export function useFieldErrors(fields: FieldMessages, summary?: RefObject<HTMLDivElement | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const revealing = useRef(false);
  const [refusedAt, setRefusedAt] = useState(0);

  const onInvalid = useCallback(
    (event: SyntheticEvent<HTMLFormElement>) => {
      const control = event.target as Control;
      if (!(control.name in fields)) return;
      // A refused submit's problems replace the last one's (a field since disabled or removed has none).
      const first = !revealing.current;
      const problem = problemOf(fields[control.name], control);
      setErrors((now) => ({ ...(first ? {} : now), [control.name]: problem }));
      // Once per refused submit, after the browser has focused and scrolled to the first field.
      if (!first) return;
      revealing.current = true;
      setTimeout(() => {
        revealing.current = false;
        revealAfterRefusal(summary);
      });
    },
    [fields, summary],
  );

  const onEdit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const control = event.target as Control;
      if (!(control.name in fields)) return;
      setErrors((now) =>
        now[control.name] ? { ...now, [control.name]: problemOf(fields[control.name], control) } : now,
      );
    },
    [fields],
  );

  const clear = useCallback(() => setErrors({}), []);

  /** What the server refused, field by field: shown like the browser's refusals, the summary focused. */
  const refuse = useCallback((problems: FieldErrors) => {
    setErrors(problems);
    setRefusedAt((count) => count + 1);
  }, []);

  useErrorTitle(Object.values(errors).some(Boolean));

  useEffect(() => {
    const element = summary?.current;
    if (refusedAt === 0 || !element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  }, [refusedAt, summary]);

  return { errors, onInvalid, onEdit, clear, refuse };
}
