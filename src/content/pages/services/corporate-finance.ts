import type { ServiceAreaContent } from '../../types';

const page: ServiceAreaContent = {
  path: '/services/corporate-finance',
  title: 'Corporate Finance',
  subtitle: 'Financial support for raising capital, buying or selling a business and agreeing what it is worth.',
  metaDescription:
    'Corporate finance support in London: investor-ready forecasts, SEIS and EIS advance assurance, financial due diligence and business valuations.',
  description: [
    'Transactions test the quality of a company’s numbers more than anything else. Whether you are raising a seed round, bringing in institutional investors, acquiring a competitor or preparing to sell, the other side will examine your accounts, forecasts and controls in detail. We help owners and management teams prepare for that scrutiny: building financial models that hold together, reconciling management information to the statutory accounts, and assembling a data room that answers the questions investors and buyers will ask.',
    'For early-stage companies we prepare SEIS and EIS advance assurance applications to HMRC, so investors can see that their relief is likely to be available before they commit. On acquisitions, our financial due diligence looks past reported profit to the quality of earnings, working capital, net debt and tax exposures, and reports in time to influence the price and the sale agreement. Our valuations set out the method and assumptions plainly, whether they support a transaction, a shareholder exit or a share option scheme. We do not find investors or buyers, arrange deals or advise on investments, which need FCA authorisation: where a transaction needs that, we work alongside the FCA-authorised corporate finance adviser or broker you appoint.',
  ],
  illustration: 'corporate-finance',
  card: {
    description:
      'Financial support for raising capital, buying or selling a business and agreeing what a company is worth, from accountants who read the numbers the way investors do.',
    details: [
      'Financial models and investor-ready forecasts',
      'SEIS and EIS advance assurance applications',
      'Buy-side and vendor due diligence',
      'Valuations for transactions, exits and share schemes',
      'Financial workstreams alongside your FCA-authorised adviser',
    ],
  },
  services: [
    {
      title: 'Financial models and forecasts',
      description:
        'Integrated profit and loss, balance sheet and cash flow forecasts built for investors, lenders and the board.',
    },
    {
      title: 'SEIS and EIS advance assurance',
      description:
        'Applications to HMRC for advance assurance, followed by the compliance statements needed once the shares are issued.',
    },
    {
      title: 'Investor data room preparation',
      description:
        'Historical accounts, management information, the capitalisation table and key contracts organised and reconciled before diligence begins.',
    },
    {
      title: 'Buy-side due diligence',
      description:
        'A review of a target’s quality of earnings, working capital, net debt and tax position, reported before terms are fixed.',
    },
    {
      title: 'Vendor due diligence',
      description:
        'An independent report on your own business, prepared before a sale so that buyers start from a reliable set of facts.',
    },
    {
      title: 'Business and share valuations',
      description:
        'Valuations for transactions, shareholder exits and Enterprise Management Incentive options, agreed with HMRC where that is required.',
    },
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',
};

export default page;
