import type { SubserviceContent } from '../../../types';

const page: SubserviceContent = {
  path: '/services/corporate-finance/fundraising',
  title: 'Fundraising and Investor Readiness',
  subtitle: 'The financial groundwork that lets investors say yes faster: models, data rooms and SEIS/EIS assurance.',
  metaDescription:
    'Fundraising support for founders: financial models, SEIS and EIS advance assurance, cap tables, data rooms and investor due diligence preparation.',
  description: [
    'Investors decide quickly whether a business is ready for their money, and the numbers are usually what slows a round down. A credible model, clean management accounts, a cap table that reconciles to Companies House and tidy statutory filings all shorten due diligence. Early-stage companies raising from UK individuals will often want HMRC advance assurance under the Seed Enterprise Investment Scheme or Enterprise Investment Scheme. Payment and e-money firms face an extra step, because anyone acquiring a qualifying holding needs FCA approval before completion.',
    'We help founders and finance teams prepare before the first investor meeting. Together we build or test a three-statement model whose assumptions you can defend line by line, and model dilution across the round and any option pool. Where SEIS or EIS applies, we prepare the advance assurance application and check the company’s structure against the conditions. We then assemble the financial section of the data room, rehearse the questions investors ask, and answer them alongside you during diligence. We do not introduce investors or arrange the round, which is regulated by the FCA; where you use an authorised adviser or broker for that, we work alongside them.',
  ],
  illustration: 'corporate-finance',
  summary:
    'Forecasts, a reconciled data room and SEIS or EIS advance assurance, prepared so that investors’ diligence questions already have answers.',
  services: [
    {
      title: 'Three-statement financial model',
      description:
        'An integrated profit and loss, balance sheet and cash flow model with clearly documented assumptions and scenarios.',
    },
    {
      title: 'SEIS and EIS advance assurance',
      description:
        'A check of the company against the scheme conditions and preparation of the advance assurance application to HMRC.',
    },
    {
      title: 'Cap table and dilution modelling',
      description:
        'A cap table reconciled to Companies House filings, with dilution modelled for the round, convertibles and option pool.',
    },
    {
      title: 'Investor-ready financial data room',
      description:
        'Accounts, management information, contracts, tax filings and KPIs organised in the order investors review them.',
    },
    {
      title: 'Regulated-firm investor considerations',
      description:
        'Planning for capital requirements, safeguarding questions and, where the firm’s regime requires it, the FCA’s approval of a change in control, when investing in payment or e-money firms.',
    },
    {
      title: 'Due diligence question management',
      description:
        'Support answering investors’ financial and tax questions during diligence, so founders can keep running the business.',
    },
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-27',
};

export default page;
