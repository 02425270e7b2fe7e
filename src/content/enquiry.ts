import { site } from '../config/site';

/** The phone number kept on one line where it sits in running text (a toast, a paragraph). */
export const phoneInText = site.phone.display.replace(/ /g, '\u00a0');

/**
 * The enquiry form's copy, on the contact page and in what the enquiry service sends and answers:
 * SPEC.md sections 5 and 8, word for word, and what a failure says.
 */
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
  /** The error toast: the message was not sent, what was typed is still there, and other ways in. */
  failed: `Your message has not been sent. Please try again, or email ${site.email} or call ${phoneInText}.`,
  rateLimited: `You have sent several messages in a short time, so this one has not been sent. Please try again later, or email ${site.email} or call ${phoneInText}.`,
} as const;

export type EnquiryField = keyof typeof enquiryForm.labels;
export type Enquiry = Record<EnquiryField, string>;

/** A field people never see or reach (the form's honeypot): anything in it marks a bot. */
export const honeypotField = 'website';

/** Limits the enquiry service enforces; the form's fields carry the same maximum lengths. */
export const enquiryLimits = {
  maxLength: { name: 200, email: 254, phone: 200, company: 200, subject: 20, message: 5000 },
} as const satisfies { maxLength: Record<EnquiryField, number> };
