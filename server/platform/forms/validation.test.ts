import type { FormFields } from '../../../src/platform/forms/form-fields';
import { validateForm } from './validation';

/** A refused value says which characters are refused (issue 44: "contains characters we cannot accept" did not). */
const fields = {
  name: { label: 'Full Name', input: 'text', maxLength: 200, required: true, missing: 'Enter your full name.' },
} satisfies FormFields;

const problem = (name: unknown) => {
  const result = validateForm(fields, { name });
  return result.ok ? undefined : result.problems.name;
};

describe('a refused name', () => {
  it('names each kind of character refused, once', () => {
    expect(problem('Ada=?Lovelace')).toBe(
      'Full Name cannot contain “=?” (an equals sign followed by a question mark): remove it and send it again.',
    );
    expect(problem('Ada\nLove\nlace\u0007')).toBe(
      'Full Name cannot contain a line break or an invisible control character (U+0007): remove them and send it again.',
    );
    expect(problem('Ada\tLovelace=?x\u0000')).toBe(
      'Full Name cannot contain a tab, “=?” (an equals sign followed by a question mark) or an invisible control character (U+0000): remove them and send it again.',
    );
  });

  it('keeps the general words for what is not text at all, and accepts a name with accents and apostrophes', () => {
    expect(problem(['Ada'])).toBe('Full Name contains characters we cannot accept.');
    expect(problem('Zoë O’Brien-Łukasz')).toBeUndefined();
  });
});
