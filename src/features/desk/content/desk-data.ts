/**
 * The desk's words for an enquiry's status and for a person's data (find, export, erase): kept
 * beside the desk's other words (desk.ts), in a file of their own.
 */
export const enquiryStatusCopy = {
  status: 'Status',
  everyStatus: 'Every status',
  /** A word per status (server/platform/firm.ts's enquiryStatuses: the views index this by them, so a status without one fails the type check). */
  statuses: { new: 'New', replied: 'Replied', closed: 'Closed' },
  takenBy: 'Taken by',
  noOne: 'No one yet',
  save: 'Save',
  saved: (reference: string) => `Saved: enquiry ${reference}.`,
  gone: 'That enquiry is no longer kept: it was deleted after its time, or erased.',
  unknownMember: 'Choose a member of staff from the list.',
  badStatus: 'Choose new, replied or closed.',
} as const;

/** A person's data at the desk: find, export (Article 15) and erase (Article 17). */
export const peopleCopy = {
  nav: 'A person’s data',
  title: 'A person’s data',
  lead: 'Everything the site holds about one email address, across enquiries, consultations, alerts, the consent record, the mail queue and the desk: to answer a subject access request, or to erase it on request.',
  label: 'Their email address',
  hint: 'Any form of it: capitals, a +tag or a Gmail address’s dots find the same mailbox.',
  find: 'Find',
  missing: 'Enter the email address the request came from.',
  notAddress: 'That is not an email address. Check it against the request.',
  foundTitle: 'What we hold about this address',
  foundLead: (address: string) => `Everything held about ${address}, part by part.`,
  noneTitle: 'Nothing held about this address',
  noneLead: (address: string) =>
    `No enquiry, consultation, alert sign-up, email or desk record names ${address}. Say so in your answer to the request.`,
  rows: (count: number) => `${count} record${count === 1 ? '' : 's'}`,
  nothingHere: 'Nothing held.',
  exportJson: 'Download as JSON',
  exportCsv: 'Download as CSV',
  exportHint:
    'For a subject access request (UK GDPR Article 15): send it to them securely within one month of the request.',
  erase: 'Erase…',
  eraseHint: 'On a request to erase (UK GDPR Article 17). Next you will see what goes and what stays, and confirm.',
  confirmTitle: 'Erase what we hold about this address?',
  confirmLead: (address: string) =>
    `Everything held about ${address}, in any form of it. This cannot be undone: read what goes and what stays, then confirm.`,
  deletes: 'Deleted',
  keeps: 'Kept, and why',
  nothingDeleted: 'Nothing to delete.',
  confirm: 'Yes, erase it',
  back: 'Back to a person’s data',
  erasedTitle: (deleted: number) => `Erased: ${deleted} record${deleted === 1 ? '' : 's'} deleted`,
  erasedLead: (address: string) =>
    `What was held about ${address} is deleted, except what is listed below. Tell them in your answer to their request, with what is kept and why.`,
  stillHeld: 'Still held',
  administratorsOnly: 'A person’s data is for administrators.',
} as const;
