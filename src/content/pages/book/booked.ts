import { site } from '../../../config/site';
import { bookingCopy } from '../../../features/booking/copy';
import { phoneInText } from '../../enquiry';
import type { BookingBookedContent } from '../../types';

/** `/book/booked`: a plain form booking's confirmation; the booking service writes the slot in (src/features/booking/server/pages.ts). */
const page: BookingBookedContent = {
  path: '/book/booked',
  title: 'Consultation booked',
  metaDescription: `Your consultation with ${site.name} is booked: when it is, how to add it to your calendar and what happens next.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-25',

  hero: {
    eyebrow: 'Consultation booked',
    heading: 'Your consultation is booked',
    lead: bookingCopy.confirmBy,
    homeLink: 'Go to the home page',
  },
  placeholder: 'Your consultation is booked for the time you chose.',
  nextSteps: {
    heading: 'What happens next',
    steps: [
      bookingCopy.confirmBy,
      'For a video call, the link to join is above and in your email; for a phone call we call the number you gave; at our office, reception will expect you.',
      'Before any work starts, we send you a letter of engagement that sets out the scope and our fees.',
    ],
  },
  urgent: `Need to change it? Use the link in your confirmation email, call us on ${phoneInText} (${site.hours.summary}) or email ${site.email}.`,
};

export default page;
