/**
 * The words of the diary's "Offer other times": a director (or an administrator) offers the visitor
 * up to a few of the director's free times in place of theirs, checks what the visitor will get,
 * and sends it. Plain, for the firm's own people.
 */
export const offersCopy = {
  link: 'Offer other times…',
  title: 'Offer other times',
  lead: (times: number, hours: number) =>
    `Choose up to ${times} of this director’s free times. The visitor is emailed a link to each and may move their consultation to one of them, keep their own time, or cancel. The times are held for them alone for ${hours} hours, or until the earliest of them starts if that is sooner; a new offer replaces this one.`,
  times: 'Times to offer',
  timesHint: (times: number) => `Choose 1 to ${times}. London time. Only this director’s free times are listed.`,
  day: (day: string, free: number) => `${day} (${free} free)`,
  none: 'This director has no free time to offer in the booking window.',
  note: 'A note to the visitor (optional)',
  noteHint: 'Shown in their email and on each time’s page, as you write it.',
  next: 'Next: check the offer',
  back: 'Back to the diary',
  confirmTitle: 'Send this offer?',
  confirmLead: 'This is what the visitor will get. Nothing is sent until you press “Yes, send the offer”.',
  willGet: 'The visitor will be emailed these times, each with its own link:',
  yourNote: 'Your note',
  noNote: 'No note.',
  keeps: 'Their own time stays booked unless they take one; the email tells them they may keep it or cancel.',
  send: 'Yes, send the offer',
  change: 'Change the offer',
  sent: (until: string) =>
    `Offer sent: the visitor was emailed the times, held for them until ${until}. A new offer replaces it.`,
  gone: 'That consultation is not a confirmed one still to come: nothing can be offered for it.',
  notYours: 'You may offer other times only for consultations in your own diary.',
  problems: {
    times: (times: number, chosen: number) =>
      chosen > times
        ? `An offer holds at most ${times} times, and ${chosen} were ticked. Untick ${chosen - times}, then press “Next: check the offer” again.`
        : `Choose 1 to ${times} times.`,
    notFree: 'A time chosen is no longer free. Choose again.',
    noteTooLong: (max: number) => `Keep the note to ${max} characters.`,
  },
} as const;
