import { bookingHref, enquiryHref, type BookingAnswerName } from '../../platform/forms/prefill';
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
 * subject and message; the booking's topic, the same words as its note, and what the answer tells
 * the booking form's questions, `answers`).
 */
export function checkerNextSteps(
  copy: Pick<CheckerContent, 'enquiry' | 'booking'>,
  said: string[],
  result: { heading: string; body: string[] },
  answers: Partial<Record<BookingAnswerName, string>> = {},
) {
  const message = checkerEnquiryMessage(copy.enquiry, said, result);
  return {
    enquiry: { to: enquiryHref(copy.enquiry.subject, message), label: copy.enquiry.link },
    booking: { to: bookingHref(copy.booking.topic, message, answers), label: copy.booking.link },
  };
}
