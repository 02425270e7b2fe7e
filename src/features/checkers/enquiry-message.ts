import { bookingHref, enquiryHref } from '../../platform/forms/prefill';
import type { CheckerContent } from './tool-types';

/** The enquiry a checker's answer becomes: what was asked, what was answered, and the answer itself. */
export function checkerEnquiryMessage(
  enquiry: CheckerContent['enquiry'],
  answers: string[],
  result: { heading: string; body: string[] },
): string {
  return [
    enquiry.intro,
    '',
    enquiry.answersHeading,
    ...answers.map((line) => `- ${line}`),
    '',
    enquiry.resultHeading,
    result.heading,
    ...result.body,
    '',
    enquiry.close,
  ].join('\n');
}

/**
 * Where an answer goes next: an enquiry, or a booking, each carrying the answer (the enquiry's
 * subject and message; the booking's topic, and the same words as its note).
 */
export function checkerNextSteps(
  copy: Pick<CheckerContent, 'enquiry' | 'booking'>,
  answers: string[],
  result: { heading: string; body: string[] },
) {
  const message = checkerEnquiryMessage(copy.enquiry, answers, result);
  return {
    enquiry: { to: enquiryHref(copy.enquiry.subject, message), label: copy.enquiry.link },
    booking: { to: bookingHref(copy.booking.topic, message), label: copy.booking.link },
  };
}
