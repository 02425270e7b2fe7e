import { parseAddress } from './address';
import type { Mailbox } from '../outbox/email';
import {
  displayValue,
  fieldNames,
  type FieldInput,
  type FormField,
  type FormFields,
} from '../../../src/platform/forms/form-fields';

/** What every form's email to the firm shares: dates, safe header text, the fields as text, addresses. */
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
 * A visitor's address as the mail transport is given it: the address the rule (address.ts) parsed,
 * as a parsed mailbox, which the transport sends as it is (a string nodemailer would parse again, and could
 * read a display name or a second address out of). So the envelope is the mailbox every limit
 * counted. An address kept from before the rule that the rule refuses is not mailed at all: the
 * error reads as SMTP's 553 ("mailbox name not allowed"), a refusal for good, so the mail queue
 * keeps the message as failed for a person to look at rather than trying it for ever.
 */
export function recipient(address: string): Mailbox {
  const parsed = parseAddress(address);
  if (typeof parsed === 'string')
    throw Object.assign(new Error('A kept address the address rule refuses is not mailed.'), { responseCode: 553 });
  return { name: '', address: parsed.address };
}
