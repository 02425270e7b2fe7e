import { site } from '../../../../../config/site';
import book from '../book';
import { phoneInText } from '../../../../../content/reply-words';
import type { BookingNotBookedContent } from '../../types';

/** `/book/not-booked`: a refused plain form booking; the booking service renders it with why, the nearest free times and the form again (src/features/booking/server/not-booked-view.tsx). */
const page: BookingNotBookedContent = {
  path: '/book/not-booked',
  title: 'Consultation not booked',
  metaDescription: `Your consultation with ${site.name} has not been booked: why, the nearest free times and other ways to reach us.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',

  hero: {
    eyebrow: 'Not booked',
    heading: 'Your consultation has not been booked',
    lead: 'Nothing has been booked yet. What you sent is kept below: change what is needed and book again.',
    backLink: 'Back to your booking',
  },
  again: {
    heading: 'Your booking',
    lead: 'Everything you sent is here. Fields not marked optional are required. All times are London time.',
    submit: book.form.submit,
    elsewhere: 'Open the booking page',
  },
  reasonLabel: 'Why it was not booked',
  placeholder: 'We could not book that time just now. Please try again in a few minutes.',
  checking: {
    lead: 'Nothing has been booked. The diary is checking booking requests more carefully just now, and that check runs in your browser with JavaScript, which this request came without.',
    enquire: 'Send us an enquiry instead (the form works without JavaScript) and we will reply with a time',
    backLink: 'Other ways to book',
  },
  otherWays: `You can also email ${site.email} or call ${phoneInText}, ${site.hours.summary}.`,
};

export default page;
