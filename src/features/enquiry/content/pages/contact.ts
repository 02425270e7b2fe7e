import { site } from '../../../../config/site';
import type { ContactContent } from '../types';

/** `/contact`: the page's words. The enquiry form's labels, options and toasts are in `features/enquiry/copy.ts`. */
const page: ContactContent = {
  path: '/contact',
  title: 'Contact us',
  metaDescription: `Call, email or send an enquiry to ${site.name} in ${site.address.locality}. Open ${site.hours.summary}. Book a free consultation.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',

  hero: {
    eyebrow: 'Contact',
    heading: 'Talk to a director',
    lead: `Tell us what you need and we will reply within ${site.repliesWithin}. The first consultation is free and carries no obligation.`,
  },
  details: { heading: 'Contact details', phone: 'Phone', email: 'Email', office: 'Office', hours: 'Business hours' },
  openingStatus: {
    open: 'Open now',
    closesAt: 'closes at',
    closed: 'Closed',
    opens: 'opens',
    today: 'today',
    tomorrow: 'tomorrow',
    londonTime: '(London time)',
  },
  form: { heading: 'Send an enquiry', note: 'Fields not marked optional are required.' },
  switching: { before: 'Moving from another accountant?', link: 'What changing involves, and how long it takes' },
};

export default page;
