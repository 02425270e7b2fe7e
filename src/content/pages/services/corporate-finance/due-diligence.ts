import type { SubserviceContent } from '../../../types';

const page: SubserviceContent = {
  path: '/services/corporate-finance/due-diligence',
  title: 'Financial Due Diligence',
  subtitle: 'Buy-side and vendor due diligence that tells you what the numbers are really worth before you sign.',
  metaDescription:
    'Buy-side and vendor financial due diligence: quality of earnings, net debt, working capital, tax exposures and regulated-target checks for UK transactions.',
  description: [
    'A set of accounts can be accurate and still give a misleading picture of what a buyer is acquiring. Financial due diligence tests whether reported earnings are sustainable, how much cash the business really generates, and which liabilities should reduce the price. Purchasers use it to negotiate the price and the sale and purchase agreement; sellers commission vendor due diligence to find issues on their own terms. When the target is a payment, e-money or crypto firm, safeguarding, capital and regulatory history deserve as much attention as profit.',
    'Each engagement is scoped around the questions that affect your decision, not a standard checklist. Our team analyses quality of earnings, normalising one-off and non-trading items, and reviews monthly trends in revenue, margins and working capital. We identify net debt and debt-like items, assess the tax position and flag exposures for warranties or indemnities. Findings arrive as a report led by the issues that matter, with a call to take you through it before you negotiate.',
  ],
  illustration: 'corporate-finance',
  summary:
    'An independent review of a target’s earnings, cash, working capital and debt, reported in time to shape the price and the contract protections.',
  services: [
    {
      title: 'Quality of earnings analysis',
      description:
        'Reported EBITDA adjusted for one-off, non-recurring and related-party items to show underlying, sustainable earnings.',
    },
    {
      title: 'Net debt and debt-like items',
      description:
        'Identification of borrowings, deferred consideration, accrued bonuses, tax liabilities and other items that should reduce the price.',
    },
    {
      title: 'Normalised working capital',
      description:
        'Monthly analysis of working capital to set a fair target level for completion accounts or a locked-box mechanism.',
    },
    {
      title: 'Tax due diligence',
      description:
        'Review of corporation tax, VAT, PAYE and R&D claims for exposures to cover by warranty, indemnity or price adjustment.',
    },
    {
      title: 'Regulated target review',
      description:
        'For payment, e-money and crypto targets, review of safeguarding, own funds headroom, FCA returns and regulatory correspondence.',
    },
    {
      title: 'Vendor due diligence reports',
      description:
        'Sell-side reports that present the business’s numbers clearly and deal with the issues before buyers raise them.',
    },
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',
};

export default page;
