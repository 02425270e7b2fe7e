import type { FormFields } from '../../../src/platform/forms/form-fields';
import { formProblems } from '../../../src/content/form-problems';
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

describe('an email field: the one address rule', () => {
  const emailFields = {
    email: {
      label: 'Email',
      input: 'email',
      maxLength: 254,
      required: true,
      missing: 'Enter it.',
      invalid: 'Not one.',
    },
  } satisfies FormFields;
  const emailProblem = (email: string) => {
    const result = validateForm(emailFields, { email });
    return result.ok ? undefined : result.problems.email;
  };

  it.each([
    [
      'a\x01victim@gmail.com',
      'Email cannot contain an invisible control character (U+0001): remove it and send it again.',
    ],
    ['"a" <victim@gmail.com>', 'Not one.'],
    ['vic\u200btim@gmail.com', formProblems.emailCharacters],
    ['vіctim@gmail.com', formProblems.emailCharacters],
    ['victim@gmаil.com', 'Not one.'],
  ])('refuses %j', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });

  it('accepts what the rule parses, as typed', () => {
    expect(validateForm(emailFields, { email: ' Ada+news@Example.com ' })).toMatchObject({
      ok: true,
      values: { email: 'Ada+news@Example.com' },
    });
  });
});
