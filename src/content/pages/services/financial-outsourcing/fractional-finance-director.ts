import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/financial-outsourcing/fractional-finance-director',
  title: 'Fractional Finance Director',
  subtitle:
    'Senior finance leadership for a few days a month, for businesses that need an FD’s judgement before a full-time one.',
  metaDescription:
    'A part-time finance director for growing and regulated businesses: board reporting, cash forecasting, fundraising, audit management and finance strategy.',
  /**
   * @placeholder a capacity claim the firm must evidence before launch: fractional finance directors ("our FDs") besides three directors' own work
   */
  description: [
    'Many businesses need the judgement of an experienced finance director long before they can justify a full-time salary for one. A fractional FD joins the leadership team for an agreed number of days a month, owns the financial strategy and sits in board meetings. For fintechs and payment firms the role often spans regulatory capital, safeguarding oversight and investor relations. Growing SMEs tend to need help with cash, pricing, bank relationships and the systems that let the business scale.',
    'Our FDs are chartered accountants with experience of running finance functions, not only advising them. In the first month they review the numbers, controls and reporting and agree priorities with you and your board. After that they work on a regular schedule: preparing board papers, leading budgets and forecasts, managing the audit and reporting to banks and existing investors. The day-to-day finance work can sit with your own staff or with our outsourced team, with the FD overseeing either.',
    'We do not audit a company for which one of our people acts as finance director: an auditor cannot audit figures its own staff prepared and took decisions on. For regulated firms the appointment has its own rules. A payment or e-money institution must tell the FCA about a new director or manager responsible for its payment services, who must be fit and proper under the Payment Services Regulations 2017 or the Electronic Money Regulations 2011. Where the role is a senior management function under the Senior Managers and Certification Regime, as it can be in an FSMA-authorised firm, the FCA must approve the FD before they take it up.',
  ],
  illustration: 'financial-outsourcing',
  summary:
    'An experienced finance director for an agreed number of days a month, leading budgets, board reporting, lender relationships and the financial side of a fundraising.',
  services: [
    {
      title: 'Board reporting and attendance',
      description:
        'Board papers with clear financial commentary, and attendance at board meetings as the finance voice in the room.',
    },
    {
      title: 'Budgets and cash forecasting',
      description:
        'Annual budgets, rolling forecasts and cash runway analysis that the board and investors can rely on.',
    },
    {
      title: 'Fundraising support and investor reporting',
      description:
        'The financial side of equity and debt raises, alongside any FCA-authorised adviser you appoint, and regular, consistent reporting to existing investors.',
    },
    {
      title: 'Audit and year-end management',
      description:
        'Planning the year end, preparing for the auditors and resolving their questions so the audit finishes on time.',
    },
    {
      title: 'Regulatory finance oversight',
      description:
        'For payment and e-money firms, oversight of own funds, safeguarding arrangements and regulatory returns.',
    },
    {
      title: 'Finance team development',
      description:
        'Guidance for your finance staff, and a plan for the roles, systems and processes the business will need next.',
    },
  ],
  linksToIndependence: true,
  sources: [sources.psrs2017, sources.emrs2011, sources.fsma2000],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
