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
