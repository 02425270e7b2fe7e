import type { FormField } from '../platform/forms/form-fields';
import { groupThousands } from '../platform/format-number';

/**
 * What the service says about a value any form posts that it refuses, beyond each field's own
 * `missing` and `invalid`: read by the server only, so no page carries them.
 */
const listInWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

export const formProblems = {
  /** A post larger than the service reads: `limit` in words (server/platform/http/http-rules.ts). */
  tooLarge: (limit: string) => `What you sent is larger than ${limit}.`,
  tooLong: (field: FormField) => `${field.label} can be at most ${groupThousands(field.maxLength)} characters.`,
  /** `found`: what was refused, each in words (server/platform/forms/validation.ts); none when it is not text at all. */
  characters: (field: FormField, found: readonly string[] = []) =>
    found.length === 0
      ? `${field.label} contains characters we cannot accept.`
      : `${field.label} cannot contain ${listInWords(found)}: remove ${found.length === 1 ? 'it' : 'them'} and send it again.`,
  /** A refused character in words: a line break, a tab, "=?" or an invisible character by its code. */
  characterNames: {
    lineBreak: 'a line break',
    tab: 'a tab',
    encodedWord: '“=?” (an equals sign followed by a question mark)',
    control: (code: string) => `an invisible control character (U+${code})`,
  },
  /** An invisible or direction-changing character (server/platform/forms/validation.ts says why), named. */
  hiddenCharacter: (field: FormField, character: string) =>
    `${field.label} contains an invisible character, ${character}, which would hide or reorder what it says: please type it again without it.`,
  /** An address with anything but printable ASCII before the @ (server/platform/forms/validation.ts says why). */
  emailCharacters:
    'The part of your email address before the @ can contain only unaccented letters, digits and symbols such as . _ + -.',
} as const;
