import { site } from '../../../config/site';
import { phoneInText } from '../../../content/reply-words';

/** The words of a booking's manage link's pages (src/features/booking/server/manage-view.tsx). */
export const manageCopy = {
  /**
   * Said in an email and an invitation that cannot carry the manage link: those about a move to a
   * time the firm offered (the token is kept only as its hash). The link from the confirmation
   * still works: a move keeps the booking, and its token, as they were.
   */
  linkInFirstEmail:
    'To cancel or move it, use the link in the email that confirmed your booking: it still works, for the new time too.',
  with: 'With',
  manageLink: 'Cancel or move this consultation',
  bookedTitle: 'Your consultation is booked',
  booked: 'It is in our diary, as below. Only the buttons below change it: opening this page does not.',
  heldTitle: 'Confirm your consultation',
  held: (until: string) =>
    `This time is held for you until ${until}. It is not booked until you confirm it: then we send you the calendar invitation and tell the firm.`,
  /* A hold made while very many times were held at once (contest.ts): said as it is, never "held for you". */
  heldShared: (until: string) =>
    `Very many times are being held at once just now, so this one is held until ${until} only while no one else confirms it first. It is not booked until you confirm it: confirm it now to keep it.`,
  confirm: 'Confirm the consultation',
  confirmedTitle: 'Your consultation is confirmed',
  confirmed: 'We have emailed you the calendar invitation and told the firm. It is in our diary, as below.',
  /** The button that holds the time longer, once. */
  extend: (minutes: number) => `Hold it for another ${minutes} minutes`,
  extendedTitle: 'Your hold is extended',
  extended: (until: string) =>
    `This time is now held for you until ${until}. It is not booked until you confirm it: then we send you the calendar invitation and tell the firm.`,
  notExtendedTitle: 'Your hold cannot be extended again',
  notExtended: (until: string) =>
    `A hold can be extended once, and this one has been. It is held until ${until}: confirm it before then. If it runs out, this link still confirms it while no one else has taken the time.`,
  notFreeTitle: 'Your hold cannot be extended',
  notFree: (until: string) =>
    `This time can no longer be held longer than ${until}. Confirm it before then to keep it.`,
  /** What the cancel section says first, apart from the buttons that keep the consultation. */
  cancelIntro: 'Not going ahead?',
  confirmFirst: 'Confirm this consultation first; then you can move it.',
  lapsedTitle: 'This time was not confirmed',
  lapsed: 'This time was held for you, but it was not confirmed in time, so it has been freed. Nothing was booked.',
  lapsedFreeTitle: 'Your hold ran out, but the time is still free',
  lapsedFree: (until: string) =>
    `It was held for you until ${until}. No one has taken it since: confirm it now and it is booked, with the details you gave.`,
  lapsedTakenTitle: 'Your hold ran out, and the time has been taken',
  lapsedTaken: (until: string) =>
    `It was held for you until ${until}. Choose one of the nearest free times below and it is booked with the details you gave: nothing to type again.`,
  /*
   * A hold released before its time ran out (contest.ts): while very many times are held at once,
   * a held time goes to whoever confirms it first. Said as it happened, never "ran out".
   */
  releasedTakenTitle: 'Another visitor confirmed this time before you',
  releasedTaken: (until: string, released: string) =>
    `It was held for you until ${until}, but so many times were being held at once that a held time went to whoever confirmed it first, and another visitor confirmed this one at ${released}. Choose one of the nearest free times below and it is booked with the details you gave: nothing to type again.`,
  releasedFreeTitle: 'Your hold was released early, but the time is free again',
  releasedFree: (until: string, released: string) =>
    `It was held for you until ${until}, but it was released at ${released}, when another visitor confirmed it first while very many times were held at once. It is free again now: confirm it and it is booked, with the details you gave.`,
  /** A nearest free time's button on a lapsed hold's page. */
  bookInstead: (slot: string) => `Book ${slot}`,
  lapsedHeld: 'The time you held:',
  nearestFree: 'The nearest free times:',
  takenMeanwhile: 'That time has just been taken. Choose another below.',
  otherTime: 'Or choose another time',
  /** A lapsed hold's page of every free time (what "Or choose another time" opens): booked with the details given. */
  otherTimeTitle: 'Choose another time',
  otherTimeLead:
    'Choose a time below and press the button under it: it is booked with the details you gave, with nothing to type again.',
  otherTimeHeld: 'The time you held, now taken:',
  bookThis: 'Book this time',
  cancelledTitle: 'This consultation was cancelled',
  cancelled: 'This consultation was cancelled, and its time is free again.',
  endedTitle: 'This consultation has passed',
  ended: 'This consultation has passed, so its link no longer changes anything.',
  unknownTitle: 'This link does not open a booking',
  unknown: `The link may have been copied incompletely. Use the link in your confirmation email, or call ${phoneInText} or email ${site.email}.`,
  bookAgain: 'Book a new consultation',
  cancel: 'Cancel the consultation',
  /** The question the cancel button leads to (WCAG 3.3.4): nothing is cancelled until it is answered. */
  cancelAskTitle: (when: string) => `Cancel your consultation on ${when}?`,
  cancelAsk: 'We free the time and tell the firm. This cannot be undone: to meet us after all, you would book again.',
  cancelAskHeld:
    'We free the time at once. Nothing has been booked yet, so no one else is told. This cannot be undone.',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep it',
  cancelledNowTitle: 'Your consultation is cancelled',
  cancelledHoldNow: 'Its time is free again. Nothing had been booked, so no one else is told.',
  reschedule: 'Reschedule',
  rescheduleTitle: 'Move your consultation',
  rescheduleLead: 'It stays at its current time until you choose a new one below and press the button under it.',
  now: 'It is now:',
  chooseTime: 'Open a day and choose a new time on it (London time):',
  /** A day's summary in the list of days to move to. */
  dayTimes: (day: string, count: number) => `${day}: ${count} ${count === 1 ? 'time' : 'times'} free`,
  move: 'Move it to this time',
  keep: 'Keep it as it is',
  noneFree: `No other time is free in the next few weeks. Call ${phoneInText} or email ${site.email} and we will find one.`,
  movedTitle: 'Your consultation has moved',
  moved: 'The new time is below, and we have emailed you the updated invitation.',
  cancelledNow: 'We have emailed you and the firm, and its time is free again.',
  tooManyMoves: (count: number) =>
    `This consultation has been moved ${count} times, the most a link allows. Call ${phoneInText} or email ${site.email} to move it again.`,
  stillCancelled: 'This consultation was cancelled, so it cannot be moved. Book a new one instead.',
} as const;
