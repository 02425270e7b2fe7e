import { site } from '../../../config/site';
import { phoneInText } from '../../enquiry';
import type { BookingNotBookedContent } from '../../types';

/** `/book/not-booked`: a refused plain form booking; the booking service writes why, and the nearest free times (src/features/booking/server/pages.ts). */
const page: BookingNotBookedContent = {
  path: '/book/not-booked',
  title: 'Consultation not booked',
  metaDescription: `Your consultation with ${site.name} has not been booked: why, the nearest free times and other ways to reach us.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',

  hero: {
    eyebrow: 'Not booked',
    heading: 'Your consultation has not been booked',
    lead: 'Nothing has been booked yet. Choose one of the times below, or go back to the booking page.',
    backLink: 'Back to the booking page',
  },
  reasonLabel: 'Why it was not booked',
  placeholder: 'We could not book that time just now. Please try again in a few minutes.',
  otherWays: `You can also email ${site.email} or call ${phoneInText}, ${site.hours.summary}.`,
};

export default page;
