import type { SectorContent } from '../../types';
import * as sources from '../../sources';

const page: SectorContent = {
  path: '/sectors/professional-services',
  title: 'Professional Services',
  subtitle: 'Accounting and tax for partnerships, LLPs and advisory firms that sell their people’s time.',
  metaDescription:
    'Accountants for UK law firms, consultancies and LLPs: partnership and LLP accounts, WIP and revenue recognition, basis period reform and members’ tax.',
  description: [
    'Firms that sell expertise are judged on how they account for time. Unbilled work in progress is revenue earned, not a memorandum figure. Under the revised Section 23 of FRS 102, for periods beginning on or after 1 January 2026, revenue is recognised as each performance obligation is satisfied, over time where the contract meets the criteria, at the consideration you expect to be entitled to, including variable consideration such as contingent and success fees, estimated and constrained as Section 23 requires. The policy you choose for WIP, contingent fees and disbursements drives taxable profit as much as reported profit, so it has to be defensible, applied consistently and understood by the partners whose tax bills depend on it.',
    'Partnerships and LLPs bring their own mechanics. Profit allocation follows the partnership agreement, LLP members’ interests are presented under the LLP SORP, and the salaried member rules can treat some members as employees for tax. Basis period reform moved every unincorporated business onto the tax-year basis from 2024–25, so partners in firms with other accounting dates now apportion profits across tax years; transition profits are spread over five years by default, and joiners and leavers need their allocations worked out carefully.',
    'We act for solicitors, barristers, consultancies, architects, recruiters and agencies. Law firms also have client money to account for under the SRA Accounts Rules and, unless an exemption applies, an accountant’s report to obtain; we can prepare that report alongside the firm’s accounts and the partners’ personal returns. The result is one consistent set of numbers from timesheet to tax return.',
  ],
  illustration: 'professional-services',
  summary:
    'Law firms, consultancies, agencies and other partnerships and LLPs. Profit allocation, work in progress and partners’ tax after basis period reform.',
  services: [
    {
      title: 'Partnership and LLP accounts',
      description:
        'Statutory accounts under FRS 102 and the LLP SORP, with profit allocation schedules that follow your agreement to the letter.',
    },
    {
      title: 'WIP and revenue recognition',
      description:
        'Valuation policies for unbilled time, contingent fees and disbursements, reviewed for both the accounts and the tax computation.',
    },
    {
      title: 'Basis period reform',
      description:
        'Apportioning profits for non-tax-year accounting dates, managing transition profit spreading and advising on whether to change your year end.',
    },
    {
      title: 'Partners’ and members’ tax',
      description:
        'The partnership return, Self Assessment for every partner, payments on account and a tax reserve policy that keeps drawings realistic.',
    },
    {
      title: 'SRA accountant’s reports',
      description:
        'Client account testing and the accountant’s report required for firms regulated by the Solicitors Regulation Authority.',
    },
    {
      title: 'Incorporation and succession',
      description:
        'Advice on converting to an LLP or company, admitting new partners, and structuring retirements and goodwill payments.',
    },
  ],
  sources: [sources.frs102],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
