import { site } from '../config/site';

/*
 * The words the forms that reach a person (the enquiry and the booking) share beyond every form's
 * (./form-words.ts): in a module of their own, so that /book carries these and not the enquiry
 * form's whole copy (./enquiry.ts, which reads them from here).
 */

/** The phone number kept on one line where it sits in running text (a toast, a paragraph). */
export const phoneInText = site.phone.display.replace(/ /g, '\u00a0');

/** The honeypot's label, which only a bot reads (the field is hidden from people). */
export const honeypotLabel = 'Leave this field empty';

/** Beside a form's button: "Our [privacy policy] explains…", the link's words and what follows them. */
export const privacyNote = { link: 'privacy policy', after: ' explains how we handle your details.' } as const;

/** Beside a send that failed: what was typed is kept, and other ways in follow. */
export const keptAndAlternatives = 'Everything you typed is still in the form. Or reach us directly:';
