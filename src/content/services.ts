import type { ServiceArea } from './types';

/** The nine service areas on /services, in the order SPEC.md gives them. */
export const serviceAreas: ServiceArea[] = [
  {
    id: 'accountancy',
    title: 'Accountancy',
    description:
      'Statutory accounts, management information and day-to-day bookkeeping, prepared under FRS 102, FRS 105 or IFRS and filed on time with Companies House and HMRC.',
    details: [
      'Annual accounts under FRS 102, FRS 105 or IFRS',
      'Companies House filing and iXBRL tagging handled for you',
      'Monthly or quarterly management accounts with commentary',
      'Bank, ledger and balance sheet reconciliations every month',
      'A named partner who knows your business',
    ],
    subservices: [
      {
        title: 'Statutory Annual Accounts',
        description:
          'Year-end accounts prepared under the right UK framework, approved by your directors and filed with Companies House before the deadline.',
        path: '/services/accountancy/annual-accounts',
      },
      {
        title: 'Management Accounts',
        description:
          'Monthly or quarterly profit and loss, balance sheet and cash flow with variance commentary you can take straight into a board meeting.',
        path: '/services/accountancy/management-accounts',
      },
      {
        title: 'Bookkeeping and Reconciliations',
        description:
          'Transactions coded, bank and card accounts reconciled and ledgers kept clean, so month-end and year-end take days rather than weeks.',
        path: '/services/accountancy/bookkeeping',
      },
    ],
  },
  {
    id: 'audit',
    title: 'Audit and Assurance',
    description:
      'Independent statutory audits under ISAs (UK), and the assurance work that payment institutions, e-money issuers and investment firms need for the FCA.',
    details: [
      'Statutory audits under ISAs (UK)',
      'Safeguarding audits for EMIs and payment institutions',
      'CASS client assets reports for investment firms',
      'Audit plan and timetable agreed with your board at the outset',
      'Findings reported plainly to directors and audit committees',
    ],
    subservices: [
      {
        title: 'Statutory Audit',
        description:
          'An audit of your annual accounts under ISAs (UK), planned around your risks and delivered to the timetable agreed with your board.',
        path: '/services/audit/statutory-audit',
      },
      {
        title: 'Safeguarding Audits',
        description:
          'Annual safeguarding audits for e-money and payment institutions, including the audit the FCA’s CASS 15 regime requires from May 2026.',
        path: '/services/audit/safeguarding-audit',
      },
      {
        title: 'Client Assets (CASS) Assurance',
        description:
          'Reasonable assurance reporting on client money and custody assets for FCA-authorised investment firms, with practical help before the period ends.',
        path: '/services/audit/cass-assurance',
      },
    ],
  },
  {
    id: 'tax',
    title: 'Tax',
    description:
      'Corporation tax, personal tax and R&D tax relief, prepared accurately, filed on time and planned ahead so that nothing from HMRC comes as a surprise.',
    details: [
      'Corporation tax computations and CT600 returns',
      'Self Assessment for directors, landlords and investors',
      'R&D claims under the merged scheme and ERIS',
      'Planning reviewed before the year-end, not after it',
      'HMRC enquiries and correspondence handled for you',
    ],
    subservices: [
      {
        title: 'Corporation Tax',
        description:
          'Computations and CT600 returns filed with iXBRL-tagged accounts, payment dates set out in advance and advice on reliefs, allowances and groups.',
        path: '/services/tax/corporation-tax',
      },
      {
        title: 'Personal Tax and Self Assessment',
        description:
          'Self Assessment returns for directors, sole traders, landlords and investors, with payments on account and capital gains worked out early.',
        path: '/services/tax/personal-tax',
      },
      {
        title: 'R&D Tax Relief',
        description:
          'R&D claims under the merged scheme or ERIS, with the technical narrative, claim notification and additional information form handled correctly.',
        path: '/services/tax/rd-tax-relief',
      },
    ],
  },
  {
    id: 'corporate-finance',
    title: 'Corporate Finance',
    description:
      'Financial support for raising capital, buying or selling a business and agreeing what a company is worth, from accountants who read the numbers the way investors do.',
    details: [
      'Financial models and investor-ready forecasts',
      'SEIS and EIS advance assurance applications',
      'Buy-side and vendor due diligence',
      'Valuations for transactions, exits and share schemes',
      'Support from first conversation to completion',
    ],
    subservices: [
      {
        title: 'Fundraising and Investor Readiness',
        description:
          'Forecasts, a reconciled data room and SEIS or EIS advance assurance, prepared so that investors’ diligence questions already have answers.',
        path: '/services/corporate-finance/fundraising',
      },
      {
        title: 'Financial Due Diligence',
        description:
          'An independent review of a target’s earnings, cash, working capital and debt, reported in time to shape the price and the contract protections.',
        path: '/services/corporate-finance/due-diligence',
      },
      {
        title: 'Business Valuations',
        description:
          'Reasoned valuations for acquisitions, shareholder exits, share option schemes and HMRC purposes, with the method and assumptions set out plainly.',
        path: '/services/corporate-finance/valuations',
      },
    ],
  },
  {
    id: 'sme-accounting',
    title: 'SME Accounting',
    description:
      'Practical accounting, payroll and Making Tax Digital compliance for small businesses, sole traders and local firms, on cloud software you can use every day.',
    details: [
      'Making Tax Digital for VAT and for Income Tax',
      'Payroll, RTI submissions and pensions auto-enrolment',
      'Set-up and training on Xero, QuickBooks, FreeAgent or Sage',
      'A fixed monthly fee agreed before we start',
      'A reminder well before every deadline',
    ],
    subservices: [
      {
        title: 'Making Tax Digital',
        description:
          'Digital records and compatible software for VAT today, and for Making Tax Digital for Income Tax as it reaches sole traders and landlords from April 2026.',
        path: '/services/sme-accounting/making-tax-digital',
      },
      {
        title: 'Payroll and Pensions',
        description:
          'Weekly or monthly payroll under PAYE with RTI submissions and payslips, and your workplace pension auto-enrolment duties met in full.',
        path: '/services/sme-accounting/payroll',
      },
      {
        title: 'Cloud Accounting Set-up',
        description:
          'Chart of accounts, bank feeds and receipt capture configured properly, with training so your team can keep the records up to date.',
        path: '/services/sme-accounting/cloud-accounting',
      },
    ],
  },
  {
    id: 'crypto-accounting',
    title: 'Crypto Accounting',
    description:
      'Tax and accounting for cryptoasset investors, traders and businesses, following HMRC’s Cryptoassets Manual and the accounting standards your auditors will test against.',
    details: [
      'Capital gains under the pooling, same-day and 30-day rules',
      'Staking, mining, airdrops and DeFi returns treated correctly',
      'Wallet and exchange data reconciled to the ledger',
      'Digital asset accounting under FRS 102 and IFRS',
      'Audit readiness for exchanges, custodians and token issuers',
    ],
    subservices: [
      {
        title: 'Cryptoasset Tax',
        description:
          'Gains and income on tokens calculated from your exchange and wallet records under HMRC’s rules, and reported through Self Assessment or the company return.',
        path: '/services/crypto-accounting/cryptoasset-tax',
      },
      {
        title: 'Digital Asset Accounting',
        description:
          'Recognition, measurement and disclosure of the cryptoassets your business holds, with a sub-ledger reconciled to on-chain and custodian balances.',
        path: '/services/crypto-accounting/digital-asset-accounting',
      },
      {
        title: 'Audit Readiness for Crypto Firms',
        description:
          'Evidence of wallet ownership, custody controls and balance reconciliations assembled before your auditors arrive, so that fieldwork runs to plan.',
        path: '/services/crypto-accounting/audit-readiness',
      },
    ],
  },
  {
    id: 'vat-services',
    title: 'VAT Services',
    description:
      'VAT registration, returns under Making Tax Digital and advice on the harder questions: financial services exemptions, partial exemption and cross-border supplies.',
    details: [
      'Registration, VAT grouping and choice of scheme',
      'Monthly or quarterly returns under Making Tax Digital',
      'Partial exemption calculations and special methods',
      'Place-of-supply and reverse charge advice',
      'Support through HMRC VAT compliance checks',
    ],
    subservices: [
      {
        title: 'VAT Registration',
        description:
          'Advice on when to register, whether voluntary registration makes sense and which scheme fits, followed by the application to HMRC.',
        path: '/services/vat-services/vat-registration',
      },
      {
        title: 'VAT Returns under MTD',
        description:
          'Returns prepared from your digital records, reviewed against the ledger and filed through MTD-compatible software, with payment dates diarised.',
        path: '/services/vat-services/vat-returns',
      },
      {
        title: 'Financial Services and Cross-border VAT',
        description:
          'Advice on the exemption for payment and financial services, recovering input VAT under partial exemption, and services bought or sold overseas.',
        path: '/services/vat-services/vat-advisory',
      },
    ],
  },
  {
    id: 'emi-reporting',
    title: 'EMI and Payments Reporting',
    description:
      'FCA regulatory returns, safeguarding reconciliations and capital calculations for e-money and payment institutions authorised under the EMRs 2011 and PSRs 2017.',
    details: [
      'FIN060, REP-CRIM and REP017 prepared and reviewed',
      'Daily safeguarding reconciliations with breaks escalated',
      'Monthly safeguarding returns under CASS 15',
      'Own funds calculated under the EMRs and PSRs',
      'Returns submitted through RegData on your instruction',
    ],
    subservices: [
      {
        title: 'FCA Regulatory Returns',
        description:
          'FIN060 capital adequacy returns, REP-CRIM financial crime returns and REP017 payments fraud reports, prepared from reconciled figures and filed on time.',
        path: '/services/emi-reporting/regulatory-returns',
      },
      {
        title: 'Safeguarding Reconciliations',
        description:
          'Daily internal and external reconciliations of relevant funds, with any shortfall found and corrected promptly and a clear record for your auditor.',
        path: '/services/emi-reporting/safeguarding-reconciliations',
      },
      {
        title: 'Capital Adequacy and Own Funds',
        description:
          'Your own funds requirement calculated under the correct method, monitored against eligible capital and built into your wind-down planning.',
        path: '/services/emi-reporting/capital-adequacy',
      },
    ],
  },
  {
    id: 'financial-outsourcing',
    title: 'Financial Outsourcing',
    description:
      'A finance function sized to your business: ledgers, payroll and board reporting run by qualified accountants, and a fractional finance director when strategy calls for one.',
    details: [
      'Purchase ledger, sales ledger and payroll run for you',
      'Month-end close to an agreed timetable',
      'Board packs, KPIs and cash flow forecasts',
      'Fractional finance director for strategy and investors',
      'Controls documented, tested and ready for audit',
    ],
    subservices: [
      {
        title: 'Outsourced Finance Team',
        description:
          'Day-to-day finance operations – payables, receivables, payroll and month-end close – run by our team on your own systems.',
        path: '/services/financial-outsourcing/outsourced-finance-team',
      },
      {
        title: 'Fractional Finance Director',
        description:
          'An experienced finance director for an agreed number of days a month, leading budgets, board reporting, fundraising and lender relationships.',
        path: '/services/financial-outsourcing/fractional-finance-director',
      },
      {
        title: 'Finance Processes and Controls',
        description:
          'Approval limits, segregation of duties and month-end checklists designed and documented, ready for auditors, investors and, where relevant, the FCA.',
        path: '/services/financial-outsourcing/finance-controls',
      },
    ],
  },
];
