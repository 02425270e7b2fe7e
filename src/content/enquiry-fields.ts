import type { FormFields, FormValues } from '../platform/forms/form-fields';

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
