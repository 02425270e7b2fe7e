import { site } from '../config/site';
import { formWords } from './form-words';
import { honeypotLabel, keptAndAlternatives, phoneInText, privacyNote } from './reply-words';

export { enquiryFields, type Enquiry, type EnquiryField } from './enquiry-fields';

/** The form's other copy, on the contact page and in what the enquiry service answers. */
export const enquiryForm = {
  ...formWords,
  /** Beside the button: when we reply, and a link (`link`) to the privacy policy. */
  note: { before: `We reply within ${site.repliesWithin}. Our `, ...privacyNote },
  honeypotLabel,
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
    alternatives: keptAndAlternatives,
  },
} as const;
