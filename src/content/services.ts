import type { ServiceAreaSummary } from './types';

/**
 * The nine service areas on /services, in the order SPEC.md gives them, with their specialised
 * services: what the navigation, the breadcrumbs and every page need. What the open cards show
 * (descriptions and key features) is in service-details.ts, loaded only with the pages that use it.
 */
export const serviceAreas: ServiceAreaSummary[] = [
  {
    id: 'accountancy',
    title: 'Accountancy',
    subservices: [
      {
        title: 'Statutory Annual Accounts',
        path: '/services/accountancy/annual-accounts',
      },
      {
        title: 'Management Accounts',
        path: '/services/accountancy/management-accounts',
      },
      {
        title: 'Bookkeeping and Reconciliations',
        path: '/services/accountancy/bookkeeping',
      },
    ],
  },
  {
    id: 'audit',
    title: 'Audit and Assurance',
    subservices: [
      {
        title: 'Statutory Audit',
        path: '/services/audit/statutory-audit',
      },
      {
        title: 'Safeguarding Audits',
        path: '/services/audit/safeguarding-audit',
      },
      {
        title: 'Client Assets (CASS) Assurance',
        path: '/services/audit/cass-assurance',
      },
    ],
  },
  {
    id: 'tax',
    title: 'Tax',
    subservices: [
      {
        title: 'Corporation Tax',
        path: '/services/tax/corporation-tax',
      },
      {
        title: 'Personal Tax and Self Assessment',
        path: '/services/tax/personal-tax',
      },
      {
        title: 'R&D Tax Relief',
        path: '/services/tax/rd-tax-relief',
      },
    ],
  },
  {
    id: 'corporate-finance',
    title: 'Corporate Finance',
    subservices: [
      {
        title: 'Fundraising and Investor Readiness',
        path: '/services/corporate-finance/fundraising',
      },
      {
        title: 'Financial Due Diligence',
        path: '/services/corporate-finance/due-diligence',
      },
      {
        title: 'Business Valuations',
        path: '/services/corporate-finance/valuations',
      },
    ],
  },
  {
    id: 'sme-accounting',
    title: 'SME Accounting',
    subservices: [
      {
        title: 'Making Tax Digital',
        path: '/services/sme-accounting/making-tax-digital',
      },
      {
        title: 'Payroll and Pensions',
        path: '/services/sme-accounting/payroll',
      },
      {
        title: 'Cloud Accounting Set-up',
        path: '/services/sme-accounting/cloud-accounting',
      },
    ],
  },
  {
    id: 'crypto-accounting',
    title: 'Crypto Accounting',
    subservices: [
      {
        title: 'Cryptoasset Tax',
        path: '/services/crypto-accounting/cryptoasset-tax',
      },
      {
        title: 'Digital Asset Accounting',
        path: '/services/crypto-accounting/digital-asset-accounting',
      },
      {
        title: 'Audit Readiness for Crypto Firms',
        path: '/services/crypto-accounting/audit-readiness',
      },
    ],
  },
  {
    id: 'vat-services',
    title: 'VAT Services',
    subservices: [
      {
        title: 'VAT Registration',
        path: '/services/vat-services/vat-registration',
      },
      {
        title: 'VAT Returns under MTD',
        path: '/services/vat-services/vat-returns',
      },
      {
        title: 'Financial Services and Cross-border VAT',
        path: '/services/vat-services/vat-advisory',
      },
    ],
  },
  {
    id: 'emi-reporting',
    title: 'EMI and Payments Reporting',
    subservices: [
      {
        title: 'FCA Regulatory Returns',
        path: '/services/emi-reporting/regulatory-returns',
      },
      {
        title: 'Safeguarding Reconciliations',
        path: '/services/emi-reporting/safeguarding-reconciliations',
      },
      {
        title: 'Capital Adequacy and Own Funds',
        path: '/services/emi-reporting/capital-adequacy',
      },
    ],
  },
  {
    id: 'financial-outsourcing',
    title: 'Financial Outsourcing',
    subservices: [
      {
        title: 'Outsourced Finance Team',
        path: '/services/financial-outsourcing/outsourced-finance-team',
      },
      {
        title: 'Fractional Finance Director',
        path: '/services/financial-outsourcing/fractional-finance-director',
      },
      {
        title: 'Finance Processes and Controls',
        path: '/services/financial-outsourcing/finance-controls',
      },
    ],
  },
];
