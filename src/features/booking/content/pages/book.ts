import { site } from '../../../../config/site';
import { bookingRules } from '../../rules';
import { bookingCopy } from '../../copy';
import { phoneInText } from '../../../../content/reply-words';
import type { BookContent } from '../types';

/** `/book`: the page's words. The form's fields, the slot rules and the service's answers are in `features/booking/fields.ts` and `features/booking/rules.ts`. */
const page: BookContent = {
  path: '/book',
  title: 'Book a consultation',
  metaDescription: `Book a free ${bookingRules.slotMinutes}-minute consultation with a director of ${site.name}: by video, by phone or at our ${site.address.locality} office.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-25',

  hero: {
    eyebrow: 'Book a consultation',
    heading: 'Choose a time to talk',
    lead: `A free, ${bookingRules.slotMinutes}-minute conversation with a director, by video, by phone or at our ${site.address.locality} office. No obligation, and no fee.`,
  },
  form: {
    heading: 'Your consultation',
    note: 'Fields not marked optional are required. All times are London time.',
    plainDate: 'Date',
    plainDateHint: `A weekday in the next ${bookingRules.windowWorkingDays} working days, from tomorrow: we do not meet at weekends or on bank holidays.`,
    plainTime: 'Time (London time)',
    daysLegend: 'Day',
    timesLegend: (day) => `Times on ${day} (London time)`,
    freeCount: (count, day) => `${count} ${count === 1 ? 'time' : 'times'} free on ${day}.`,
    noneFree: 'No times are free on this day. Choose another day.',
    chooseNearest: (slot) => `Choose ${slot}`,
    loading: 'Finding free times…',
    loadFailed: `We could not load the free times. Reload the page, or call ${phoneInText}.`,
    submit: 'Book this time',
    submitting: 'Booking...',
    checking: 'Checking this request, a few seconds…',
    failed: `The consultation has not been booked. Please try again, or email ${site.email} or call ${phoneInText}.`,
  },
  booked: {
    heading: 'Time held: confirm it from your email',
    held: bookingCopy.held,
    withLabel: 'With',
    // How the consultation happens (a phone call: the number given) is the outcome's own line (`where`).
    nextSteps: [bookingCopy.confirmBy],
  },
  aside: {
    heading: 'Rather talk first?',
    text: `Call ${phoneInText} (${site.hours.summary}) or email ${site.email}.`,
    contactLink: 'Send an enquiry instead',
  },
};

export default page;
