import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/emi-reporting/capital-adequacy',
  title: 'Capital Adequacy and Own Funds',
  subtitle: 'Own funds calculated correctly, monitored monthly and planned ahead of the growth that consumes them.',
  metaDescription:
    'Capital adequacy for e-money and payment institutions: initial capital, own funds methods A to D, deductions, headroom forecasts and wind-down planning.',
  description: [
    'Authorised e-money and payment institutions must hold own funds at least equal to the higher of their initial capital and their calculated own funds requirement. For EMIs the e-money business is measured under Method D, at 2% of average outstanding e-money, with any unrelated payment services assessed under Methods A, B or C. Own funds follow the definitions in the UK Capital Requirements Regulation, so intangible assets, including capitalised software development, are deducted. The FCA also expects adequate liquidity and a credible wind-down plan.',
    'The figures reported on FIN060 or FSA056 are only a point in time; a growing firm can breach its requirement between returns. We calculate own funds and requirements monthly from your management accounts, show headroom against the FCA’s minimum and any buffer your board has set, and forecast how growth, losses and planned investment will use that headroom. Where a capital raise is needed, the analysis tells your investors when and how much. We also review your liquidity and wind-down planning for consistency.',
  ],
  illustration: 'emi-reporting',
  summary:
    'Your own funds requirement calculated under the correct method, monitored against eligible capital and built into your wind-down planning.',
  services: [
    {
      title: 'Own funds calculation',
      description:
        'Own funds built up from your balance sheet with the required deductions, including intangibles and capitalised development costs.',
    },
    {
      title: 'Own funds requirement',
      description:
        'Method D for e-money and Methods A, B or C for payment services, applied to your actual volumes and income.',
    },
    {
      title: 'Monthly headroom monitoring',
      description:
        'A monthly report of own funds against requirement and your board’s buffer, with early warning of any squeeze.',
    },
    {
      title: 'Capital forecasting',
      description:
        'Headroom projected from your business plan, showing how much capital is needed, and when, to support growth.',
    },
    {
      title: 'Liquidity and wind-down planning review',
      description:
        'Review of liquidity stress testing and the wind-down plan, checked against your capital forecasts and the FCA’s expectations.',
    },
    {
      title: 'Capital position in FCA returns',
      description:
        'The capital figures in FIN060 or FSA056 reconciled to the monthly calculations and your audited accounts.',
    },
  ],
  sources: [sources.sup16, sources.emrs2011, sources.psrs2017],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
