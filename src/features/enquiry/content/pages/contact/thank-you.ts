import { site } from '../../../../../config/site';
import { phoneInText } from '../../../../../content/reply-words';
import type { EnquirySentContent } from '../../types';

/** `/contact/thank-you`: where a plain HTML enquiry post lands once the enquiry is stored (a 303 from the service). */
const page: EnquirySentContent = {
  path: '/contact/thank-you',
  title: 'Enquiry sent',
  metaDescription: `Your enquiry has reached ${site.name}. What happens next, and how to reach us sooner.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',

  hero: {
    eyebrow: 'Enquiry sent',
    heading: 'Thank you for your message',
    lead: `Your enquiry has reached us, and we will reply within ${site.repliesWithin}.`,
    servicesLink: 'Explore our services',
    homeLink: 'Go to the home page',
  },
  nextSteps: {
    heading: 'What happens next',
    steps: [
      `We read your enquiry and reply within ${site.repliesWithin}, by email or by phone if you gave us a number.`,
      `If it helps, we suggest a time for a free, no-obligation consultation: in our ${site.address.locality} office, by video call or by phone.`,
      'Before any work starts, we send you a letter of engagement that sets out the scope and our fees.',
    ],
  },
  urgent: `Something urgent? Call us on ${phoneInText} (${site.hours.summary}) or email ${site.email}.`,
};

export default page;
