import { formatPounds, type Pence } from '../rules/money';
import { checkerCaveat } from '../caveat';
import type { SoleTraderOrCompanyAnswerContent } from '../sole-trader-or-company/content-types';
import { formatDate } from '../../../platform/calendar/format';

/*
 * The sole trader or limited company calculator's answer in words: apart from the page's copy
 * (./pages/tools/sole-trader-or-limited-company.ts) so that they load with the answer, at the first
 * submit, rather than with the page.
 */

const more = (difference: Pence) =>
  difference === 0
    ? 'The same either way'
    : `${formatPounds(Math.abs(difference))} more a year ${difference > 0 ? 'as a company' : 'as a sole trader'}`;

/** The answer's lines, notes, chart and the booking it ends in. */
const answer: SoleTraderOrCompanyAnswerContent = {
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
};

export default answer;
