import { site } from '../../../config/site';
import { phoneInText } from '../../../content/enquiry';

/** The words of a booking's manage link's pages (src/features/booking/server/manage-view.tsx). */
export const manageCopy = {
  with: 'With',
  manageLink: 'Cancel or move this consultation',
  bookedTitle: 'Your consultation is booked',
  booked: 'It is in our diary, as below. Only the buttons below change it: opening this page does not.',
  heldTitle: 'Confirm your consultation',
  held: (until: string) =>
    `This time is held for you until ${until}. It is not booked until you confirm it: then we send you the calendar invitation and tell the firm.`,
  confirm: 'Confirm the consultation',
  confirmed: 'Your consultation is confirmed: we have emailed you the calendar invitation, and told the firm.',
  confirmFirst: 'Confirm this consultation first; then you can move it.',
  lapsedTitle: 'This time was not confirmed',
  lapsed: 'This time was held for you, but it was not confirmed in time, so it has been freed. Nothing was booked.',
  cancelledTitle: 'This consultation was cancelled',
  cancelled: 'This consultation was cancelled, and its time is free again.',
  endedTitle: 'This consultation has passed',
  ended: 'This consultation has passed, so its link no longer changes anything.',
  unknownTitle: 'This link does not open a booking',
  unknown: `The link may have been copied incompletely. Use the link in your confirmation email, or call ${phoneInText} or email ${site.email}.`,
  bookAgain: 'Book a new consultation',
  cancel: 'Cancel the consultation',
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
  moved: 'Your consultation has moved: the new time is below, and we have emailed you the updated invitation.',
  cancelledNow: 'Your consultation is cancelled. We have emailed you and the firm.',
  tooManyMoves: (count: number) =>
    `This consultation has been moved ${count} times, the most a link allows. Call ${phoneInText} or email ${site.email} to move it again.`,
  stillCancelled: 'This consultation was cancelled, so it cannot be moved. Book a new one instead.',
} as const;
