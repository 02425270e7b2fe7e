/**
 * How a form's fields are declared: once each, as data. The declarations and their words are
 * content (src/content/enquiry.ts); their shape is here, in config, which the enquiry image copies
 * whole. The form renders from a declaration; the service validates, emails, exports and explains
 * refusals from it. Consumers treat fields by their `input` kind through a
 * `Record<FieldInput, ...>`, so a new kind fails the build until every consumer handles it; a new
 * field of a known kind needs nothing but its declaration.
 */

/** The kinds of control a field can be. */
export type FieldInput = 'text' | 'email' | 'tel' | 'select' | 'textarea';

/** One choice of a select; a value of '' is the placeholder ("Please select"), never a valid answer. */
export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

interface FieldBase {
  /** The visible label, also used in the firm's email, the CSV export and the refusal page. */
  readonly label: string;
  /** The most characters accepted, after trimming: the input's maxlength and the service's limit. */
  readonly maxLength: number;
  /** The HTML autocomplete token; left out where the browser should decide. */
  readonly autoComplete?: string;
  /** How running text (the privacy policy's list) names the field, where not its label in lower case. */
  readonly inProse?: string;
}

/** A required field says what the visitor is told when it is empty. */
type Requirement = { readonly required: true; readonly missing: string } | { readonly required: false };

type Control =
  | { readonly input: 'text' | 'tel' }
  /** `invalid`: what the visitor is told when the value is not an email address. */
  | { readonly input: 'email'; readonly invalid: string }
  /** `invalid`: what the visitor is told when the value is none of the options. */
  | { readonly input: 'select'; readonly options: readonly FieldOption[]; readonly invalid: string }
  /** The one kind that keeps line breaks. */
  | { readonly input: 'textarea'; readonly rows: number };

export type FormField = FieldBase & Requirement & Control;

/** A form's fields by name, in the order the form shows them. */
export type FormFields = Readonly<Record<string, FormField>>;

type RequiredName<Fields extends FormFields> = {
  [Name in keyof Fields & string]: Fields[Name] extends { required: true } ? Name : never;
}[keyof Fields & string];

/**
 * What a form sends, each field a string: the required ones always, the optional ones where
 * known ('' when left empty; absent from what was stored before the field existed).
 */
export type FormValues<Fields extends FormFields> = { [Name in RequiredName<Fields>]: string } & {
  [Name in Exclude<keyof Fields & string, RequiredName<Fields>>]?: string;
};

/** The field names of a form, in declaration order. */
export function fieldNames<Fields extends FormFields>(fields: Fields): (keyof Fields & string)[] {
  return Object.keys(fields);
}

/** A value as a person reads it: a select's option label, anything else as typed ('' if absent). */
export function displayValue(field: FormField, value = ''): string {
  if (field.input !== 'select') return value;
  return field.options.find((option) => option.value === value)?.label ?? value;
}

/** The fields named in running text: "your full name, email address, phone number (optional) and ...". */
export function fieldsInProse(fields: FormFields): string {
  const names = Object.values(fields).map(
    (field) => `${field.inProse ?? field.label.toLowerCase()}${field.required ? '' : ' (optional)'}`,
  );
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(names);
}

/** A radio group's choices: the value the logic reads, and the words a person reads. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
  hint?: string;
}
