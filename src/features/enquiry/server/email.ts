import { enquiryFields } from '../../../content/enquiry';
import type { Email } from '../../../../server/platform/outbox/email';
import type { Addresses } from '../../../../server/platform/outbox/worker';
import type { StoredEnquiry } from './service';
import { subjectLabel } from './validation';
import { fieldText, oneLine, received, senderDomain, visitorReplyTo } from '../../../../server/platform/forms/mail';

/**
 * The email the firm receives for one enquiry: plain text, every field labelled, a reply goes to
 * the visitor (Reply-To), and the subject names the enquiry's subject and the visitor. The
 * Message-ID is the enquiry's own, the same on every attempt, so a mail system that somehow sees
 * it twice can tell. The visitor's address appears only in Reply-To: mail never goes to it.
 */
export function enquiryEmail(record: StoredEnquiry, { to, from }: Addresses): Email {
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
  };
}
