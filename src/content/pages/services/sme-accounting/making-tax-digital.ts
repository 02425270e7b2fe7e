import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';
import { pounds } from '../../../tax-years/format';
import { mtdIncomeTaxPhases } from '../../../tax-years/mtd-income-tax';

const [mtd2026, mtd2027, mtd2028] = mtdIncomeTaxPhases;

const page: SubserviceContent = {
  path: '/services/sme-accounting/making-tax-digital',
  title: 'Making Tax Digital',
  subtitle: 'Digital records and HMRC submissions set up properly for MTD for VAT and MTD for Income Tax.',
  metaDescription:
    'Making Tax Digital for VAT and for Income Tax: software set-up, digital records, quarterly updates and final declarations for businesses and landlords.',
  description: [
    `Making Tax Digital has applied to every VAT-registered business since April 2022: VAT records must be kept digitally and returns sent from compatible software, unless HMRC accepts that the business is digitally excluded. MTD for Income Tax has applied since ${mtd2026.startsOn} to sole traders and landlords whose qualifying income, the combined gross turnover from self-employment and property, exceeded ${pounds(mtd2026.thresholdPence)} in the 2024–25 tax year. The threshold falls to ${pounds(mtd2027.thresholdPence)} from ${mtd2027.startsOn} (judged on the 2025–26 return) and to ${pounds(mtd2028.thresholdPence)} from ${mtd2028.startsOn}. Those in scope send a quarterly update of income and expenses, then a final declaration by 31 January after the tax year.`,
    'Whether you are already in MTD for VAT or entering MTD for Income Tax, the hard part is the records, not the submission. We confirm whether and when each regime applies to you, choose software that suits how you work, and connect bank feeds so that transactions arrive without re-keying. Spreadsheets can still be used with bridging software if the links are digital. Each quarter, our team reviews your records, files the update and tells you what the year is shaping up to cost.',
  ],
  illustration: 'sme-accounting',
  summary: `Digital records and compatible software for VAT and for Making Tax Digital for Income Tax, which has applied to sole traders and landlords over ${pounds(mtd2026.thresholdPence)} since ${mtd2026.startsOn}.`,
  services: [
    {
      title: 'MTD eligibility and timing check',
      description:
        'Confirmation of your qualifying income and the date MTD for Income Tax applies, and your MTD for VAT position.',
    },
    {
      title: 'Compatible software selection',
      description:
        'A recommendation of HMRC-recognised software, or bridging software for spreadsheets, that fits your records and budget.',
    },
    {
      title: 'Digital records and bank feeds',
      description:
        'Set-up of digital records with bank feeds and receipt capture, so every figure reaches HMRC through digital links.',
    },
    {
      title: 'Quarterly updates filed for you',
      description:
        'Review of each quarter’s income and expenses and submission of the update by its deadline, with a running tax estimate.',
    },
    {
      title: 'Final declaration',
      description:
        'Year-end adjustments and other income brought together in the final declaration, filed by 31 January after the tax year.',
    },
    {
      title: 'HMRC agent authorisation',
      description:
        'Authorisation through HMRC’s agent services so we can submit on your behalf and see the same records you do.',
    },
  ],
  sources: [sources.mtdVat, sources.mtdQualifyingIncome, sources.itdr2021IncomeExemption],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
  reviewBy: [
    {
      date: '2027-04-06',
      passage: `The threshold falls to ${pounds(mtd2027.thresholdPence)} from ${mtd2027.startsOn}`,
    },
  ],
};

export default page;
