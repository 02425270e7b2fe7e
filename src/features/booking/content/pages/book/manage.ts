import { site } from '../../../../../config/site';
import { phoneInText } from '../../../../../content/reply-words';
import type { BookingManageContent } from '../../types';

/** `/book/manage`: a booking's manage link; the booking service renders it with the booking and its buttons (src/features/booking/server/manage-view.tsx). */
const page: BookingManageContent = {
  path: '/book/manage',
  title: 'Your consultation',
  metaDescription: `Your consultation with ${site.name}: when it is, who you will meet, and how to cancel or move it.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-25',

  hero: {
    eyebrow: 'Your consultation',
    heading: 'Cancel or move your consultation',
    lead: 'Only the buttons below change anything: opening this page does not.',
    bookLink: 'Book a consultation',
  },
  placeholder: 'Open the link in your confirmation email to see your consultation here.',
  otherWays: `To change anything else, email ${site.email} or call ${phoneInText}, ${site.hours.summary}.`,
};

export default page;
