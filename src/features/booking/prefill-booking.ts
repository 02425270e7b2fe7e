import { fillIn, readBookingPrefill } from '../../platform/forms/prefill';
import { bookingFields } from './fields';
import { questionFields } from './topic-questions';

/**
 * A booking started elsewhere on the site (a checker's answer, an estimate, a page about one
 * topic): fills the form in from the address's fragment (or query), its topic and note and the topic's questions, each
 * as its declaration allows. Loaded only when the address carries something, so the page's first
 * load carries none of it. Returns what was filled in.
 */
export function prefillBooking(form: HTMLFormElement | null): Partial<Record<string, string>> {
  return fillIn(form, readBookingPrefill(window.location.hash, window.location.search), {
    ...bookingFields,
    ...questionFields,
  });
}
