import { href } from '../../../../config/paths';
import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';
import { percent, pounds } from '../../../tax-years/format';
import { latestCorporationTax } from '../../../tax-years/latest-corporation-tax';

const { mainRate, smallProfitsRate, lowerLimit } = latestCorporationTax;

const page: SubserviceContent = {
  path: '/services/tax/corporation-tax',
  title: 'Corporation Tax',
  subtitle: 'Accurate corporation tax returns, planned early so the liability is never a surprise.',
  metaDescription:
    'Corporation tax computations and CT600 returns, capital allowances, losses, group relief and payment planning for UK companies, with HMRC enquiry support.',
  description: [
    `UK companies pay corporation tax on their profits at the ${percent(mainRate.value)} main rate, or the ${percent(smallProfitsRate.value)} small profits rate where profits are ${pounds(lowerLimit.value)} or less, with marginal relief in between; the limits are divided between associated companies. Most companies pay nine months and one day after the end of the accounting period and file the CT600 within twelve months. Large companies pay in quarterly instalments that start during the year itself, which is where cash planning often goes wrong.`,
    'Our work on the return starts well before the deadline. Once the year-end figures are close, we estimate the liability, identify the reliefs available and tell you what to set aside. Capital allowances are reviewed item by item, because full expensing, the annual investment allowance and the 40% first-year allowance available since 1 January 2026 treat spending differently, and since 1 April 2026 the main pool has been written down at 14% a year rather than 18%: an accounting period that spans that date uses a rate between the two, in proportion to its days on each side. Losses, group relief and R&D claims are reflected in the same computation. We file the CT600 with iXBRL-tagged accounts and deal with HMRC on your behalf if it asks questions.',
  ],
  illustration: 'tax',
  summary:
    'Computations and CT600 returns filed with iXBRL-tagged accounts, payment dates set out in advance and advice on reliefs, allowances and groups.',
  services: [
    {
      title: 'Computation and CT600 filing',
      description:
        'The tax computation, CT600 and iXBRL-tagged accounts and computations, filed with HMRC once you have approved them.',
    },
    {
      title: 'Liability estimate and payment planning',
      description:
        'An early estimate of the tax due and its payment dates, including quarterly instalments for large companies.',
    },
    {
      title: 'Capital allowances review',
      description:
        'Analysis of fixed asset additions to claim full expensing, the annual investment allowance, the 40% first-year allowance and structures and buildings allowance correctly.',
    },
    {
      title: 'Losses and group relief',
      description:
        'Use of trading losses carried back or forward, and surrender of losses between group companies, within the statutory restrictions.',
    },
    {
      title: 'Associated companies and marginal relief',
      description:
        'Identification of associated companies and the resulting profit limits, so the small profits rate and marginal relief are applied correctly.',
    },
    {
      title: 'HMRC enquiries and correspondence',
      description:
        'Handling of HMRC questions and compliance checks on your return, with a clear view of the risk at each stage.',
    },
  ],
  sources: [sources.corporationTaxRates, sources.mainRateWritingDownAllowance],
  keyDates: {
    label: 'Key dates for limited companies and their directors',
    to: href('/key-dates/:audience', { audience: 'limited-companies' }),
  },
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-27',
};

export default page;
