import { site } from '../config/site';
import type { FormField, FormFields, FormValues } from '../platform/forms/form-fields';

/** The phone number kept on one line where it sits in running text (a toast, a paragraph). */
export const phoneInText = site.phone.display.replace(/ /g, '\u00a0');

/**
 * The enquiry form's fields (SPEC.md section 5: labels, options and which are required, word for
 * word), each declared once: the form, the service's validation, the firm's email, the CSV export,
 * the refusal page and the privacy policy all read this. An optional field is one entry here.
 */
export const enquiryFields = {
  name: {
    label: 'Full Name',
    input: 'text',
    autoComplete: 'name',
    maxLength: 200,
    required: true,
    missing: 'Enter your full name.',
  },
  email: {
    label: 'Email Address',
    input: 'email',
    autoComplete: 'email',
    maxLength: 254,
    required: true,
    missing: 'Enter your email address.',
    invalid: 'Enter an email address in the form name@example.com.',
  },
  phone: { label: 'Phone Number', input: 'tel', autoComplete: 'tel', maxLength: 200, required: false },
  company: { label: 'Company Name', input: 'text', autoComplete: 'organization', maxLength: 200, required: false },
  subject: {
    label: 'Subject',
    inProse: 'a subject',
    input: 'select',
    options: [
      { value: '', label: 'Please select' },
      { value: 'fintech', label: 'Fintech Accounting' },
      { value: 'crypto', label: 'Crypto Accounting' },
      { value: 'sme', label: 'SME Accounting' },
      { value: 'general', label: 'General Enquiry' },
    ],
    maxLength: 20,
    required: true,
    missing: 'Choose a subject.',
    invalid: 'Choose one of the subjects in the list.',
  },
  message: {
    label: 'Your Message',
    input: 'textarea',
    rows: 6,
    autoComplete: 'off',
    maxLength: 5000,
    required: true,
    missing: 'Write your message.',
  },
} as const satisfies FormFields;

export type EnquiryField = keyof typeof enquiryFields;

export type Enquiry = FormValues<typeof enquiryFields>;

/** The form's other copy, on the contact page and in what the enquiry service answers. */
export const enquiryForm = {
  /** Beside the label of a field that is not required. */
  optional: 'Optional',
  /** Beside the button: when we reply, and a link (`link`) to the privacy policy. */
  note: {
    before: `We reply within ${site.repliesWithin}. Our `,
    link: 'privacy policy',
    after: ' explains how we handle your details.',
  },
  /** The honeypot's label, which only a bot reads (the field is hidden from people). */
  honeypotLabel: 'Leave this field empty',
  submit: 'Send Message',
  submitting: 'Sending...',
  success: 'Thank you for your message! We will be in touch shortly.',
  /** The error toast: the message was not sent, what was typed is still there, and other ways in. */
  failed: `Your message has not been sent. Please try again, or email ${site.email} or call ${phoneInText}.`,
  rateLimited: `You have sent several messages in a short time, so this one has not been sent. Please try again later, or email ${site.email} or call ${phoneInText}.`,
  /** In the form, beside its button, until the next edit: what happened and what comes next. */
  outcome: {
    sentHeading: 'Message sent',
    nextStep: `We reply within ${site.repliesWithin}, by email or phone. If it is urgent, call ${phoneInText}.`,
    alternatives: 'Everything you typed is still in the form. Or reach us directly:',
  },
  /** Heads the list of fields to put right after a refused submit, and a send that failed (GOV.UK's words). */
  errorSummaryHeading: 'There is a problem',
  /** Starts the page's title while a form shows an error (GOV.UK's words). */
  errorTitlePrefix: 'Error: ',
  /** What the service says about a value it refuses, beyond each field's own `missing` and `invalid`. */
  problems: {
    tooLong: (field: FormField) =>
      `${field.label} can be at most ${field.maxLength.toLocaleString('en-GB')} characters.`,
    characters: (field: FormField) => `${field.label} contains characters we cannot accept.`,
    /** An address with anything but printable ASCII before the @ (server/forms/validation.ts says why). */
    emailCharacters:
      'The part of your email address before the @ can contain only unaccented letters, digits and symbols such as . _ + -.',
  },
} as const;

/** A field people never see or reach (the form's honeypot): anything in it marks a bot. */
export const honeypotField = 'website';
