import type { SectorSummary } from './types';

/** The tiles on /sectors, in the order the grid shows them. */
export const sectors: SectorSummary[] = [
  {
    slug: 'financial-services',
    title: 'Financial Services',
    summary:
      'Banks, payment and e-money institutions, crypto firms, wealth managers and insurers. Accounts, regulatory returns and assurance from people who work with the FCA and PRA rulebooks every day.',
    subsectors: [
      { title: 'Banking', path: '/sectors/financial-services/banking' },
      { title: 'Payments and E-money', path: '/sectors/financial-services/payments-e-money' },
      { title: 'Crypto and Digital Assets', path: '/sectors/financial-services/crypto-digital-assets' },
      { title: 'Wealth and Asset Management', path: '/sectors/financial-services/wealth-asset-management' },
      { title: 'Insurance', path: '/sectors/financial-services/insurance' },
    ],
  },
  {
    slug: 'property-construction',
    title: 'Property and Construction',
    summary:
      'Contractors, subcontractors, developers and landlords, with the Construction Industry Scheme, the VAT domestic reverse charge and project accounting handled properly.',
    subsectors: [],
  },
  {
    slug: 'technology',
    title: 'Technology',
    summary:
      'Software and SaaS companies from their first investment round onwards: revenue recognition, R&D relief, EMI share options and reporting that investors trust.',
    subsectors: [],
  },
  {
    slug: 'healthcare',
    title: 'Healthcare',
    summary:
      'GP and dental practices, clinics and healthcare professionals: partnership accounts, NHS superannuation certificates and tax planning around NHS pensions.',
    subsectors: [],
  },
  {
    slug: 'professional-services',
    title: 'Professional Services',
    summary:
      'Law firms, consultancies, agencies and other partnerships and LLPs. Profit allocation, work in progress and partners’ tax after basis period reform.',
    subsectors: [],
  },
  {
    slug: 'retail',
    title: 'Retail',
    summary:
      'High-street shops and online sellers: margins, stock, marketplace VAT and the reconciliations that tie tills, platforms and the bank together.',
    subsectors: [],
  },
  {
    slug: 'hospitality',
    title: 'Hospitality',
    summary:
      'Restaurants, bars, cafés and hotels. Tips and tronc under the 2023 Act, VAT on food and drink, and margin reporting you can act on each week.',
    subsectors: [],
  },
  {
    slug: 'manufacturing',
    title: 'Manufacturing',
    summary:
      'Manufacturers and engineering businesses: stock and work-in-progress valuation, capital allowances on plant and machinery, and R&D relief claims that stand up.',
    subsectors: [],
  },
  {
    slug: 'charities',
    title: 'Charities',
    summary:
      'Charities and not-for-profit organisations: accounts under the Charities SORP, independent examination or audit, Gift Aid and reporting to the Charity Commission.',
    subsectors: [],
  },
];
