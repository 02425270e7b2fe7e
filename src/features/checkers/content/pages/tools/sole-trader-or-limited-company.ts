import { checkerCaveat } from '../../../caveat';
import type { SoleTraderOrCompanyContent } from '../../../sole-trader-or-company/content-types';
import * as sources from '../../../../../content/sources';
import type { SourceKey } from '../../../../../content/tax-years';
import { percent, pounds } from '../../../../../content/tax-years/format';
import { latestEmployed } from '../../../../../content/tax-years/latest-employed';
import type { Source } from '../../../../../content/types';

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
  fa2004AnnualLimit: sources.fa2004AnnualLimit,
  fa2004RelevantEarnings: sources.fa2004RelevantEarnings,
  welshIncomeTax: sources.welshIncomeTax,
  employerRates2026: sources.employerRates2026,
  nica2014EmploymentAllowance: sources.nica2014EmploymentAllowance,
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

// The form states the thresholds it asks about from the newest year (the answer uses the chosen year's).
const { secondaryThreshold, secondaryRate, employmentAllowance } = latestEmployed;

/**
 * The sole trader or limited company calculator's page: the form and what it leaves out. The
 * answer's words load with the answer (../../sole-trader-or-limited-company-answer.ts).
 */
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
      legend: `Would you be the only person the company pays more than ${pounds(secondaryThreshold.value)} a year?`,
      hint: `A company cannot claim the employment allowance when the only employee it pays more than ${pounds(secondaryThreshold.value)} is a director.`,
      yes: 'Yes, only me',
      no: `No, it would pay others more than ${pounds(secondaryThreshold.value)} too`,
    },
    othersNics: {
      label: 'If others: the employer’s National Insurance on their pay, a year (£)',
      hint: `Before the employment allowance: ${percent(secondaryRate.value)} of each one’s pay above ${pounds(secondaryThreshold.value)}. The company has one allowance of ${pounds(employmentAllowance.value)} for everyone; what theirs uses is not left for your salary. Leave it blank and the answer assumes theirs uses none.`,
    },
    turnover: {
      label: 'Turnover or income a year',
      hint: 'With the next question, this prices our fees both ways, as the estimate on our fees page does.',
    },
    transactions: {
      label: 'Transactions a month',
      hint: 'Payments in and out of the business’s accounts.',
    },
    vatRegistered: {
      legend: 'Is the business VAT-registered?',
      hint: 'If it is not, VAT on our fees is a cost you cannot reclaim, so the answer adds it.',
      yes: 'Yes',
      no: 'No',
    },
    year: { label: 'Tax year' },
    invalidSum: 'Enter a sum in pounds, such as 45000, 45,000 or 45000.50 (a comma only between thousands).',
    tooLong: (most: number) => `Enter a sum of at most ${most} characters, such as 45000.`,
    notOffered: 'Choose one of the two answers.',
    repeated: 'This was sent more than once: choose one answer and send the form again.',
    unknownFields: (names: readonly string[]) =>
      `The form was sent with something it does not have (${names.join(', ')}): send it again from this page.`,
    noBand: 'Choose one of the answers listed.',
    missingProfit: 'Enter your expected profit for the year, such as 45000.',
    noYear:
      'The rates for this tax year are being checked again, so the calculator is not answering for now. Talk to us instead.',
    caveat: checkerCaveat,
  },
  leavesOut: {
    heading: 'What it leaves out',
    items: [
      'Student loan and postgraduate loan repayments.',
      'The Scottish rates of income tax: it uses the rates for England and Northern Ireland, and says whether the Welsh rates are the same that year.',
      'IR35 (the off-payroll working rules), which can tax a company’s income from one client as salary.',
      'Keeping profit in the company, and taking money out other than as salary and dividends: pension contributions paid by the company, benefits, loans to directors.',
      'Savings interest and dividends from elsewhere, and National Insurance on your other income.',
      'Associated companies, and an accounting period shorter than 12 months: both lower the limits for the small profits rate and marginal relief.',
      'Class 2 National Insurance, which you may pay voluntarily on low profits so that the year counts towards your State Pension.',
      'The pension annual allowance, and pension contributions the company pays for you.',
      'VAT on your own sales and purchases, the cost of setting up the company and of closing a sole trade.',
    ],
  },
  citedSources,
  sources: Object.values(citedSources),
};

export default page;
