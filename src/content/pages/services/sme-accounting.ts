import type { ServiceAreaContent } from '../../types';
import * as sources from '../../sources';
import { pounds } from '../../tax-years/format';
import { mtdIncomeTaxPhases } from '../../tax-years/mtd-income-tax';

const [mtd2026, mtd2027] = mtdIncomeTaxPhases;

const page: ServiceAreaContent = {
  path: '/services/sme-accounting',
  title: 'SME Accounting',
  subtitle: 'Straightforward accounting, payroll and tax for small businesses, sole traders and local firms.',
  metaDescription:
    'Accounting for small businesses and sole traders in London: Making Tax Digital, payroll and pensions, cloud bookkeeping and year-end accounts.',
  description: [
    'Running a small business leaves little time for bookkeeping, and the rules do not get simpler because a business is small. A café, a building contractor and a two-person design studio each have their own payroll, VAT and tax obligations to meet. We take those obligations off your hands for a fixed monthly fee agreed before we start, so you know the cost in advance and can pick up the phone with a question without watching the clock.',
    `Most of our small-business clients keep their records in Xero, QuickBooks, FreeAgent or Sage. We set the software up properly, connect bank feeds and receipt capture, and show you the few tasks worth doing each week. VAT returns go to HMRC under Making Tax Digital. Making Tax Digital for Income Tax, with its quarterly updates, has applied since ${mtd2026.startsOn} to sole traders and landlords with qualifying income over ${pounds(mtd2026.thresholdPence)}, and reaches those over ${pounds(mtd2027.thresholdPence)} from ${mtd2027.startsOn}; we set up their records well before it applies to them.`,
    'Payroll runs under PAYE, with Real Time Information submissions made on or before each payday, and we look after workplace pension auto-enrolment, from assessing new staff to re-enrolment every three years. At the year-end we prepare your accounts and tax returns from records we already know, and then talk you through the results and what they mean for the year ahead.',
  ],
  illustration: 'sme-accounting',
  card: {
    description:
      'Practical accounting, payroll and Making Tax Digital compliance for small businesses, sole traders and local firms, on cloud software you can use every day.',
    details: [
      'Making Tax Digital for VAT and for Income Tax',
      'Payroll, RTI submissions and pensions auto-enrolment',
      'Set-up and training on Xero, QuickBooks, FreeAgent or Sage',
      'A fixed monthly fee agreed before we start',
      'A reminder well before every deadline',
    ],
  },
  services: [
    {
      title: 'Cloud bookkeeping',
      description:
        'Transactions recorded and reconciled in your cloud software every month, ready for VAT returns and simple management reports.',
    },
    {
      title: 'Making Tax Digital for VAT',
      description: 'VAT returns prepared from your digital records and filed through MTD-compatible software.',
    },
    {
      title: 'MTD for Income Tax readiness',
      description:
        'Software, digital records and a quarterly update routine set up for sole traders and landlords before the rules reach them.',
    },
    {
      title: 'Payroll and RTI',
      description:
        'Payslips, Full Payment Submissions, P60s and benefits in kind, payrolled as required from 6 April 2027, with starters, leavers and statutory pay handled correctly.',
    },
    {
      title: 'Pensions auto-enrolment',
      description:
        'Staff assessment, contributions and the declaration of compliance to The Pensions Regulator, including re-enrolment.',
    },
    {
      title: 'Year-end accounts and tax returns',
      description:
        'Company accounts and corporation tax, or sole trader accounts and Self Assessment, prepared from the records we already keep.',
    },
  ],
  sources: [sources.mtdVat, sources.mtdQualifyingIncome],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
