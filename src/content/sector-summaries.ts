import type { SectorSlug } from './types';

/** One or two sentences on each sector, for its tile on the sectors page. */
export const sectorSummaries: Record<SectorSlug, string> = {
  'financial-services':
    'Banks, payment and e-money institutions, crypto firms, wealth managers and insurers. Accounts, regulatory returns and assurance from people who work with the FCA and PRA rulebooks every day.',
  'property-construction':
    'Contractors, subcontractors, developers and landlords, with the Construction Industry Scheme, the VAT domestic reverse charge and project accounting handled properly.',
  technology:
    'Software and SaaS companies from their first investment round onwards: revenue recognition, R&D relief, EMI share options and reporting that investors trust.',
  healthcare:
    'GP and dental practices, clinics and healthcare professionals: partnership accounts, NHS superannuation certificates and tax planning around NHS pensions.',
  'professional-services':
    'Law firms, consultancies, agencies and other partnerships and LLPs. Profit allocation, work in progress and partners’ tax after basis period reform.',
  retail:
    'High-street shops and online sellers: margins, stock, marketplace VAT and the reconciliations that tie tills, platforms and the bank together.',
  hospitality:
    'Restaurants, bars, cafés and hotels. Tips and tronc under the 2023 Act, VAT on food and drink, and margin reporting you can act on each week.',
  manufacturing:
    'Manufacturers and engineering businesses: stock and work-in-progress valuation, capital allowances on plant and machinery, and R&D relief claims that stand up.',
  charities:
    'Charities and not-for-profit organisations: accounts under the Charities SORP, independent examination or audit, Gift Aid and reporting to the Charity Commission.',
};
