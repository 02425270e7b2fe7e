import type { SectorContent } from '../../types';
import * as sources from '../../sources';

const page: SectorContent = {
  path: '/sectors/technology',
  title: 'Technology',
  subtitle: 'Finance for software and technology companies, from the first investment round to scale.',
  metaDescription:
    'Accountants for UK tech and SaaS companies: revenue recognition, R&D tax relief under the merged scheme, EMI share options and SEIS and EIS fundraising.',
  description: [
    'Technology companies tend to outgrow their first finance set-up quickly. A subscription business that invoices a year in advance has not earned that cash on the day it arrives: revenue is recognised over the service period, with the balance held as deferred income, and the distinction matters to investors who value you on recurring revenue. The revised FRS 102, effective for periods beginning on or after 1 January 2026, introduces a five-step revenue model based on IFRS 15, so contracts with implementation fees, usage pricing or bundled services deserve a fresh look.',
    'Research and development relief is now claimed under the merged scheme by most companies, with enhanced support through ERIS for loss-making SMEs that are R&D-intensive. Software projects qualify only where they seek an advance in technology and resolve genuine technological uncertainty, and HMRC examines claims far more closely than it once did, so the technical narrative and cost analysis must be right before submission. Companies claiming for the first time, or after a gap, must also notify HMRC within a fixed window after the period ends, and every claim needs an additional information form.',
    'Equity is the other currency of a growing technology company. Enterprise Management Incentive options let you reward staff tax-efficiently, provided the company and the employees qualify and each grant is notified to HMRC on time. SEIS and EIS make early rounds more attractive to investors, but only if advance assurance, share rights and compliance statements are handled properly. We look after each of these alongside the monthly numbers and the board pack.',
  ],
  illustration: 'technology',
  summary:
    'Software and SaaS companies from their first investment round onwards: revenue recognition, R&D relief, EMI share options and reporting that investors trust.',
  services: [
    {
      title: 'SaaS revenue recognition',
      description:
        'Policies for subscriptions, set-up fees and multi-element contracts under FRS 102 or IFRS 15, with deferred income schedules that tie to your billing system.',
    },
    {
      title: 'R&D tax relief claims',
      description:
        'Eligibility review, cost analysis, technical narrative and the additional information form for claims under the merged scheme or ERIS.',
    },
    {
      title: 'EMI share option schemes',
      description:
        'Qualification checks, option valuations agreed with HMRC, grant notifications and the annual employment-related securities return.',
    },
    {
      title: 'SEIS and EIS fundraising',
      description:
        'Advance assurance applications, checks on the share issue and the compliance statements that let your investors claim their relief.',
    },
    {
      title: 'Investor and board reporting',
      description:
        'Monthly management accounts with recurring revenue, churn and cash runway, delivered to a timetable your board can rely on.',
    },
    {
      title: 'Fundraising models and data rooms',
      description:
        'Three-statement forecasts and a well-ordered financial data room for seed to growth rounds, built to survive investor due diligence.',
    },
  ],
  sources: [sources.frs102],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
