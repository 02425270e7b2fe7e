import type { SubserviceContent } from '../../../types';

const page: SubserviceContent = {
  path: '/services/corporate-finance/valuations',
  title: 'Business Valuations',
  subtitle:
    'Reasoned, documented valuations of businesses and shares for transactions, share schemes, tax and shareholder exits.',
  metaDescription:
    'Valuations of UK businesses and shares for sales, investment, EMI share options, growth shares, shareholder exits, tax returns and financial reporting.',
  description: [
    'Businesses and their shares are valued for many reasons: a sale or investment round, a shareholder leaving, a divorce or dispute, a gift of shares, or a share option scheme. Each purpose carries its own basis of value. An Enterprise Management Incentive option grant turns on the market value of an unquoted minority holding, which HMRC’s Shares and Assets Valuation team can agree in advance, while a sale to a trade buyer may look to synergies. Choosing the wrong basis can undo an otherwise careful piece of work.',
    'Our valuations begin by fixing the purpose, the date and the standard of value, because they decide everything that follows. We then analyse the business’s earnings, cash flows, assets and prospects and apply the methods that suit it, usually a discounted cash flow cross-checked against market multiples, or net assets for investment and asset-rich companies. Discounts for minority holdings and restrictions are explained. The report sets out our reasoning clearly enough for a buyer, tribunal or HMRC to follow.',
  ],
  illustration: 'corporate-finance',
  summary:
    'Reasoned valuations for acquisitions, shareholder exits, share option schemes and HMRC purposes, with the method and assumptions set out plainly.',
  services: [
    {
      title: 'Transaction valuations',
      description:
        'Valuation ranges to support negotiations on a sale, acquisition, management buyout or investment round.',
    },
    {
      title: 'EMI option valuations and HMRC agreement',
      description:
        'Market valuations for Enterprise Management Incentive option grants, submitted to HMRC for agreement before the options are granted.',
    },
    {
      title: 'Growth shares and employee share schemes',
      description:
        'Valuations of growth shares, unapproved options and other employee share awards, with the tax reporting that follows.',
    },
    {
      title: 'Shareholder exits and disputes',
      description:
        'Valuations under articles or shareholder agreements for leavers; for expert evidence in a dispute, we suggest a specialist.',
    },
    {
      title: 'Tax valuations',
      description:
        'Valuations for gifts of shares, reorganisations and other capital gains and inheritance tax purposes, supported in correspondence with HMRC.',
    },
    {
      title: 'Financial reporting valuations',
      description:
        'Fair values for share-based payment charges, purchase price allocations and impairment reviews under FRS 102 or UK-adopted IAS.',
    },
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
