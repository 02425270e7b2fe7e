import type { ServicesContent } from '../types';

/**
 * `/services`: the page's own words. Each card's words are its service area's
 * (`pages/services/<area>.ts`, `card`) and each specialised service's line is that service's
 * (`pages/services/<area>/<service>.ts`, `summary`).
 */
const page: ServicesContent = {
  path: '/services',
  title: 'Services',
  metaDescription:
    'Accountancy, audit, tax, corporate finance, crypto accounting, VAT, EMI and payments reporting and outsourced finance from chartered accountants in London.',
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',

  hero: {
    eyebrow: 'Services',
    heading: 'What we do',
    lead: 'Nine areas of work, one standard: accurate figures, filed on time, explained in plain English. Open a service to see what it covers and the specialised services within it.',
  },
  listLabel: 'Service areas',
  cardHeadings: { features: 'Key features', subservices: 'Specialised services' },
  moreAbout: (areaTitle) => `More about ${areaTitle.toLowerCase()}`,
};

export default page;
