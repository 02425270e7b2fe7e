import { href } from '../../config/paths';
import { enquiryFields } from '../../content/enquiry-fields';

/**
 * An enquiry started elsewhere on the site (a checker's answer, an estimate): the contact page's
 * URL carries the subject and the message in its query, and the form, once the app runs, fills
 * them in for the visitor to edit. Without JavaScript the form is as it always is.
 */
const params = { subject: 'subject', message: 'message' } as const;

type Subject = (typeof enquiryFields.subject.options)[number]['value'];

/** The contact page's URL with this subject chosen and this message written. */
export function enquiryHref(subject: Exclude<Subject, ''>, message: string): string {
  return `${href('contact')}?${new URLSearchParams({ [params.subject]: subject, [params.message]: message })}`;
}

/** What a contact URL's query asks the form to fill in: a subject only if it is one of the list's. */
export function readPrefill(search: string): { subject?: string; message?: string } {
  const query = new URLSearchParams(search);
  const subject = query.get(params.subject) ?? '';
  const message = query.get(params.message)?.slice(0, enquiryFields.message.maxLength);
  const known = enquiryFields.subject.options.some((option) => option.value === subject && subject !== '');
  return { ...(known ? { subject } : {}), ...(message ? { message } : {}) };
}
