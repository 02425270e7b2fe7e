import { site } from '../../config/site';
import { phoneInText } from '../../content/reply-words';
import type { IsoDate } from '../../platform/calendar/dates';
import { formatDayAndMonth } from '../../platform/calendar/format';

/**
 * Kept apart from the form's fields (./booking.ts), which list the service areas: the page modules
 * quote these words, and the service areas are derived from the page modules.
 */
/** The booking's words, on /book, its confirmation and "not booked" pages, and in the service's answers. */
export const bookingCopy = {
  slotLabel: 'Date and time',
  slotMissing: 'Choose a date and time.',
  slotInvalid: 'Choose one of the times offered.',
  slotTooSoon: 'That time is too soon to prepare for: choose a later one.',
  taken: 'Someone else booked that time a moment ago. Choose another.',
  perEmail: (count: number) =>
    `This email address already has ${count} consultations booked. Call ${phoneInText} or email ${site.email} to change them.`,
  perAddress: (count: number) =>
    `${count} consultations are already booked from this connection. Call ${phoneInText} or email ${site.email} to book another.`,
  perNetwork: (count: number) =>
    `${count} consultations have already been booked from your network today. Call ${phoneInText} or email ${site.email} and we will find a time.`,
  perDomain: (count: number) =>
    `${count} consultations are already booked for addresses at your email's domain. Call ${phoneInText} or email ${site.email} and we will find a time.`,
  nearTerm: (days: number) =>
    `One consultation in the next ${days} working days can be booked from each network, connection and email address (or email domain), and yours already has one. Choose a later time, or call ${phoneInText} or email ${site.email} and we will find one.`,
  nearWide: (count: number, from: IsoDate) =>
    `${count} consultations before ${formatDayAndMonth(from)} have already been booked from the wider network you connect through (your internet provider's, shared with its other customers). Times from ${formatDayAndMonth(from)} on are open to you: choose one of those, or call ${phoneInText} or email ${site.email} and we will find a sooner one if we can.`,
  heldAtOnce: () =>
    `We cannot hold another unconfirmed booking from your network just now. Call ${phoneInText} or email ${site.email} and we will find a time.`,
  rateLimited: 'Too many bookings from this address; try again later.',
  unavailable: 'The booking could not be stored; nothing was booked.',
  confirmBy:
    'We email you a link to confirm the time; once you confirm, we send the calendar invitation and a link to cancel or move it.',
  held: (minutes: number) =>
    `This time is held for you for ${minutes} minutes: it is booked only once you confirm it from the email we have just sent you.`,
  calendarLink: 'Add to calendar',
  calendarFromEmail:
    'No calendar file here: open it from the link in your confirmation email, once the consultation is confirmed.',
  notShown: 'No booking to show at this address: open it from the link in the email we sent you, or book a time again.',
  lapsed: 'That booking was not confirmed in time and its hold lapsed: choose a time again.',
  cancelled: 'That booking was cancelled: choose a time again.',
  topicInvalid: 'Choose one of the topics in the list.',
  nearestHeading: 'The nearest free times',
  emailSubject: 'Consultation booked',
} as const;
