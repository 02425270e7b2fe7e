import { useCallback, useState, type FormEvent, type SyntheticEvent } from 'react';
import type { FormField, FormFields } from '../config/form-fields';

/** A field's problem by its name, after an attempted submit; none once it is put right. */
export type FieldErrors = Partial<Record<string, string>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The field's own words for what is wrong (its declaration), or the browser's where it has none. */
function problemOf(field: FormField, control: Control): string | undefined {
  if (control.validity.valid) return undefined;
  if (control.validity.valueMissing && field.required) return field.missing;
  return ('invalid' in field ? field.invalid : undefined) ?? control.validationMessage;
}

/**
 * The browser's own validation stays in charge (SPEC.md section 5): it refuses the submit, shows
 * its message and focuses the first invalid field. It also fires `invalid` at every field it
 * refuses, which this records, so the form can mark each one (aria-invalid) and list them all in a
 * summary. An edit settles the edited field's entry; a submit the browser lets through clears all.
 */
export function useFieldErrors(fields: FormFields) {
  const [errors, setErrors] = useState<FieldErrors>({});

  const onInvalid = useCallback(
    (event: SyntheticEvent<HTMLFormElement>) => {
      const control = event.target as Control;
      const field = fields[control.name];
      if (field) setErrors((now) => ({ ...now, [control.name]: problemOf(field, control) }));
    },
    [fields],
  );

  const onEdit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const control = event.target as Control;
      const field = fields[control.name];
      if (!field) return;
      setErrors((now) => (now[control.name] ? { ...now, [control.name]: problemOf(field, control) } : now));
    },
    [fields],
  );

  const clear = useCallback(() => setErrors({}), []);

  return { errors, onInvalid, onEdit, clear };
}
