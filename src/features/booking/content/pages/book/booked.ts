import { site } from '../../../../../config/site';
import { bookingCopy } from '../../../copy';
import { phoneInText } from '../../../../../content/reply-words';
import type { BookingBookedContent } from '../../types';

/** `/book/booked`: a plain form booking's confirmation; the booking service renders it with the booking (src/features/booking/server/booked-view.tsx). */
const page: BookingBookedContent = {
  path: '/book/booked',
  title: 'Consultation held',
  metaDescription: `The time you chose with ${site.name} is held for you: confirm it from your email, and what happens next.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-25',

  hero: {
    eyebrow: 'Consultation held',
    heading: 'Confirm your consultation from your email',
    lead: bookingCopy.confirmBy,
    homeLink: 'Go to the home page',
  },
  placeholder: 'The time you chose is held for you until you confirm it from your email.',
  nextSteps: {
    heading: 'What happens next',
    steps: [
      bookingCopy.confirmBy,
      'For a video call, the link to join is above and in your email; for a phone call we call the number you gave; at our office, reception will expect you.',
      'Before any work starts, we send you a letter of engagement that sets out the scope and our fees.',
    ],
  },
  urgent: `No email? Check your spam folder. Need to change it? Use the link in the email, call us on ${phoneInText} (${site.hours.summary}) or email ${site.email}.`,
};

export default page;
