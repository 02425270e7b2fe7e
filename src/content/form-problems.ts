import type { FormField } from '../platform/forms/form-fields';

/**
 * What the service says about a value any form posts that it refuses, beyond each field's own
 * `missing` and `invalid`: read by the server only, so no page carries them.
 */
export const formProblems = {
  /** A post larger than the service reads: `limit` in words (server/platform/http/http-rules.ts). */
  tooLarge: (limit: string) => `What you sent is larger than ${limit}.`,
  tooLong: (field: FormField) => `${field.label} can be at most ${field.maxLength.toLocaleString('en-GB')} characters.`,
  characters: (field: FormField) => `${field.label} contains characters we cannot accept.`,
  /** An invisible or direction-changing character (server/platform/forms/validation.ts says why), named. */
  hiddenCharacter: (field: FormField, character: string) =>
    `${field.label} contains an invisible character, ${character}, which would hide or reorder what it says: please type it again without it.`,
  /** An address with anything but printable ASCII before the @ (server/platform/forms/validation.ts says why). */
  emailCharacters:
    'The part of your email address before the @ can contain only unaccented letters, digits and symbols such as . _ + -.',
} as const;
