import type { ServiceAreaContent } from '../../types';
import * as sources from '../../sources';
import { pounds } from '../../tax-years/format';
import { mtdIncomeTaxPhases } from '../../tax-years/mtd-income-tax';

const [mtd2026, mtd2027, mtd2028] = mtdIncomeTaxPhases;

const page: ServiceAreaContent = {
  path: '/services/tax',
  title: 'Tax',
  subtitle:
    'Corporate and personal tax handled with care, with the planning done before the deadlines rather than after them.',
  metaDescription:
    'Corporation tax, Self Assessment and R&D tax relief claims for London businesses and individuals, prepared accurately and filed with HMRC on time.',
  description: [
    'Tax compliance has fixed deadlines and little tolerance for error, so we build the work around your calendar. For companies, that means corporation tax computations and CT600 returns filed with iXBRL-tagged accounts, payment dates set out well in advance, and quarterly instalment payments planned for larger companies. We review capital allowances, losses, group relief and the associated companies rules every year, because the right answer changes as the business does.',
    `Individuals get the same attention. We prepare Self Assessment returns for company directors, sole traders, landlords and investors, agree payments on account, calculate capital gains and advise directors on drawing profit through salary, dividends and pension contributions. Making Tax Digital for Income Tax has applied since ${mtd2026.startsOn} to sole traders and landlords with qualifying income over ${pounds(mtd2026.thresholdPence)}, and reaches those over ${pounds(mtd2027.thresholdPence)} from ${mtd2027.startsOn} and over ${pounds(mtd2028.thresholdPence)} from ${mtd2028.startsOn}; we move each client’s records onto compatible software before their first quarterly update is due.`,
    'R&D tax relief rewards companies that resolve genuine scientific or technological uncertainty, and HMRC now examines claims closely. We prepare claims under the merged scheme or, for loss-making R&D-intensive SMEs, enhanced R&D intensive support (ERIS). Working with your engineers, we write technical narratives that are accurate and supportable, analyse qualifying costs, and make sure any claim notification and the additional information form reach HMRC in time.',
  ],
  illustration: 'tax',
  card: {
    description:
      'Corporation tax, personal tax and R&D tax relief, prepared accurately, filed on time and planned ahead so that nothing from HMRC comes as a surprise.',
    details: [
      'Corporation tax computations and CT600 returns',
      'Self Assessment for directors, landlords and investors',
      'R&D claims under the merged scheme and ERIS',
      'Planning reviewed before the year-end, not after it',
      'HMRC enquiries and correspondence handled for you',
    ],
  },
  services: [
    {
      title: 'Corporation tax returns',
      description:
        'Computations and CT600 returns filed with iXBRL accounts, with a clear note of what is payable and when.',
    },
    {
      title: 'Self Assessment returns',
      description:
        'Personal tax returns for directors, landlords, sole traders and investors, including payments on account and foreign income.',
    },
    {
      title: 'R&D tax relief claims',
      description:
        'Claims under the merged scheme or ERIS, with the technical narrative, cost analysis and additional information form.',
    },
    {
      title: 'Profit extraction planning',
      description:
        'Advice each year on the mix of salary, dividends and pension contributions that suits both the directors and the company.',
    },
    {
      title: 'Capital gains tax',
      description:
        'Calculations and reporting for disposals of shares, property and other assets, including the UK property return due within 60 days of completion.',
    },
    {
      title: 'HMRC enquiries',
      description:
        'Representation in HMRC compliance checks from the first letter to closure, with every response prepared and agreed with you.',
    },
  ],
  sources: [sources.corporationTaxRates, sources.selfAssessmentReturns, sources.rdManual],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
