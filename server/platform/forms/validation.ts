import { parseAddress } from './address';
import { formProblems } from '../../../src/content/form-problems';
import { honeypotField } from '../../../src/content/form-words';
import {
  type FieldInput,
  type FormField,
  type FormFields,
  type FormValues,
} from '../../../src/platform/forms/form-fields';

/** Control characters (line breaks included) have no place in a one-line field or a mail header. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;
/**
 * In free text that may become a header (the name, in Reply-To and the subject), no control
 * characters and no "=?", the start of a MIME encoded-word (RFC 2047), which mail programs would
 * decode into other headers or another sender.
 */
// eslint-disable-next-line no-control-regex
const controlCharactersOrEncodedWord = /[\u0000-\u001f\u007f]|=\?/;
// eslint-disable-next-line no-control-regex
const controlCharactersButLineBreaksAndTabs = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Characters that show nothing or reorder what follows (zero-width spaces and joiners, direction
 * marks, embeddings, overrides and isolates, the byte-order mark): in a name that becomes the
 * firm's Reply-To display name or a subject, "Grace\u202Emoc.evil" reads as someone else. Named in
 * the refusal, since the visitor cannot see what to remove.
 */
const hiddenCharacters: Record<string, string> = {
  '\u200b': 'U+200B (zero-width space)',
  '\u200c': 'U+200C (zero-width non-joiner)',
  '\u200d': 'U+200D (zero-width joiner)',
  '\u200e': 'U+200E (left-to-right mark)',
  '\u200f': 'U+200F (right-to-left mark)',
  '\u202a': 'U+202A (left-to-right embedding)',
  '\u202b': 'U+202B (right-to-left embedding)',
  '\u202c': 'U+202C (pop directional formatting)',
  '\u202d': 'U+202D (left-to-right override)',
  '\u202e': 'U+202E (right-to-left override)',
  '\u2066': 'U+2066 (left-to-right isolate)',
  '\u2067': 'U+2067 (right-to-left isolate)',
  '\u2068': 'U+2068 (first strong isolate)',
  '\u2069': 'U+2069 (pop directional isolate)',
  '\ufeff': 'U+FEFF (zero-width no-break space)',
};
const hiddenCharacter = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

const hiddenProblem = (value: string, field: FormField) => {
  const [found] = hiddenCharacter.exec(value) ?? [];
  return found ? formProblems.hiddenCharacter(field, hiddenCharacters[found] ?? found) : undefined;
};

interface KindRule<Field extends FormField> {
  /** Characters a value of this kind may not hold. */
  refused: RegExp;
  /** The problem with a value of the wrong shape for its kind (none when the shape is free). */
  shape?: (value: string, field: Field) => string | undefined;
}

/** What each kind of field accepts beyond its length; a new kind fails the build until it is here. */
const kindRules: { [Kind in FieldInput]: KindRule<Extract<FormField, { input: Kind }>> } = {
  text: { refused: controlCharactersOrEncodedWord, shape: hiddenProblem },
  tel: { refused: controlCharacters },
  email: {
    refused: controlCharacters,
    // The one address rule for every form and email (address.ts), which alerts also apply.
    shape: (value, field) => {
      const parsed = parseAddress(value);
      return parsed === 'shape' ? field.invalid : parsed === 'characters' ? formProblems.emailCharacters : undefined;
    },
  },
  select: {
    refused: controlCharacters,
    shape: (value, field) =>
      field.options.some((option) => option.value !== '' && option.value === value) ? undefined : field.invalid,
  },
  textarea: { refused: controlCharactersButLineBreaksAndTabs },
};

/** Problems by field name, for any form declared with form-fields.ts. */
export type FormProblems<Fields extends FormFields> = Partial<Record<keyof Fields & string, string>>;

export type FormValidation<Fields extends FormFields> =
  { ok: true; values: FormValues<Fields>; spam: boolean } | { ok: false; problems: FormProblems<Fields> };

/** What `refused` finds in a value, each in words once, so the visitor is told which to remove. */
function refusedInWords(value: string, refused: RegExp): string[] {
  const names = formProblems.characterNames;
  const found = value.match(new RegExp(refused.source, 'g')) ?? [];
  const words = found.map((match) => {
    if (match === '=?') return names.encodedWord;
    if (match === '\n' || match === '\r') return names.lineBreak;
    if (match === '\t') return names.tab;
    return names.control(match.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0'));
  });
  return [...new Set(words)];
}

/** The problem with one trimmed value, or undefined when the field accepts it. */
function problemWith(field: FormField, value: string): string | undefined {
  if (value === '') return field.required ? field.missing : undefined;
  if (value.length > field.maxLength) return formProblems.tooLong(field);
  // Looked up by the field's own kind, so the rule is the one for this field.
  const rules = kindRules[field.input] as KindRule<FormField>;
  if (rules.refused.test(value)) return formProblems.characters(field, refusedInWords(value, rules.refused));
  return rules.shape?.(value, field);
}

/**
 * Checks a submitted body (JSON or form fields) against a form's declared fields, and returns
 * clean values (every field a trimmed string) or the problems, field by field. A filled honeypot
 * marks the submission as spam.
 */
export function validateForm<Fields extends FormFields>(fields: Fields, body: unknown): FormValidation<Fields> {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems: Record<string, string> = {};
  const values: Record<string, string> = {};

  for (const [name, field] of Object.entries(fields) as [string, FormField][]) {
    const raw = input[name];
    if (raw !== undefined && typeof raw !== 'string') {
      problems[name] = formProblems.characters(field);
      continue;
    }
    // Line endings normalised, as a browser does for a textarea.
    const value = (raw ?? '').replace(/\r\n?/g, '\n').trim();
    values[name] = value;
    const problem = problemWith(field, value);
    if (problem) problems[name] = problem;
  }

  if (Object.keys(problems).length > 0) return { ok: false, problems: problems as FormProblems<Fields> };
  const honeypot = input[honeypotField];
  return { ok: true, values: values as FormValues<Fields>, spam: honeypot !== undefined && honeypot !== '' };
}
