import type { SectorSummary } from './types';

/**
 * The sectors, in the order the sectors page shows them, with financial services' subsectors:
 * what the navigation, the breadcrumbs and every page need. The sectors page's short summaries
 * are in sector-summaries.ts, loaded only with that page.
 */
export const sectors: SectorSummary[] = [
  {
    slug: 'financial-services',
    title: 'Financial Services',
    subsectors: [
      {
        title: 'Banking',
        path: '/sectors/financial-services/banking',
      },
      {
        title: 'Payments and E-money',
        path: '/sectors/financial-services/payments-e-money',
      },
      {
        title: 'Crypto and Digital Assets',
        path: '/sectors/financial-services/crypto-digital-assets',
      },
      {
        title: 'Wealth and Asset Management',
        path: '/sectors/financial-services/wealth-asset-management',
      },
      {
        title: 'Insurance',
        path: '/sectors/financial-services/insurance',
      },
    ],
  },
  {
    slug: 'property-construction',
    title: 'Property and Construction',
    subsectors: [],
  },
  {
    slug: 'technology',
    title: 'Technology',
    subsectors: [],
  },
  {
    slug: 'healthcare',
    title: 'Healthcare',
    subsectors: [],
  },
  {
    slug: 'professional-services',
    title: 'Professional Services',
    subsectors: [],
  },
  {
    slug: 'retail',
    title: 'Retail',
    subsectors: [],
  },
  {
    slug: 'hospitality',
    title: 'Hospitality',
    subsectors: [],
  },
  {
    slug: 'manufacturing',
    title: 'Manufacturing',
    subsectors: [],
  },
  {
    slug: 'charities',
    title: 'Charities',
    subsectors: [],
  },
];
