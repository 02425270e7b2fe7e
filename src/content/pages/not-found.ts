import { href } from '../../config/paths';
import type { NotFoundContent } from '../types';

/** The branded not-found page (status 404), for any URL no route has. */
const page: NotFoundContent = {
  title: 'Page not found',
  metaDescription: 'The page you asked for is not here. Find our services, sectors and contact details instead.',
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',

  hero: {
    eyebrow: 'Error 404',
    heading: 'We can’t find that page',
    lead: 'The link may be out of date, or the address may have a typo. These pages may help.',
    homeLink: 'Go to the home page',
  },
  linksLabel: 'Helpful links',
  links: [
    { label: 'Our services', to: href('/services'), text: 'Accounting, audit, tax and regulatory reporting.' },
    { label: 'Sectors we work with', to: href('/sectors'), text: 'From payments firms to charities.' },
    { label: 'Contact us', to: href('/contact'), text: 'Call, email or send an enquiry.' },
  ],
};

export default page;
