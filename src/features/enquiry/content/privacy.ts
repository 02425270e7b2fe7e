import { enquiryFields } from '../../../content/enquiry';
import { fieldsInProse } from '../../../platform/forms/form-fields';
import type { PrivacyDeclaration } from '../../../platform/privacy/declaration';
import { firmCopiesKept } from '../../../platform/privacy/servers';

/** Days an enquiry is kept once delivered: the service's default (ENQUIRY_RETENTION_DAYS; a test holds them equal). */
export const enquiryRetentionDays = 30;

/** What the enquiry form keeps (src/features/enquiry/server/tables.ts), for how long, why and who receives it. */
export const enquiryPrivacy: PrivacyDeclaration = {
  heading: 'Enquiries sent through the form',
  purpose:
    'To answer your enquiry and, if you ask, arrange a consultation or prepare a proposal. We do not use it for marketing.',
  basis: 'contract',
  keeps: [
    {
      what: `your ${fieldsInProse(enquiryFields)}, with its reference and the time it arrived`,
      fields: ['enquiries.id', 'enquiries.details', 'enquiries.received_at'],
      kept: `on our server until its email has reached our inbox, then ${enquiryRetentionDays} days; in our inbox, ${firmCopiesKept}`,
    },
    {
      what: 'the page of this site you sent it from (its address here, nothing from other sites)',
      fields: ['enquiries.source_page'],
      kept: 'with the enquiry',
    },
    {
      what: 'where we are with it (new, replied or closed), which of our staff took it and when that last changed',
      fields: ['enquiries.status', 'enquiries.taken_by', 'enquiries.status_at'],
      kept: 'with the enquiry',
    },
    {
      what: 'your IP address, in the server’s memory only, to count the enquiries that come from it and so limit automated ones; the server does not write it to disk or record your message in its logs',
      fields: ['memory:client-address'],
      kept: 'for ten minutes at most',
      ownBasis: {
        basis: 'legitimate-interests',
        interest: 'in keeping automated enquiries out of our inbox',
      },
    },
  ],
  recipients: [
    { who: 'host', what: 'runs the server and database that hold it' },
    { who: 'mail', what: 'carries it to our inbox and stores our mailbox; no copy goes to you or anyone else' },
  ],
};
