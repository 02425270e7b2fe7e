import type { ReactNode } from 'react';
import type { FieldInput, FormField, FormFields } from './form-fields';
import type { FieldErrors } from './use-field-errors';
import { fieldStyles } from '../../styles/class-names';
import { choiceInvalid } from './choice-validity';

/** What every control gets, whatever its kind. */
interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** What it starts filled in with (a refused post's answer page: what was sent). */
  defaultValue?: string;
}

interface KindView<Field extends FormField> {
  /** Half width: short one-line fields sit two to a row from the small breakpoint up. */
  half: boolean;
  control: (props: ControlProps, field: Field) => ReactNode;
}

/** How each kind of field renders; a new kind fails the build until it is here. */
const kindViews: { [Kind in FieldInput]: KindView<Extract<FormField, { input: Kind }>> } = {
  text: { half: true, control: (props, field) => <TextInput {...props} type="text" field={field} /> },
  email: { half: true, control: (props, field) => <TextInput {...props} type="email" field={field} /> },
  tel: { half: true, control: (props, field) => <TextInput {...props} type="tel" field={field} /> },
  select: {
    half: false,
    control: (props, field) => (
      <select
        {...props}
        {...choiceInvalid(props['aria-invalid'])}
        autoComplete={field.autoComplete}
        defaultValue={props.defaultValue ?? ''}
        className={fieldStyles.select}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ),
  },
  textarea: {
    half: false,
    control: (props, field) => (
      <textarea
        {...props}
        rows={field.rows}
        maxLength={field.maxLength}
        autoComplete={field.autoComplete}
        className={fieldStyles.textarea}
      />
    ),
  },
};

function TextInput({ field, ...props }: ControlProps & { type: string; field: FormField }) {
  return (
    <input {...props} maxLength={field.maxLength} autoComplete={field.autoComplete} className={fieldStyles.input} />
  );
}

interface FieldListProps {
  /** Starts each control's id: `${idPrefix}-${name}`. */
  idPrefix: string;
  /** Beside the label of a field that is not required ("Optional"). */
  optionalHint: string;
  /** What an attempted submit found wrong, by field name (useFieldErrors, or the service's refusal). */
  errors?: FieldErrors;
  /** What each field starts filled in with, by name: a refused post's answer page gives what was sent. */
  values?: Readonly<Partial<Record<string, string>>>;
}

// Looked up by the field's own kind, so the view is the one for this field.
const viewOf = (field: FormField) => kindViews[field.input] as KindView<FormField>;

/** A labelled field: the label as declared; optional fields say so beside it. */
function Field({
  idPrefix,
  optionalHint,
  errors,
  values,
  name,
  field,
}: FieldListProps & { name: string; field: FormField }) {
  const id = `${idPrefix}-${name}`;
  const value = values?.[name];
  const hintId = `${id}-hint`;
  const error = errors?.[name];
  const errorId = `${id}-error`;
  const describedBy = [field.required ? '' : hintId, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {field.label}
        </label>
        {!field.required && (
          <span id={hintId} className="shrink-0 text-sm whitespace-nowrap text-slate-500">
            {optionalHint}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      {viewOf(field).control(
        {
          id,
          name,
          required: field.required,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': true } : {}),
          ...(value === undefined ? {} : { defaultValue: value }),
        },
        field,
      )}
    </div>
  );
}

/**
 * Every field of a form, in declaration order, rendered from its declaration: consecutive
 * half-width fields share a two-column grid, the others take the full width.
 */
export function FormFieldList({ fields, ...shared }: FieldListProps & { fields: FormFields }) {
  const rows: { half: boolean; entries: [string, FormField][] }[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const half = viewOf(field).half;
    const previous = rows.at(-1);
    if (half && previous?.half) previous.entries.push([name, field]);
    else rows.push({ half, entries: [[name, field]] });
  }
  return rows.map(({ half, entries }) => {
    const fieldViews = entries.map(([name, field]) => <Field key={name} {...shared} name={name} field={field} />);
    return half ? (
      <div key={entries[0]?.[0]} className="grid gap-6 sm:grid-cols-2">
        {fieldViews}
      </div>
    ) : (
      fieldViews
    );
  });
}
