import { enquiryForm, enquiryLimits, honeypotField, type Enquiry, type EnquiryField } from '../../src/content/enquiry';

const subjects = new Set<string>(enquiryForm.subjects.map((subject) => subject.value).filter(Boolean));
const fields = Object.keys(enquiryForm.labels) as EnquiryField[];
const required: ReadonlySet<EnquiryField> = new Set(['name', 'email', 'subject', 'message']);

/**
 * An address with one @, something before it and a dotted domain after it, and no spaces: the
 * shape the browser's email input checks, not a promise that the mailbox exists.
 */
const emailShape =
  /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/**
 * The part before the @ in printable ASCII only (RFC 5322's atext and dots), as the browser's
 * email input also requires: anything else would go out as raw 8-bit bytes in Reply-To, which a
 * mail server without SMTPUTF8 refuses for good, and invisible or reversing characters (U+200B,
 * U+202E) would hide what the address really is.
 */
const asciiLocalPart = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@/;
/** The start of a MIME encoded-word (RFC 2047): a name holding one would be decoded by mail programs. */
const encodedWordStart = '=?';
/** Control characters (line breaks included) have no place in a one-line field or a mail header. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const controlCharactersButLineBreaksAndTabs = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type EnquiryProblems = Partial<Record<EnquiryField, string>>;

export type ValidationResult = { ok: true; enquiry: Enquiry; spam: boolean } | { ok: false; problems: EnquiryProblems };

/** What the visitor is told about each field, on the page and in the API's 400 answer. */
const problemText = {
  missing: {
    name: 'Enter your full name.',
    email: 'Enter your email address.',
    subject: 'Choose a subject.',
    message: 'Write your message.',
  } as Partial<Record<EnquiryField, string>>,
  tooLong: (field: EnquiryField) =>
    `${enquiryForm.labels[field]} can be at most ${enquiryLimits.maxLength[field].toLocaleString('en-GB')} characters.`,
  email: 'Enter an email address in the form name@example.com.',
  emailCharacters:
    'The part of your email address before the @ can contain only unaccented letters, digits and symbols such as . _ + -.',
  subject: 'Choose one of the subjects in the list.',
  characters: (field: EnquiryField) => `${enquiryForm.labels[field]} contains characters we cannot accept.`,
};

/**
 * Checks a submitted body (JSON or form fields) against the form's rules plus the server's limits,
 * and returns a clean enquiry (every field a trimmed string) or the problems, field by field.
 */
export function validateEnquiry(body: unknown): ValidationResult {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems: EnquiryProblems = {};
  const enquiry = {} as Enquiry;

  for (const field of fields) {
    const raw = input[field];
    if (raw !== undefined && typeof raw !== 'string') {
      problems[field] = problemText.characters(field);
      continue;
    }
    // Line endings normalised, as a browser does for a textarea.
    const value = (raw ?? '').replace(/\r\n?/g, '\n').trim();
    enquiry[field] = value;
    if (value === '') {
      if (required.has(field)) problems[field] = problemText.missing[field];
    } else if (value.length > enquiryLimits.maxLength[field]) {
      problems[field] = problemText.tooLong(field);
    } else if ((field === 'message' ? controlCharactersButLineBreaksAndTabs : controlCharacters).test(value)) {
      problems[field] = problemText.characters(field);
    } else if (field === 'name' && value.includes(encodedWordStart)) {
      problems[field] = problemText.characters(field);
    } else if (field === 'email' && !emailShape.test(value)) {
      problems[field] = problemText.email;
    } else if (field === 'email' && !asciiLocalPart.test(value)) {
      problems[field] = problemText.emailCharacters;
    } else if (field === 'subject' && !subjects.has(value)) {
      problems[field] = problemText.subject;
    }
  }

  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const honeypot = input[honeypotField];
  return { ok: true, enquiry, spam: honeypot !== undefined && honeypot !== '' };
}

/** The subject's label as the visitor chose it ("Fintech Accounting"). */
export function subjectLabel(value: string): string {
  return enquiryForm.subjects.find((subject) => subject.value === value)?.label ?? value;
}
