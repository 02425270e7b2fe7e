import { site } from '../config/site';

/** The phone number kept on one line where it sits in running text (a toast, a paragraph). */
const phone = site.phone.display.replace(/ /g, '\u00a0');

/** The enquiry form's copy: SPEC.md sections 5 and 8, word for word, and what a failure says. */
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
  failed: `Your message has not been sent. Please try again, or email ${site.email} or call ${phone}.`,
  rateLimited: `You have sent several messages in a short time, so this one has not been sent. Please try again later, or email ${site.email} or call ${phone}.`,
} as const;

export type EnquiryField = keyof typeof enquiryForm.labels;
export type Enquiry = Record<EnquiryField, string>;

/** A field people never see or reach (the form's honeypot): anything in it marks a bot. */
export const honeypotField = 'website';

/** Limits the enquiry service enforces; the form's fields carry the same maximum lengths. */
export const enquiryLimits = {
  maxLength: { name: 200, email: 254, phone: 200, company: 200, subject: 20, message: 5000 },
} as const satisfies { maxLength: Record<EnquiryField, number> };

/**
 * The page a plain HTML form post is answered with when the enquiry was not stored (JavaScript
 * off, or sent before the page's scripts had started). The enquiry service fills in the reason.
 */
export const enquiryNotSent = {
  title: 'Your enquiry has not been sent',
  lead: 'Nothing has reached us yet. Use your browser’s Back button to return to the form: what you typed is still there.',
  reasons: {
    invalid: 'Please check these and send it again:',
    tooLarge: 'The enquiry is longer than we can accept. Please shorten your message and send it again.',
    rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and send it again.',
    crossSite:
      'The form was sent from another website, so we did not accept it. Please use the form on our contact page.',
    unavailable: 'Our enquiry service could not take it just now. Please try again in a few minutes.',
  },
  otherWays: `You can also email ${site.email} or call ${phone}, ${site.hours.summary}.`,
  back: 'Back to the contact page',
} as const;

/** The page a plain HTML form post is redirected to once the enquiry is stored. */
export const enquirySent = {
  title: 'Thank you for your message',
  lead: 'We will be in touch shortly. Your enquiry has reached us and a director will read it today, or on the next working day.',
  nextStepsHeading: 'What happens next',
  nextSteps: [
    'We read your enquiry and reply within one working day, by email or by phone if you gave us a number.',
    `If it helps, we suggest a time for a free, no-obligation consultation: in our ${site.address.locality} office or by video call.`,
    'Before any work starts, we send you a letter of engagement that sets out the scope and our fees.',
  ],
  urgent: `Something urgent? Call us on ${phone} (${site.hours.summary}) or email ${site.email}.`,
} as const;
