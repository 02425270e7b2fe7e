import { site } from '../config/site';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Titles and descriptions of the pages that are not sector-style or policy pages (those carry
 * their own). Unique across the site; the content tests hold them to that.
 */
export const pageMeta = {
  home: {
    title: site.name,
    description: `Chartered accountants in ${site.address.locality}, London, for fintech, payment and e-money institutions, crypto firms, SMEs, sole traders and individuals.`,
  },
  services: {
    title: 'Services',
    description:
      'Accountancy, audit, tax, corporate finance, crypto accounting, VAT, EMI and payments reporting and outsourced finance from chartered accountants in London.',
  },
  sectors: {
    title: 'Sectors',
    description:
      'Accountants for financial services, property, technology, healthcare, professional services, retail, hospitality, manufacturing and charities in London and the UK.',
  },
  about: {
    title: 'About us',
    description: `Meet the directors of ${site.name}, chartered accountants in ${site.address.locality}: our values, our team and how to find our office.`,
  },
  contact: {
    title: 'Contact us',
    description: `Call, email or send an enquiry to ${site.name} in ${site.address.locality}. Open ${site.hours.summary}. Book a free consultation.`,
  },
  enquirySent: {
    title: 'Enquiry sent',
    description: `Your enquiry has reached ${site.name}. What happens next, and how to reach us sooner.`,
  },
  enquiryNotSent: {
    title: 'Enquiry not sent',
    description: `Your enquiry has not reached ${site.name}: why, and other ways to contact us.`,
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for is not here. Find our services, sectors and contact details instead.',
  },
} satisfies Record<string, PageMeta>;
