import type { SectorContent } from '../../types';
import * as sources from '../../sources';

const page: SectorContent = {
  path: '/sectors/property-construction',
  title: 'Property and Construction',
  subtitle: 'Accounting and tax for contractors, subcontractors, developers and property investors.',
  metaDescription:
    'Accountants for UK construction and property firms: CIS returns, the VAT domestic reverse charge, development SPVs and long-term contract accounting.',
  description: [
    'Construction runs on thin margins and long payment chains, and the tax system adds layers of its own. Contractors must verify subcontractors with HMRC, deduct tax under the Construction Industry Scheme at the right rate and file a CIS return every month; subcontractors need those deductions set against their own liabilities before cash flow suffers. Since March 2021 the VAT domestic reverse charge has moved the VAT on most construction services between VAT-registered businesses to the customer, which can leave a subcontractor permanently reclaiming VAT and a contractor with new invoice checks to make.',
    'Developers face a different set of questions. Holding each scheme in its own special purpose vehicle ring-fences risk and suits lenders, but it multiplies the accounts, corporation tax returns and intercompany balances to manage, and whether a property is held as trading stock or as an investment changes how profits are taxed and which VAT rules apply. On long-term contracts, the revised Section 23 of FRS 102, for periods beginning on or after 1 January 2026, applies a five-step model: revenue is recognised over time only where a contract meets the criteria, by measuring progress towards satisfying each performance obligation, and a contract expected to make a loss is provided for as onerous. Valuations, retentions, variations and expected losses need a clear policy that your auditor, your bank and HMRC can all follow.',
    'We work with main contractors, specialist subcontractors, housebuilders and property investors, and we are comfortable with valuations, applications for payment and cost-to-complete forecasts. The aim is practical: accurate CIS and VAT filings, project-level profitability you can trust month by month, year-end accounts that need no last-minute rescue, and a group structure that still makes sense when the next site is bought.',
  ],
  illustration: 'property-construction',
  summary:
    'Contractors, subcontractors, developers and landlords, with the Construction Industry Scheme, the VAT domestic reverse charge and project accounting handled properly.',
  services: [
    {
      title: 'Construction Industry Scheme',
      description:
        'Subcontractor verification, monthly CIS returns, deduction statements, and recovery of deductions suffered through your company’s payroll submissions.',
    },
    {
      title: 'VAT reverse charge reviews',
      description:
        'Checking which supplies fall within the domestic reverse charge, obtaining end-user and intermediary confirmations, and correcting invoices before HMRC finds the errors.',
    },
    {
      title: 'Gross payment status',
      description:
        'Preparing for, applying for and keeping gross payment status, including the compliance record and turnover tests HMRC applies.',
    },
    {
      title: 'Development SPV accounting',
      description:
        'Accounts, corporation tax returns and intercompany reconciliations for each special purpose vehicle, with consolidated reporting for lenders and investors.',
    },
    {
      title: 'Contract and project accounting',
      description:
        'Revenue over time measured by progress, work-in-progress valuations, retentions, onerous-contract provisions and cost-to-complete reviews that hold up at audit.',
    },
    {
      title: 'Property tax planning',
      description:
        'Advice on holding structures, Stamp Duty Land Tax, the VAT option to tax, and the treatment of rental and development profits.',
    },
  ],
  sources: [sources.constructionIndustryScheme, sources.frs102],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
