import type { Source } from '../../lib/key-dates/types';

/** The primary sources the key-date rules were checked against, each declared once. */
export const sources = {
  selfAssessmentDeadlines: {
    title: 'GOV.UK: Self Assessment tax returns, deadlines',
    url: 'https://www.gov.uk/self-assessment-tax-returns/deadlines',
  },
  selfAssessmentFilingDates: {
    title: 'HMRC Self Assessment Manual SAM121025: individuals’ returns, filing dates',
    url: 'https://www.gov.uk/hmrc-internal-manuals/self-assessment-manual/sam121025',
  },
  paySelfAssessment: {
    title: 'GOV.UK: Pay your Self Assessment tax bill',
    url: 'https://www.gov.uk/pay-self-assessment-tax-bill',
  },
  partnershipFilingDate: {
    title: 'Taxes Management Act 1970, section 12AA: partnership return, the filing date',
    url: 'https://www.legislation.gov.uk/ukpga/1970/9/section/12AA',
  },
  partnershipPenalties: {
    title:
      'HMRC Self Assessment Legal Framework Manual SALF506A: penalties for failing to file a partnership return on time',
    url: 'https://www.gov.uk/hmrc-internal-manuals/self-assessment-legal-framework/salf506a',
  },
  mtdQuarterlyUpdates: {
    title: 'GOV.UK: Use Making Tax Digital for Income Tax, send quarterly updates',
    url: 'https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/send-quarterly-updates',
  },
  mtdUpdateRegulations: {
    title: 'The Income Tax (Digital Requirements) Regulations 2021, regulation 7: quarterly updates',
    url: 'https://www.legislation.gov.uk/uksi/2021/1076/regulation/7',
  },
  payPaye: { title: 'GOV.UK: Pay employers’ PAYE', url: 'https://www.gov.uk/pay-paye-tax' },
  p60: {
    title: 'GOV.UK: Payroll annual reporting, give employees a P60',
    url: 'https://www.gov.uk/payroll-annual-reporting/give-employees-p60-form',
  },
  expensesAndBenefits: {
    title: 'GOV.UK: Expenses and benefits for employers, reporting and paying',
    url: 'https://www.gov.uk/employer-reporting-expenses-benefits',
  },
  payClass1A: {
    title: 'GOV.UK: Pay Class 1A National Insurance',
    url: 'https://www.gov.uk/pay-class-1a-national-insurance',
  },
  vatDeadlines: { title: 'GOV.UK: VAT Returns, deadlines', url: 'https://www.gov.uk/vat-returns/deadlines' },
  payVat: { title: 'GOV.UK: Pay your VAT bill', url: 'https://www.gov.uk/pay-vat' },
  corporationTaxDueDate: {
    title: 'HMRC Company Taxation Manual CTM01800: Corporation Tax due date of payment',
    url: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm01800',
  },
  payCorporationTax: { title: 'GOV.UK: Pay your Corporation Tax bill', url: 'https://www.gov.uk/pay-corporation-tax' },
  companyTaxReturns: { title: 'GOV.UK: Company Tax Returns', url: 'https://www.gov.uk/company-tax-returns' },
  accountsFiling: {
    title: 'Companies Act 2006, sections 442 and 443: period allowed for filing accounts',
    url: 'https://www.legislation.gov.uk/ukpga/2006/46/section/443',
  },
  accountsPenalties: {
    title: 'GOV.UK: Prepare annual accounts for a private limited company, penalties for late filing',
    url: 'https://www.gov.uk/annual-accounts/penalties-for-late-filing',
  },
} as const satisfies Record<string, Source>;
