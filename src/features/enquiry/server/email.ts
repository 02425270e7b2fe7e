import type Mail from 'nodemailer/lib/mailer';
import { enquiryFields } from '../../../content/enquiry';
import {
  displayValue,
  fieldNames,
  type FieldInput,
  type FormField,
  type FormFields,
} from '../../../config/form-fields';
import type { Addresses } from '../../../../server/outbox/worker';
import type { StoredEnquiry } from './service';
import { subjectLabel } from './validation';

export const received = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/**
 * No line breaks or other control characters in anything that becomes a header, and no "=?" that
 * a mail program could decode as an encoded-word (RFC 2047) into other headers or another sender.
 * Validation refuses both; this holds for anything in the database however it got there.
 */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]+/g;
export const oneLine = (text: string) => text.replace(controlCharacters, ' ').replace(/=\?/g, '= ?').trim();

/**
 * Where each kind of field goes in the email: a labelled line in the list at the top, or a
 * labelled block of its own below it (text that keeps its line breaks).
 */
const placement: Record<FieldInput, 'line' | 'block'> = {
  text: 'line',
  email: 'line',
  tel: 'line',
  select: 'line',
  textarea: 'block',
};

/** A form's fields as the firm's email shows them: labelled lines, then labelled blocks of text. */
export function fieldText<Fields extends FormFields>(
  fields: Fields,
  values: Partial<Record<keyof Fields & string, string>>,
): { lines: string[]; blocks: string[] } {
  const names = fieldNames(fields);
  const field = (name: keyof Fields & string): FormField => fields[name] as FormField;
  return {
    lines: names
      .filter((name) => placement[field(name).input] === 'line')
      .map((name) => `${field(name).label}: ${displayValue(field(name), values[name]) || '(not given)'}`),
    blocks: names
      .filter((name) => placement[field(name).input] === 'block')
      .flatMap((name) => [`${field(name).label}:`, values[name] || '(not given)', '']),
  };
}

/** The domain the firm's mail comes from, for Message-IDs. */
export const senderDomain = (from: string) => from.replace(/^.*@/, '').replace(/>.*$/, '');

/** The visitor as the Reply-To of the firm's email: the only place their address appears. */
export const visitorReplyTo = (name: string, email: string) => ({ name: oneLine(name), address: oneLine(email) });

/**
 * The email the firm receives for one enquiry: plain text, every field labelled, a reply goes to
 * the visitor (Reply-To), and the subject names the enquiry's subject and the visitor. The
 * Message-ID is the enquiry's own, the same on every attempt, so a mail system that somehow sees
 * it twice can tell. The visitor's address appears only in Reply-To: mail never goes to it.
 */
export function enquiryEmail(record: StoredEnquiry, { to, from }: Addresses): Mail.Options {
  const { enquiry } = record;
  const { lines, blocks } = fieldText(enquiryFields, enquiry);
  const text = [
    `A new enquiry from the website.`,
    '',
    ...lines,
    `Received: ${received.format(new Date(record.receivedAt))} (UK time)`,
    `Reference: ${record.id}`,
    ...(record.sourcePage ? [`Sent from: ${record.sourcePage}`] : []),
    '',
    ...blocks,
    '--',
    'Reply to this email to answer the visitor directly.',
    '',
  ].join('\n');
  const domain = senderDomain(from);
  return {
    from,
    to,
    replyTo: visitorReplyTo(enquiry.name, enquiry.email),
    subject: `Website enquiry: ${subjectLabel(enquiry.subject)} from ${oneLine(enquiry.name)}`,
    text,
    messageId: `<enquiry-${record.id}@${domain}>`,
    headers: { 'X-Enquiry-Reference': record.id },
    // Nothing in an enquiry can make the mailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
