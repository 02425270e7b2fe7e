import { href } from '../../../../config/paths';
import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';
import { pounds } from '../../../tax-years/format';
import { mtdIncomeTaxPhases } from '../../../tax-years/mtd-income-tax';

const [mtd2026, mtd2027, mtd2028] = mtdIncomeTaxPhases;

const page: SubserviceContent = {
  path: '/services/tax/personal-tax',
  title: 'Personal Tax and Self Assessment',
  subtitle: 'Self Assessment returns and personal tax planning for directors, landlords, sole traders and investors.',
  metaDescription:
    'Self Assessment tax returns, payments on account, capital gains, rental income and MTD for Income Tax for directors, landlords, sole traders and investors.',
  description: [
    `Company directors drawing dividends, landlords, sole traders, partners and anyone with untaxed income or capital gains are likely to need a Self Assessment return. Online returns are due by 31 January after the end of the tax year, along with any balance of tax and, for many people, the first payment on account for the following year. Since ${mtd2026.startsOn} sole traders and landlords with qualifying income over ${pounds(mtd2026.thresholdPence)} have also had to keep digital records and send quarterly updates under Making Tax Digital for Income Tax; the threshold falls to ${pounds(mtd2027.thresholdPence)} from ${mtd2027.startsOn} and to ${pounds(mtd2028.thresholdPence)} from ${mtd2028.startsOn}.`,
    'For many clients the return is the smallest part of the job. Before the tax year ends we look at how salary and dividends are balanced, whether pension contributions would recover lost personal allowance or Child Benefit, and when gains are best realised. We collect your information through one checklist each year, prepare the return, explain the figures in a short covering note and file once you approve. Payments on account are reviewed and reduced when income has fallen.',
  ],
  illustration: 'tax',
  summary:
    'Self Assessment returns for directors, sole traders, landlords and investors, with payments on account and capital gains worked out early.',
  services: [
    {
      title: 'Self Assessment return and filing',
      description:
        'Your return prepared from one annual checklist, explained in a covering note and filed with HMRC well before 31 January.',
    },
    {
      title: 'Payments on account review',
      description:
        'A check of the 31 January and 31 July payments on account, with a claim to reduce them where your income has fallen.',
    },
    {
      title: 'Director salary and dividend planning',
      description:
        'The most tax-efficient mix of salary, dividends and pension contributions for the year, agreed before the tax year ends.',
    },
    {
      title: 'Capital gains reporting',
      description:
        'Gains on shares, property and other assets calculated, including the 60-day return and payment for UK residential property.',
    },
    {
      title: 'Rental income and landlord tax',
      description:
        'Property income computed with allowable expenses and the restriction on finance costs, for individual and jointly owned lets.',
    },
    {
      title: 'MTD for Income Tax readiness',
      description:
        'A check of whether your qualifying income brings you into MTD for Income Tax, and the software and records you will need.',
    },
  ],
  sources: [sources.selfAssessmentReturns, sources.mtdQualifyingIncome],
  keyDates: {
    label: 'Key dates for sole traders and landlords',
    to: href('/key-dates/:audience', { audience: 'sole-traders' }),
  },
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
