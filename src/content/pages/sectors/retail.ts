import type { SectorContent } from '../../types';

const page: SectorContent = {
  path: '/sectors/retail',
  title: 'Retail',
  subtitle: 'Accounting for shops and online sellers, where margin, stock and VAT decide the year.',
  metaDescription:
    'Accountants for UK retailers and online sellers: gross margin analysis, stock valuation, marketplace VAT rules and reconciliation of sales channels.',
  description: [
    'Retail profit is made or lost in the gap between gross margin and the costs beneath it. Knowing your true margin by product line, after discounts, returns, shrinkage and platform fees, is harder than it sounds when sales arrive through a till, a website and two marketplaces, each settling on its own timetable and net of its own charges. We reconcile those channels back to the bank so that reported sales, fees and VAT agree with what actually happened.',
    'VAT is where online selling has become most complicated. Online marketplaces are liable for the VAT on certain sales made through them, notably goods in the UK sold by overseas sellers and low-value imports, while UK-established sellers remain liable for their own. Platforms now report sellers’ income to HMRC under the digital platform reporting rules, so mismatches are easier for HMRC to spot. Sales to EU customers raise separate questions of import VAT, customs and the EU’s Import One Stop Shop.',
    'Stock is usually the largest asset on a retailer’s balance sheet and the easiest to misstate. We help you choose a costing method that fits your systems, count and reconcile at sensible intervals, write slow-moving and obsolete lines down to net realisable value, and use a retail VAT scheme where one suits the business. The result is a stock figure your lender accepts and margins you can act on.',
  ],
  illustration: 'retail',
  summary:
    'High-street shops and online sellers: margins, stock, marketplace VAT and the reconciliations that tie tills, platforms and the bank together.',
  services: [
    {
      title: 'Multi-channel sales reconciliation',
      description:
        'Matching till, website and marketplace settlements to bank receipts, separating fees, refunds and chargebacks so that sales are complete.',
    },
    {
      title: 'Margin and product analysis',
      description:
        'Gross margin by channel, category and product line, with the effect of discounting and returns shown clearly.',
    },
    {
      title: 'Stock valuation and control',
      description:
        'Costing methods, count procedures, shrinkage analysis and obsolescence provisions that give you a year-end stock figure you can defend.',
    },
    {
      title: 'E-commerce VAT',
      description:
        'Advice on marketplace rules, low-value imports, sales to EU customers, postponed VAT accounting and mixed-rate baskets.',
    },
    {
      title: 'Retail VAT schemes',
      description:
        'Choosing and operating a retail scheme where standard VAT accounting does not suit a till-based business selling goods at different rates.',
    },
    {
      title: 'Seasonal cash flow planning',
      description:
        'Forecasts that cover buying cycles, peak-season stock and supplier terms, so that the quiet months are funded in advance.',
    },
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',
};

export default page;
