import { formatPounds, type Pence } from '../../../rules/money';
import { checkerCaveat } from '../../../caveat';
import type { SoleTraderOrCompanyContent } from '../../../sole-trader-or-company/content-types';
import { formatDate } from '../../../../../platform/calendar/format';
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
      employmentAllowance: (allowance, why) =>
        why === 'onlyEmployee'
          ? 'no employment allowance: you would be the only employee paid above the threshold'
          : why === 'usedByOthers' && allowance === 0
            ? 'no employment allowance left: your other staff’s National Insurance uses it'
            : `after ${formatPounds(allowance)} of employment allowance`,
      corporationTax: 'Corporation Tax',
      marginalRelief: 'with marginal relief',
      dividends: 'Dividends',
      incomeTax: 'Income Tax on profit, salary and other income',
      class4: 'Class 4 National Insurance',
      employeeNics: 'Your own National Insurance on the salary',
      dividendTax: 'Tax on dividends',
      pensionUnrelieved:
        'Pension contributions above the relief limit: the 20% your provider cannot claim, which you pay',
      takeHome: 'Take-home',
    },
    notes: {
      rates: (welshSame) =>
        welshSame
          ? 'It uses the income tax rates of England and Northern Ireland, which are also the Welsh rates this year; not the Scottish rates.'
          : 'It uses the income tax rates of England and Northern Ireland; not the Scottish or Welsh rates, which differ this year.',
      assumesAllowanceUnused: (allowance) =>
        `It assumes your other staff’s National Insurance uses none of the ${formatPounds(allowance)} employment allowance. If theirs uses some, give it above: what it uses is not left for your salary.`,
      pensionLimited: ({ contributions, soleTrader, company, basicAmount }) =>
        `Tax relief on your ${formatPounds(contributions)} of pension contributions is limited to your earnings in the year, or ${formatPounds(basicAmount)} if more: as a sole trader your profit (${formatPounds(soleTrader)} relieved), through a company your salary alone, since dividends are not earnings (${formatPounds(company)} relieved). Contributions the company pays for you are not limited by your salary; the calculator does not include them.`,
      belowLowerEarningsLimit: (salary, limit, cost) =>
        `A salary of ${formatPounds(salary)} is below the lower earnings limit, ${formatPounds(limit)}: the year would not count towards your State Pension. A salary of ${formatPounds(limit)} would count it, and leave you ${formatPounds(cost)} less.`,
      fees: ({ soleTrader, company, withVat, beyondRange }) =>
        `Our fees are priced from your answers as our fees page’s estimate prices them, taking the middle of the range it gives: ${formatPounds(soleTrader)} a year as a sole trader, ${formatPounds(company)} through a company (its accounts, and a payroll for you), ${withVat ? 'including VAT at 20%, which you could not reclaim' : 'without VAT, which a VAT-registered business reclaims'}.${beyondRange.length > 0 ? ` For ${beyondRange.join(' and ')} we quote individually: the top of each published range is used.` : ''}`,
      pence:
        'Each tax is worked out on its own and rounded down to the penny, so HMRC’s own calculation may differ by a few pence.',
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
