import { formatPounds, type Pence } from '../../../features/checkers/rules/money';
import { checkerCaveat } from '../../../features/checkers/caveat';
import type { SoleTraderOrCompanyContent } from '../../../features/checkers/sole-trader-or-company/content-types';
import { formatDate } from '../../../platform/calendar/format';
import * as sources from '../../sources';
import type { SourceKey } from '../../tax-years';
import type { Source } from '../../types';

/**
 * The texts the rates are checked against, by the key each value of a tax year names
 * (src/content/tax-years/): each line of the answer cites those of the values it uses, and the
 * page lists them all. A test holds every key an offered year names to be here.
 */
const citedSources = {
  fa2026IncomeTaxRates: sources.fa2026IncomeTaxRates,
  fa2021AllowanceAndBasicRateLimit: sources.fa2021AllowanceAndBasicRateLimit,
  ita2007PersonalAllowance: sources.ita2007PersonalAllowance,
  ita2007HigherRateLimit: sources.ita2007HigherRateLimit,
  fa2004ReliefAtSource: sources.fa2004ReliefAtSource,
  ita2007AdjustedNetIncome: sources.ita2007AdjustedNetIncome,
  fa2023DividendAllowance: sources.fa2023DividendAllowance,
  fa2026DividendRates: sources.fa2026DividendRates,
  fa2022DividendRates: sources.fa2022DividendRates,
  thresholdsAlignedWithAllowance: sources.thresholdsAlignedWithAllowance,
  thresholdsMaintainedTo2031: sources.thresholdsMaintainedTo2031,
  nics2024ReductionInRates: sources.nics2024ReductionInRates,
  class4Structure: sources.class4Structure,
  class1Structure: sources.class1Structure,
  selfEmployedNationalInsurance: sources.selfEmployedNationalInsurance,
  nics2025SecondaryClass1: sources.nics2025SecondaryClass1,
  employmentAllowanceSingleDirector: sources.employmentAllowanceSingleDirector,
  ctMarginalRelief: sources.ctMarginalRelief,
  cta2010SmallProfits: sources.cta2010SmallProfits,
} satisfies Partial<Record<SourceKey, Source>>;

const more = (difference: Pence) =>
  difference === 0
    ? 'The same either way'
    : `${formatPounds(Math.abs(difference))} more a year ${difference > 0 ? 'as a company' : 'as a sole trader'}`;

/** The sole trader or limited company calculator's words: the form, the answer's lines, what it leaves out. */
const page: SoleTraderOrCompanyContent = {
  path: '/tools/sole-trader-or-limited-company',
  title: 'Sole trader or limited company: which leaves me more?',
  metaDescription:
    'Compare your take-home pay as a sole trader and through a limited company for the tax year, line by line, with every rate cited from GOV.UK or legislation.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-27',

  hero: {
    eyebrow: 'Tools',
    heading: 'Sole trader or limited company: which leaves me more?',
    lead: 'Your take-home pay both ways for the tax year, each tax worked out line by line, with the rates they come from.',
  },
  intro: [
    'As a sole trader you pay Income Tax and Class 4 National Insurance on your profit. Through a company, the company pays Corporation Tax, you take a salary and dividends, and each has its own tax and National Insurance; and a company costs more to run.',
    'Give your expected profit for the year. The calculator pays you the salary that leaves you the most, pays out everything else as dividends, and compares what you keep.',
  ],
  concerns: [
    '/services/sme-accounting',
    '/services/tax',
    '/services/tax/personal-tax',
    '/services/tax/corporation-tax',
    '/services/sme-accounting/payroll',
  ],
  form: {
    heading: 'Your figures',
    privacy:
      'With JavaScript on, the answer is worked out in your browser. Without it, the figures go to our server to be worked out and are not kept.',
    submit: 'Compare',
    profit: {
      label: 'Expected profit for the year (£)',
      hint: 'Your income from the business less its expenses, before tax: as a sole trader would work it out.',
    },
    otherIncome: {
      label: 'Other income (£)',
      hint: 'A job, a pension or rent, before tax; not savings interest or dividends. It is taxed the same either way.',
    },
    pension: {
      label: 'Your own pension contributions (£)',
      hint: 'What you pay into a personal pension in the year, with the tax relief added (pay £800 and it is £1,000).',
    },
    onlyEmployee: {
      legend: 'Would you be the company’s only employee?',
      hint: 'A company whose only employee is its director cannot claim the employment allowance.',
      yes: 'Yes, only me',
      no: 'No, it would employ others too',
    },
    year: { label: 'Tax year' },
    invalidSum: 'Enter a sum in pounds, such as 45000 or 45000.50.',
    missingProfit: 'Enter your expected profit for the year, such as 45000.',
    noYear:
      'The rates for this tax year are being checked again, so the calculator is not answering for now. Talk to us instead.',
    caveat: checkerCaveat,
  },
  result: {
    heading: 'Your answer',
    summary: (difference) => more(difference),
    takeHome: { soleTrader: 'Take-home as a sole trader', company: 'Take-home through a company' },
    salaryChosen: (salary) =>
      `Through a company you take a salary of ${formatPounds(salary)}, the salary that leaves you the most, and the rest as dividends.`,
    year: (year) =>
      `For the tax year ${year.label}. Its rates were checked against their sources on ${formatDate(year.checkedOn)}, and are read again by ${formatDate(year.reviewBy)}.`,
    table: {
      caption: 'Each line, both ways, for the year',
      what: 'Line',
      soleTrader: 'As a sole trader',
      company: 'Through a company',
      source: 'Sources',
      none: 'None',
    },
    lines: {
      profit: 'Profit',
      otherIncome: 'Other income',
      runningCosts: 'Our fees for a company over a sole trader’s (a company’s accounts and payroll)',
      salary: 'Salary',
      employerNics: 'Employer’s National Insurance on the salary',
      employmentAllowance: (allowance) =>
        allowance > 0
          ? `after ${formatPounds(allowance)} of employment allowance`
          : 'no employment allowance: the director is the only employee',
      corporationTax: 'Corporation Tax',
      marginalRelief: 'with marginal relief',
      dividends: 'Dividends',
      incomeTax: 'Income Tax on profit, salary and other income',
      class4: 'Class 4 National Insurance',
      employeeNics: 'Your own National Insurance on the salary',
      dividendTax: 'Tax on dividends',
      takeHome: 'Take-home',
    },
    runningCostsSource: { title: 'Our fees', to: '/fees' },
    crossing: {
      heading: 'Where a company starts to leave you more',
      found: (profit) =>
        profit === 0
          ? 'On your other figures, a company leaves you more at any profit.'
          : `On your other figures, a company leaves you more from ${formatPounds(profit)} of profit a year.`,
      none: (limit) =>
        `On your other figures, no profit up to ${formatPounds(limit)} leaves you more through a company when all of its profit is paid out in the year.`,
      why: 'Through a company each pound of profit bears Corporation Tax and then dividend tax, or is paid as salary with more National Insurance than Class 4, and the company costs more to run. A company can still suit you for other reasons, such as keeping profit in it: talk to us.',
    },
    chart: {
      heading: 'Take-home at other profits',
      lead: 'The gap between the two, at profits from nothing to twice yours: above the middle line a company leaves you more, below it a sole trader does.',
      zero: 'Same either way',
      yours: 'Your profit',
      axisProfit: 'Profit',
      tableCaption: 'Take-home both ways at each profit shown in the chart',
      tableSummary: 'Show the figures as a table',
      profit: 'Profit',
      difference: 'Company less sole trader',
    },
    caveat: checkerCaveat,
  },
  leavesOut: {
    heading: 'What it leaves out',
    items: [
      'Student loan and postgraduate loan repayments.',
      'The Scottish and Welsh rates of income tax: it uses the rates for England and Northern Ireland.',
      'IR35 (the off-payroll working rules), which can tax a company’s income from one client as salary.',
      'Keeping profit in the company, and taking money out other than as salary and dividends: pension contributions paid by the company, benefits, loans to directors.',
      'Savings interest and dividends from elsewhere, and National Insurance on your other income.',
      'Associated companies, and accounting periods that are not the financial year: both change the Corporation Tax limits.',
      'Class 2 National Insurance, which you may pay voluntarily on low profits, and whether a small salary counts towards your State Pension.',
      'VAT, the cost of setting up the company and of closing a sole trade. Our fees are the lowest of each package’s published range, without VAT.',
    ],
  },
  booking: {
    link: 'Book a consultation about this',
    topic: 'tax',
    intro: 'I used your sole trader or limited company calculator.',
    answersHeading: 'My figures:',
    resultHeading: 'Its answer:',
    close: 'Please talk me through it.',
    yes: 'yes',
    no: 'no',
  },
  citedSources,
  sources: Object.values(citedSources),
};

export default page;
