import type Mail from 'nodemailer/lib/mailer';
import { enquiryForm, type EnquiryField } from '../../src/content/enquiry';
import type { StoredEnquiry } from './spool';
import { subjectLabel } from './validation';

export interface Addresses {
  /** The firm's inbox: the only address an enquiry is ever sent to. */
  to: string;
  /** The sender the firm's mail server accepts for the website. */
  from: string;
}

const received = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/**
 * No line breaks or other control characters in anything that becomes a header, and no "=?" that
 * a mail program could decode as an encoded-word (RFC 2047) into other headers or another sender.
 * Validation refuses both; this holds for anything in the spool however it got there.
 */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]+/g;
const oneLine = (text: string) => text.replace(controlCharacters, ' ').replace(/=\?/g, '= ?').trim();

/**
 * The email the firm receives for one enquiry: plain text, every field labelled, a reply goes to
 * the visitor (Reply-To), and the subject names the enquiry's subject and the visitor. The
 * Message-ID is the enquiry's own, the same on every attempt, so a mail system that somehow sees
 * it twice can tell. The visitor's address appears only in Reply-To: mail never goes to it.
 */
export function enquiryEmail(record: StoredEnquiry, { to, from }: Addresses): Mail.Options {
  const { enquiry } = record;
  const line = (field: EnquiryField, value: string) => `${enquiryForm.labels[field]}: ${value || '(not given)'}`;
  const text = [
    `A new enquiry from the website.`,
    '',
    line('name', enquiry.name),
    line('email', enquiry.email),
    line('phone', enquiry.phone),
    line('company', enquiry.company),
    line('subject', subjectLabel(enquiry.subject)),
    `Received: ${received.format(new Date(record.receivedAt))} (UK time)`,
    `Reference: ${record.id}`,
    '',
    `${enquiryForm.labels.message}:`,
    enquiry.message,
    '',
    '--',
    'Reply to this email to answer the visitor directly.',
    '',
  ].join('\n');
  const domain = from.replace(/^.*@/, '').replace(/>.*$/, '');
  return {
    from,
    to,
    replyTo: { name: oneLine(enquiry.name), address: oneLine(enquiry.email) },
    subject: `Website enquiry: ${subjectLabel(enquiry.subject)} from ${oneLine(enquiry.name)}`,
    text,
    messageId: `<enquiry-${record.id}@${domain}>`,
    headers: { 'X-Enquiry-Reference': record.id },
    // Nothing in an enquiry can make the mailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
