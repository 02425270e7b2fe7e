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
