import type { SectorsContent } from '../types';

/** `/sectors`: the page's own words. Each tile's words are its sector's (`pages/sectors/<sector>.ts`, `summary`). */
const page: SectorsContent = {
  path: '/sectors',
  title: 'Sectors',
  metaDescription:
    'Accountants for financial services, property, technology, healthcare, professional services, retail, hospitality, manufacturing and charities across the UK.',
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',

  hero: {
    eyebrow: 'Sectors',
    heading: 'Sectors we work in',
    lead: 'Every sector has its own reliefs, regulators and reporting habits. Find yours to see what we do for businesses like you.',
  },
  listLabel: 'Sectors',
  subsectorsHeading: 'Subsectors',
  moreAbout: (sectorTitle) => `More about ${sectorTitle.toLowerCase()}`,
};

export default page;
