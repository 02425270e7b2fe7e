import { useCallback, useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { formWords } from '../../content/form-words';

/** A field's problem by its name, after an attempted submit; none once it is put right. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The last refused submit: how many there have been, and who refused it, the browser (which has
 * focused the first field it refused) or the service. The error summary answers each one.
 */
export interface Refusal {
  count: number;
  by: 'browser' | 'service';
}

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

/**
 * While a form shows an error, the page's title starts "Error: " (GOV.UK's pattern), so the state is
 * announced with the title and shows in the tab; the title is put back once it is put right (not
 * after a navigation, whose new page has set its own).
 */
export function useErrorTitle(showing: boolean): void {
  useEffect(() => {
    if (!showing) return;
    const title = document.title;
    const marked = `${formWords.errorTitlePrefix}${title}`;
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
 * summary (ErrorSummary, given `refusal`). An edit settles the edited field's entry; a submit the
 * browser lets through clears all. Problems the server found (`refuse`) are shown the same way.
 */
export function useFieldErrors(fields: FieldMessages) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal>({ count: 0, by: 'browser' });
  const refusing = useRef(false);

  const onInvalid = useCallback(
    (event: SyntheticEvent<HTMLFormElement>) => {
      const control = event.target as Control;
      if (!(control.name in fields)) return;
      // A refused submit's problems replace the last one's (a field since disabled or removed has none).
      const first = !refusing.current;
      const problem = problemOf(fields[control.name], control);
      setErrors((now) => ({ ...(first ? {} : now), [control.name]: problem }));
      if (!first) return;
      refusing.current = true;
      setTimeout(() => (refusing.current = false));
      setRefusal(({ count }) => ({ count: count + 1, by: 'browser' }));
    },
    [fields],
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
    setRefusal(({ count }) => ({ count: count + 1, by: 'service' }));
  }, []);

  /**
   * For a form marked `novalidate` (so that the browser's passing tooltip never shows beside the
   * site's messages, and a plain post without JavaScript reaches the service, whose answer page
   * lists every problem): the browser's own checks (required, the input's type), run as a submit
   * starts. As the browser's would, they fire `invalid` at each field refused (which onInvalid
   * records) and focus the first, with the summary brought into view above it. True when the
   * submit must stop.
   */
  const refusedOnSubmit = useCallback((form: HTMLFormElement) => {
    if (form.checkValidity()) return false;
    const controls = [...form.elements] as Control[];
    controls.find((control) => control.willValidate && !control.validity.valid)?.focus();
    return true;
  }, []);

  useErrorTitle(Object.values(errors).some(Boolean));

  return { errors, refusal, onInvalid, onEdit, clear, refuse, refusedOnSubmit };
}
