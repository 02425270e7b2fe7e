import { href } from '../../config/paths';
import { enquiryFields } from '../../content/enquiry-fields';
import type { FormFields } from './form-fields';

/**
 * An enquiry or a booking started elsewhere on the site (a checker's answer, an estimate): the
 * contact page's or the booking page's URL carries what to fill in (a subject or topic, and the
 * answer in words), and the form, once the app runs, fills it in for the visitor to edit. Without
 * JavaScript the form is as it always is. The answer can hold the visitor's own figures, so it
 * travels in the URL's fragment (after `#`), which a browser never sends to a server, in a request
 * or a Referer: no log sees it. A query (`?topic=`, in links emailed before) is still read.
 */
const params = { subject: 'subject', message: 'message', topic: 'topic', note: 'note' } as const;

type Subject = (typeof enquiryFields.subject.options)[number]['value'];

/** The contact page's URL with this subject chosen and this message written. */
export function enquiryHref(subject: Exclude<Subject, ''>, message: string): string {
  return `${href('/contact')}#${new URLSearchParams({ [params.subject]: subject, [params.message]: message })}`;
}

/** A URL's fragment and query as one set of parameters, the fragment's over the query's (`#a=1`, `?a=1`). */
function carried(fragment: string, search = ''): URLSearchParams {
  const strip = (text: string) => text.replace(/^[#?]/, '');
  const params = new URLSearchParams(strip(search));
  for (const [name, value] of new URLSearchParams(strip(fragment))) params.set(name, value);
  return params;
}

/** What a contact URL's fragment (or query) asks the form to fill in: a subject only if it is one of the list's. */
export function readPrefill(fragment: string, search = ''): { subject?: string; message?: string } {
  const query = carried(fragment, search);
  const subject = query.get(params.subject) ?? '';
  const message = query.get(params.message)?.slice(0, enquiryFields.message.maxLength);
  const known = enquiryFields.subject.options.some((option) => option.value === subject && subject !== '');
  return { ...(known ? { subject } : {}), ...(message ? { message } : {}) };
}

/**
 * The booking form's questions a link may answer, by name: src/features/booking/topic-questions.ts
 * declares them, and its type requires a question for each name here.
 */
export type BookingAnswerName = 'firmReference' | 'yearEnd' | 'mtdStart' | 'income' | 'currentAccountant';

/**
 * The booking page's URL with this topic chosen, this note written and the topic's questions
 * answered (`answers`, by field name: src/features/booking/topic-questions.ts). The form checks
 * each against its declaration.
 */
export function bookingHref(
  topic: string,
  note = '',
  answers: Readonly<Partial<Record<BookingAnswerName, string>>> = {},
): string {
  const query: Record<string, string> = { [params.topic]: topic, ...(note ? { [params.note]: note } : {}) };
  for (const [name, value] of Object.entries(answers)) if (value) query[name] = value;
  return `${href('/book')}#${new URLSearchParams(query)}`;
}

/** What a booking URL's fragment (or query) asks the form to fill in: every non-empty parameter, by name (the form keeps only its own fields). */
export function readBookingPrefill(fragment: string, search = ''): Partial<Record<string, string>> {
  return Object.fromEntries([...carried(fragment, search)].filter(([, value]) => value !== ''));
}

/**
 * Fills a form's fields in from `values`, by name, as its declarations allow: a select only with
 * one of its options, text no longer than its limit. Returns what was filled in.
 */
export function fillIn(
  form: HTMLFormElement | null,
  values: Partial<Record<string, string>>,
  fields: FormFields,
): Partial<Record<string, string>> {
  const filled: Partial<Record<string, string>> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields[name];
    // An input, a select or a textarea: each has a value to set.
    const control = form?.elements.namedItem(name) as HTMLInputElement | null | undefined;
    if (!field || value === undefined || !control) continue;
    if (field.input === 'select' && !field.options.some((option) => option.value === value && value !== '')) continue;
    control.value = value.slice(0, field.maxLength);
    filled[name] = control.value;
  }
  return filled;
}
