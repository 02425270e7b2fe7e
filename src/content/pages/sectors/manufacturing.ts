import type { SectorContent } from '../../types';
import * as sources from '../../sources';

const page: SectorContent = {
  path: '/sectors/manufacturing',
  title: 'Manufacturing',
  subtitle: 'Accounting and tax for manufacturers and engineers who carry stock and invest in plant.',
  metaDescription:
    'Accountants for UK manufacturers: stock and work-in-progress valuation, full expensing and capital allowances, R&D tax relief and product costing.',
  description: [
    'For a manufacturer, stock valuation is not a year-end formality. Raw materials, work in progress and finished goods are carried at the lower of cost and estimated selling price less costs to complete and sell, and cost includes a share of production overheads based on normal capacity. Absorb too little and profit is understated; absorb too much in a quiet year and losses sit in the balance sheet instead of the profit and loss account. We help you build a costing method that stands up at audit and shows which products earn their keep.',
    'Investment in plant is well supported by the tax system, but the detail matters. Companies can claim full expensing on qualifying new main-rate plant and machinery and a first-year allowance on new special rate assets, alongside the Annual Investment Allowance. Since 1 January 2026 a 40% first-year allowance has covered new main-rate assets that full expensing does not, such as plant bought by unincorporated businesses or for leasing, and the main pool is now written down at 14% a year rather than 18%: from 1 April 2026 for companies and 6 April 2026 for unincorporated businesses, with a rate between the two, in proportion to the days on each side, for an accounting period that spans the change. Second-hand assets, cars and buildings follow different rules. Claims should be identified from the fixed asset register and timed with disposals in mind, because selling an asset that was fully expensed brings a balancing charge.',
    'Manufacturing R&D often goes unclaimed because it happens on the factory floor rather than in a laboratory. Developing a new process, material, tool or automated line can involve real technological uncertainty, and the costs of resolving it may qualify. We prepare claims under the merged scheme or ERIS with a technical narrative written alongside your engineers, and keep them proportionate to what HMRC is likely to ask.',
  ],
  illustration: 'manufacturing',
  summary:
    'Manufacturers and engineering businesses: stock and work-in-progress valuation, capital allowances on plant and machinery, and R&D relief claims that stand up.',
  services: [
    {
      title: 'Stock and WIP valuation',
      description:
        'Standard costing reviews, overhead absorption rates and provisions for slow-moving stock, documented for your auditor.',
    },
    {
      title: 'Capital allowances',
      description:
        'Identifying full expensing, Annual Investment Allowance, 40% first-year allowance and special rate claims on new plant, including installation and fit-out costs.',
    },
    {
      title: 'R&D tax relief',
      description:
        'Claims for process, product and materials development under the merged scheme or ERIS, with technical narratives drafted with your engineers.',
    },
    {
      title: 'Product costing and margin analysis',
      description:
        'Costs and margins by product, customer and production line, so that pricing decisions rest on real contribution figures.',
    },
    {
      title: 'Import, export and customs VAT',
      description:
        'Postponed VAT accounting, export evidence and supply-chain VAT reviews, working alongside your customs broker for goods that cross borders.',
    },
    {
      title: 'Asset finance and working capital',
      description: 'Forecasts and lender packs for plant finance, invoice finance and working capital facilities.',
    },
  ],
  sources: [sources.frs102, sources.mainRateWritingDownAllowance],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-27',
};

export default page;
