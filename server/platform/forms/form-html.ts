import type { FormField, FormFields } from '../../../src/platform/forms/form-fields';
import { formWords } from '../../../src/content/form-words';
import { fieldStyles } from '../../../src/styles/class-names';
import { escapeHtml } from './pages';

/*
 * A refused plain form post is answered with its form again, filled in with what was sent and
 * each refused field marked, so that nothing has to be typed twice (WCAG 3.3.7): the same labels,
 * hints, errors and looks as the page's own form (src/platform/forms/form-field-controls.tsx),
 * written as HTML by the service, which knows what was sent. What was sent goes back only in the
 * answer to its own post: never in a URL.
 */

/** What a post sent, by field name: strings only. */
export type Posted = Partial<Record<string, string>>;

/** The strings a plain form post carried for these names, each cut to `limit` characters. */
export function postedValues(body: unknown, limits: Readonly<Record<string, number>>): Posted {
  if (typeof body !== 'object' || body === null) return {};
  const sent = body as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(limits).flatMap(([name, limit]) =>
      typeof sent[name] === 'string' ? [[name, sent[name].slice(0, limit)]] : [],
    ),
  );
}

/** Each declared field's limit, by name: what postedValues keeps of a form's fields. */
export const fieldLimits = (fields: FormFields): Record<string, number> =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.maxLength]));

type AttributeValue = string | number | boolean | undefined;

/** ` name="value"` for each attribute given (true: the bare name; false or undefined: left out). */
export const attributes = (attrs: Record<string, AttributeValue>): string =>
  Object.entries(attrs)
    .map(([name, value]) =>
      value === undefined || value === false
        ? ''
        : value === true
          ? ` ${name}`
          : ` ${name}="${escapeHtml(String(value))}"`,
    )
    .join('');

/** A select's options, the one sent chosen (or the placeholder). */
export const optionsHtml = (options: readonly { value: string; label: string }[], chosen = '') =>
  options
    .map(
      (option) =>
        `<option${attributes({ value: option.value, selected: option.value === chosen })}>${escapeHtml(option.label)}</option>`,
    )
    .join('');

export interface Labelled {
  id: string;
  label: string;
  /** Under the label: a hint (hintId) or "Optional". */
  hint?: { id: string; text: string };
  error?: string;
  /** The control, given the attributes every control gets (id, aria-describedby, aria-invalid). */
  control: (common: string) => string;
}

/** A labelled control with its hint and error, as FormFieldList lays one out. */
export function labelledHtml({ id, label, hint, error, control }: Labelled): string {
  const errorId = `${id}-error`;
  const describedBy = [hint?.id, error ? errorId : undefined].filter(Boolean).join(' ');
  return [
    '<div>',
    `<label for="${escapeHtml(id)}" class="text-sm font-semibold text-ink-900">${escapeHtml(label)}</label>`,
    hint ? `<p id="${escapeHtml(hint.id)}" class="text-sm text-slate-600">${escapeHtml(hint.text)}</p>` : '',
    error
      ? `<p id="${escapeHtml(errorId)}" class="mt-1 text-sm font-semibold text-red-800">${escapeHtml(error)}</p>`
      : '',
    control(
      attributes({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? 'true' : undefined }),
    ),
    '</div>',
  ].join('');
}

/** One declared field, filled in with what was sent. */
function controlHtml(name: string, field: FormField, value: string, common: string): string {
  const shared = `${common}${attributes({ name, required: field.required })}`;
  switch (field.input) {
    case 'select':
      return `<select${shared}${attributes({ autocomplete: field.autoComplete, class: fieldStyles.select })}>${optionsHtml(field.options, value)}</select>`;
    case 'textarea':
      return `<textarea${shared}${attributes({ rows: field.rows, maxlength: field.maxLength, autocomplete: field.autoComplete, class: fieldStyles.textarea })}>\n${escapeHtml(value)}</textarea>`; // HTML drops a textarea's first line break
    default:
      return `<input${shared}${attributes({ type: field.input, value, maxlength: field.maxLength, autocomplete: field.autoComplete, class: fieldStyles.input })}>`;
  }
}

/** Every field of a form, in declaration order, filled in with what was sent, each refused one marked. */
export function fieldsHtml(
  fields: FormFields,
  { idPrefix, values, problems = {} }: { idPrefix: string; values: Posted; problems?: Posted },
): string {
  return Object.entries(fields)
    .map(([name, field]) => {
      const id = `${idPrefix}-${name}`;
      return labelledHtml({
        id,
        label: field.label,
        ...(field.required ? {} : { hint: { id: `${id}-hint`, text: formWords.optional } }),
        ...(problems[name] ? { error: problems[name] } : {}),
        control: (common) => controlHtml(name, field, values[name] ?? '', common),
      });
    })
    .join('');
}
