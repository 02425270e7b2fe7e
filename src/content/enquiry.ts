/** The enquiry form's copy: SPEC.md sections 5 and 8, word for word. */
export const enquiryForm = {
  labels: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    company: 'Company Name',
    subject: 'Subject',
    message: 'Your Message',
  },
  subjects: [
    { value: '', label: 'Please select' },
    { value: 'fintech', label: 'Fintech Accounting' },
    { value: 'crypto', label: 'Crypto Accounting' },
    { value: 'sme', label: 'SME Accounting' },
    { value: 'general', label: 'General Enquiry' },
  ],
  submit: 'Send Message',
  submitting: 'Sending...',
  success: 'Thank you for your message! We will be in touch shortly.',
} as const;

export type EnquiryField = keyof typeof enquiryForm.labels;
export type Enquiry = Record<EnquiryField, string>;
