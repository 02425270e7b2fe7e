import { serviceAreas } from './services';
import type { ServiceArea, ServiceId } from './types';

interface ServiceDetails {
  /** Shown on the closed card. */
  description: string;
  /** Key features, shown when the card is open. */
  details: string[];
  /** One sentence on each specialised service, by its path. */
  subservices: Record<string, string>;
}

/** What each service card says. Titles and paths are in services.ts. */
const serviceDetails: Record<ServiceId, ServiceDetails> = {
  accountancy: {
    description:
      'Statutory accounts, management information and day-to-day bookkeeping, prepared under FRS 102, FRS 105 or IFRS and filed on time with Companies House and HMRC.',
    details: [
      'Annual accounts under FRS 102, FRS 105 or IFRS',
      'Companies House filing and iXBRL tagging handled for you',
      'Monthly or quarterly management accounts with commentary',
      'Bank, ledger and balance sheet reconciliations every month',
      'A named director who knows your business',
    ],
    subservices: {
      '/services/accountancy/annual-accounts':
        'Year-end accounts prepared under the right UK framework, approved by your directors and filed with Companies House before the deadline.',
      '/services/accountancy/management-accounts':
        'Monthly or quarterly profit and loss, balance sheet and cash flow with variance commentary you can take straight into a board meeting.',
      '/services/accountancy/bookkeeping':
        'Transactions coded, bank and card accounts reconciled and ledgers kept clean, so month-end and year-end take days rather than weeks.',
    },
  },
  audit: {
    description:
      'Independent statutory audits under ISAs (UK), and the assurance work that payment institutions, e-money issuers and investment firms need for the FCA.',
    details: [
      'Statutory audits under ISAs (UK)',
      'Safeguarding audits for EMIs and payment institutions',
      'CASS client assets reports for investment firms',
      'Audit plan and timetable agreed with your board at the outset',
      'Findings reported plainly to directors and audit committees',
    ],
    subservices: {
      '/services/audit/statutory-audit':
        'An audit of your annual accounts under ISAs (UK), planned around your risks and delivered to the timetable agreed with your board.',
      '/services/audit/safeguarding-audit':
        'Annual safeguarding audits for e-money and payment institutions: the audit of compliance with CASS 15 that SUP 3A has required since 7 May 2026.',
      '/services/audit/cass-assurance':
        'Reasonable assurance reporting on client money and custody assets for FCA-authorised investment firms, with practical help before the period ends.',
    },
  },
  tax: {
    description:
      'Corporation tax, personal tax and R&D tax relief, prepared accurately, filed on time and planned ahead so that nothing from HMRC comes as a surprise.',
    details: [
      'Corporation tax computations and CT600 returns',
      'Self Assessment for directors, landlords and investors',
      'R&D claims under the merged scheme and ERIS',
      'Planning reviewed before the year-end, not after it',
      'HMRC enquiries and correspondence handled for you',
    ],
    subservices: {
      '/services/tax/corporation-tax':
        'Computations and CT600 returns filed with iXBRL-tagged accounts, payment dates set out in advance and advice on reliefs, allowances and groups.',
      '/services/tax/personal-tax':
        'Self Assessment returns for directors, sole traders, landlords and investors, with payments on account and capital gains worked out early.',
      '/services/tax/rd-tax-relief':
        'R&D claims under the merged scheme or ERIS, with the technical narrative, claim notification and additional information form handled correctly.',
    },
  },
  'corporate-finance': {
    description:
      'Financial support for raising capital, buying or selling a business and agreeing what a company is worth, from accountants who read the numbers the way investors do.',
    details: [
      'Financial models and investor-ready forecasts',
      'SEIS and EIS advance assurance applications',
      'Buy-side and vendor due diligence',
      'Valuations for transactions, exits and share schemes',
      'Financial workstreams alongside your FCA-authorised adviser',
    ],
    subservices: {
      '/services/corporate-finance/fundraising':
        'Forecasts, a reconciled data room and SEIS or EIS advance assurance, prepared so that investors’ diligence questions already have answers.',
      '/services/corporate-finance/due-diligence':
        'An independent review of a target’s earnings, cash, working capital and debt, reported in time to shape the price and the contract protections.',
      '/services/corporate-finance/valuations':
        'Reasoned valuations for acquisitions, shareholder exits, share option schemes and HMRC purposes, with the method and assumptions set out plainly.',
    },
  },
  'sme-accounting': {
    description:
      'Practical accounting, payroll and Making Tax Digital compliance for small businesses, sole traders and local firms, on cloud software you can use every day.',
    details: [
      'Making Tax Digital for VAT and for Income Tax',
      'Payroll, RTI submissions and pensions auto-enrolment',
      'Set-up and training on Xero, QuickBooks, FreeAgent or Sage',
      'A fixed monthly fee agreed before we start',
      'A reminder well before every deadline',
    ],
    subservices: {
      '/services/sme-accounting/making-tax-digital':
        'Digital records and compatible software for VAT and for Making Tax Digital for Income Tax, which has applied to sole traders and landlords over £50,000 since 6 April 2026.',
      '/services/sme-accounting/payroll':
        'Weekly or monthly payroll under PAYE with RTI submissions and payslips, and your workplace pension auto-enrolment duties met in full.',
      '/services/sme-accounting/cloud-accounting':
        'Chart of accounts, bank feeds and receipt capture configured properly, with training so your team can keep the records up to date.',
    },
  },
  'crypto-accounting': {
    description:
      'Tax and accounting for cryptoasset investors, traders and businesses, following HMRC’s Cryptoassets Manual and the accounting standards your auditors will test against.',
    details: [
      'Capital gains under the pooling, same-day and 30-day rules',
      'Staking, mining, airdrops and DeFi returns treated correctly',
      'Wallet and exchange data reconciled to the ledger',
      'Digital asset accounting under FRS 102 and IFRS',
      'Audit readiness for exchanges, custodians and token issuers',
    ],
    subservices: {
      '/services/crypto-accounting/cryptoasset-tax':
        'Gains and income on tokens calculated from your exchange and wallet records under HMRC’s rules, and reported through Self Assessment or the company return.',
      '/services/crypto-accounting/digital-asset-accounting':
        'Recognition, measurement and disclosure of the cryptoassets your business holds, with a sub-ledger reconciled to on-chain and custodian balances.',
      '/services/crypto-accounting/audit-readiness':
        'Evidence of wallet ownership, custody controls and balance reconciliations assembled before your auditors arrive, so that fieldwork runs to plan.',
    },
  },
  'vat-services': {
    description:
      'VAT registration, returns under Making Tax Digital and advice on the harder questions: financial services exemptions, partial exemption and cross-border supplies.',
    details: [
      'Registration, VAT grouping and choice of scheme',
      'Monthly or quarterly returns under Making Tax Digital',
      'Partial exemption calculations and special methods',
      'Place-of-supply and reverse charge advice',
      'Support through HMRC VAT compliance checks',
    ],
    subservices: {
      '/services/vat-services/vat-registration':
        'Advice on when to register, whether voluntary registration makes sense and which scheme fits, followed by the application to HMRC.',
      '/services/vat-services/vat-returns':
        'Returns prepared from your digital records, reviewed against the ledger and filed through MTD-compatible software, with payment dates diarised.',
      '/services/vat-services/vat-advisory':
        'Advice on the exemption for payment and financial services, recovering input VAT under partial exemption, and services bought or sold overseas.',
    },
  },
  'emi-reporting': {
    description:
      'FCA regulatory returns, safeguarding reconciliations and capital calculations for e-money and payment institutions authorised under the EMRs 2011 and PSRs 2017.',
    details: [
      'FIN060 or FSA056, REP-CRIM and REP017 prepared and reviewed',
      'Safeguarding reconciliations every reconciliation day, with breaks escalated',
      'Monthly safeguarding returns under SUP 16.14A',
      'Own funds calculated under the EMRs and PSRs',
      'Returns submitted through RegData on your instruction',
    ],
    subservices: {
      '/services/emi-reporting/regulatory-returns':
        'FIN060 (e-money) and FSA056 (payment institutions) capital adequacy returns, REP-CRIM financial crime returns and REP017 payments fraud reports, prepared from reconciled figures and filed on time.',
      '/services/emi-reporting/safeguarding-reconciliations':
        'Internal and external reconciliations of relevant funds every reconciliation day, with any shortfall found and corrected promptly and a clear record for your auditor.',
      '/services/emi-reporting/capital-adequacy':
        'Your own funds requirement calculated under the correct method, monitored against eligible capital and built into your wind-down planning.',
    },
  },
  'financial-outsourcing': {
    description:
      'A finance function sized to your business: ledgers, payroll and board reporting run by qualified accountants, and a fractional finance director when strategy calls for one.',
    details: [
      'Purchase ledger, sales ledger and payroll run for you',
      'Month-end close to an agreed timetable',
      'Board packs, KPIs and cash flow forecasts',
      'Fractional finance director for strategy and investors',
      'Controls documented, tested and ready for audit',
    ],
    subservices: {
      '/services/financial-outsourcing/outsourced-finance-team':
        'Day-to-day finance operations – payables, receivables, payroll and month-end close – run by our team on your own systems.',
      '/services/financial-outsourcing/fractional-finance-director':
        'An experienced finance director for an agreed number of days a month, leading budgets, board reporting, lender relationships and the financial side of a fundraising.',
      '/services/financial-outsourcing/finance-controls':
        'Approval limits, segregation of duties and month-end checklists designed and documented, ready for auditors, investors and, where relevant, the FCA.',
    },
  },
};

/** The service areas with everything their cards show. */
export const serviceAreasWithDetails: ServiceArea[] = serviceAreas.map((area) => {
  const { description, details, subservices } = serviceDetails[area.id];
  return {
    ...area,
    description,
    details,
    subservices: area.subservices.map((sub) => ({ ...sub, description: subservices[sub.path] ?? '' })),
  };
});
