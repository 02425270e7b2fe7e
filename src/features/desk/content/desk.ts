import { site } from '../../../config/site';

/**
 * The staff's desk's words: every page's title, lead and buttons, and the sign-in email. The desk
 * is for the firm's own people, so it speaks to them plainly and says what each button does.
 */
export const deskCopy = {
  name: 'Staff desk',
  skip: 'Skip to main content',
  nav: {
    label: 'Desk',
    diary: 'Diary',
    enquiries: 'Enquiries',
    audit: 'Audit log',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere',
  },
  signedInAs: (name: string, role: string) => `Signed in as ${name} (${role})`,
  signIn: {
    title: 'Sign in to the staff desk',
    lead: `For ${site.shortName}’s directors and staff. There is no password: we email you a link that signs you in, in this browser.`,
    label: 'Your work email address',
    hint: 'The address the firm has on its staff list.',
    button: 'Email me a sign-in link',
    missing: 'Enter your work email address.',
    signedOut: 'You have signed out.',
    signedOutEverywhere: 'You have signed out on every device.',
    ended: 'Your session has ended. Sign in again to carry on.',
  },
  checkInbox: {
    title: 'Check your inbox',
    lead: (minutes: number) =>
      `If that address is on the staff list, a sign-in link is on its way. It works once, for ${minutes} minutes, and only in this browser: open it on this device.`,
    again: 'Use another address',
  },
  link: {
    title: 'Sign in to the staff desk',
    lead: 'Press the button to finish signing in, in the browser where you asked for the link.',
    button: 'Sign in',
    invalidTitle: 'This sign-in link does not work',
    invalid: (minutes: number) =>
      `A link works once, for ${minutes} minutes after it was sent. Ask for a new one: it arrives in a minute or two.`,
    otherBrowserTitle: 'Open the link in the browser that asked for it',
    otherBrowser:
      'For your safety a sign-in link works only in the browser where you asked for it. Open it there, or ask for a new link in this browser.',
    newLink: 'Ask for a new link',
  },
  email: {
    subject: `Your sign-in link for the ${site.shortName} staff desk`,
    text: (link: string, minutes: number) =>
      [
        'Someone, we hope you, asked to sign in to the staff desk with this address.',
        '',
        `Sign in: ${link}`,
        '',
        `The link works once, for ${minutes} minutes, and only in the browser where you asked for it. The page it opens has a button: nothing happens until you press it.`,
        '',
        'If you did not ask, ignore this email: no one can sign in with it without your browser.',
      ].join('\n'),
  },
  diary: {
    title: 'Diary',
    lead: 'Every consultation that holds a time and has not yet started, by director and day. Held ones wait for the visitor to confirm them from their email.',
    empty: 'No consultations are booked.',
    none: 'Nothing booked.',
    held: (until: string) => `Held, not yet confirmed (until ${until})`,
    confirmed: 'Confirmed',
    reference: 'Reference',
    booked: 'Booked',
    from: 'from',
    cancel: 'Cancel as the firm…',
    cancelled:
      'Cancelled. Its time is free again, and the visitor is being emailed an apology with a link to book again.',
    cancelledHold: 'Cancelled. Its time is free again; it was never confirmed, so no one was emailed.',
    everywhereLead: 'Signed in on a device you no longer have, or a shared one? End every session of yours at once.',
  },
  cancel: {
    title: 'Cancel a consultation as the firm',
    lead: 'Say why, for the record. Next you will see what the visitor is told, and confirm.',
    reason: 'Why the firm is cancelling',
    reasonHint: 'Kept in the diary’s record and the audit log. The visitor is not shown it.',
    missing: 'Say why the firm is cancelling.',
    tooLong: (max: number) => `Keep the reason to ${max} characters.`,
    next: 'Continue',
    back: 'Back to the diary',
    confirmTitle: 'Cancel this consultation?',
    confirmLead: 'This cannot be undone. The time becomes free for anyone to book.',
    tellsVisitor:
      'The visitor is emailed an apology with a link to book again, and the firm’s calendar gets the cancellation.',
    tellsNoOne: 'It was never confirmed, so no one else heard of it: no email is sent.',
    yourReason: 'Your reason',
    confirm: 'Yes, cancel it',
    gone: 'That consultation no longer holds a time: it was cancelled, has lapsed or has begun.',
    notYours: 'A director may cancel only their own consultations; an administrator may cancel any.',
  },
  enquiries: {
    title: 'Enquiries',
    lead: 'Every enquiry kept, newest first, with everything the visitor wrote and what became of its email to the firm’s inbox.',
    subject: 'Subject',
    every: 'Every subject',
    filter: 'Show',
    csv: 'Download these as CSV',
    count: (shown: number, all: number) =>
      shown === all ? `${all} enquir${all === 1 ? 'y' : 'ies'}.` : `${shown} of ${all} enquiries.`,
    empty: 'No enquiries.',
    received: 'Received',
    from: 'Sent from',
    reference: 'Reference',
    delivery: {
      waiting: 'Waiting to reach the inbox',
      delivered: 'In the inbox',
      failed: 'Not delivered: needs a person',
    },
  },
  audit: {
    title: 'Audit log',
    lead: (days: number) =>
      `Every sign-in and every action at the desk, newest first: who, what, when and from which network. Kept for ${days} days.`,
    when: 'When',
    who: 'Who',
    what: 'What',
    network: 'Network',
    empty: 'Nothing recorded yet.',
    administratorsOnly: 'The audit log is for administrators.',
  },
  refused: {
    crossSiteTitle: 'Not accepted from another site',
    crossSite: 'The desk accepts forms from its own pages only. Go back to the desk and try again.',
    tooManyTitle: 'Too many sign-in requests',
    tooMany: (minutes: number) => `Too many sign-in links were asked for from here. Try again in ${minutes} minutes.`,
    forbiddenTitle: 'Not for your role',
    notFoundTitle: 'No such page',
    notFound: 'The desk has no page at this address.',
    back: 'Back to the desk',
  },
  roles: { director: 'director', administrator: 'administrator' },
} as const;
