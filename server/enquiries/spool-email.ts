import type Mail from 'nodemailer/lib/mailer';
import { bookingEmail } from '../bookings/email';
import { enquiryEmail, type Addresses } from './email';
import type { StoredEnquiry } from './spool';
import { subjectLabel } from './validation';

/** The firm's email for whatever the spool holds: an enquiry or a consultation booking. */
export function spoolEmail(record: StoredEnquiry, addresses: Addresses): Mail.Options {
  return record.booking ? bookingEmail(record, addresses) : enquiryEmail(record, addresses);
}

/** What a spooled item is about, for the log and `npm run enquiries` (never the visitor's words). */
export function spoolLabel(record: StoredEnquiry): string {
  return record.booking ? `consultation ${record.booking.slot.id}` : subjectLabel(record.enquiry.subject);
}
