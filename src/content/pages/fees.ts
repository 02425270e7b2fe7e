import type { FeePackage, FeesContent } from '../fees-types';
import * as sources from '../sources';
import { transactionBands, turnoverBands } from '../fee-bands';
import { groupThousands } from '../../platform/format-number';

const pounds = (value: number) => `£${groupThousands(value)}`;

/** The standard rate of VAT (GOV.UK, "VAT rates"). */
const vatRatePercent = 20;

const soleTrader: FeePackage = {
  id: 'sole-trader',
  name: 'Sole trader and landlord',
  /** @placeholder the fictional firm's fee range */
  price: { from: 45, to: 95, per: 'month' },
  /** @placeholder the fictional firm's terms: whether the software's own subscription is included (material information for a consumer price) */
  includes: [
    'Your Self Assessment tax return',
    'Making Tax Digital for Income Tax quarterly updates and final declaration',
    // Whether the software's price is included is material information for a consumer (DMCC Act 2024, Part 4
    // Chapter 1, misleading omissions): said in the package itself.
    'Setting up software that works with Making Tax Digital (the software’s own subscription is not included: you pay it to its provider)',
  ],
  changesPrice: [
    'Turnover or income',
    'Transactions a month',
    'How many businesses and properties you have',
    'The state of your records',
  ],
  forConsumers: true,
};

const limitedCompany: FeePackage = {
  id: 'limited-company',
  name: 'Small limited company',
  /** @placeholder the fictional firm's fee range */
  price: { from: 150, to: 350, per: 'month' },
  includes: [
    'Annual accounts filed at Companies House',
    'Corporation tax return and computations',
    'Confirmation statement, filed for you (the Companies House filing fee is not included: you pay it to Companies House)',
  ],
  changesPrice: ['Turnover', 'Transactions a month', 'Whether we keep the books', 'Stock and work in progress'],
  note: 'Not available to a company whose audit we carry out: see our independence page.',
};

const payroll: FeePackage = {
  id: 'payroll',
  name: 'Payroll',
  /** @placeholder the fictional firm's fee range */
  price: { from: 25, to: 25, per: 'month', perEmployee: { from: 6, to: 8 } },
  includes: [
    'Payslips and real-time submissions to HMRC',
    'Workplace pension contributions',
    'Starters, leavers and year-end forms',
  ],
  changesPrice: ['Number of employees', 'How often you pay', 'Benefits and expenses to report'],
  note: 'Not available to a company whose audit we carry out: see our independence page.',
};

const bookkeeping: FeePackage = {
  id: 'bookkeeping',
  name: 'Bookkeeping',
  /** @placeholder the fictional firm's fee range */
  price: { from: 100, to: 250, per: 'month' },
  includes: [
    'Bank, card and payment-provider accounts reconciled every week',
    'Transactions coded, VAT treatment included',
    'Supplier and customer ledgers kept up to date',
  ],
  changesPrice: ['Transactions a month', 'How many bank and payment accounts you have'],
  note: 'Not available to a company whose audit we carry out: see our independence page.',
};

const managementAccounts: FeePackage = {
  id: 'management-accounts',
  name: 'Monthly management accounts',
  /** @placeholder the fictional firm's fee range */
  price: { from: 150, to: 300, per: 'month' },
  includes: [
    'A month-end close with accruals and prepayments',
    'Profit and loss, balance sheet and cash flow',
    'A short commentary on the month',
  ],
  changesPrice: ['How much analysis you need', 'Departments, projects or entities reported separately'],
  note: 'Not available to a company whose audit we carry out: see our independence page.',
};

const vatReturns: FeePackage = {
  id: 'vat-returns',
  name: 'VAT returns',
  /** @placeholder the fictional firm's fee range */
  price: { from: 95, to: 195, per: 'quarter' },
  includes: [
    'Reconciling your VAT account',
    'Filing through software that works with Making Tax Digital (your own bookkeeping software’s subscription is not included)',
    'A review before you approve it',
  ],
  changesPrice: ['Transactions a quarter', 'Special schemes, partial exemption or imports'],
  note: 'Not available to a company whose audit we carry out: see our independence page.',
};

const regulatoryReporting: FeePackage = {
  id: 'regulatory-reporting',
  name: 'E-money and payment institution regulatory reporting',
  /** @placeholder the fictional firm's fee range */
  price: { from: 650, to: 1800, per: 'month' },
  includes: [
    'The FCA returns your permission requires, prepared and submitted',
    'Capital adequacy calculations',
    'Safeguarding reconciliation review',
  ],
  changesPrice: [
    'Turnover',
    'Volume of relevant funds and transactions',
    'Authorised or small institution',
    'How many returns fall due',
  ],
  note: 'Not available to a firm whose statutory, safeguarding or CASS audit we carry out: see our independence page.',
};

const safeguardingAudit: FeePackage = {
  id: 'safeguarding-audit',
  name: 'Safeguarding audit',
  /** @placeholder the fictional firm's fee range */
  price: { from: 9500, to: 25000, per: 'year' },
  includes: [
    'The annual audit under SUP 3A by a qualified auditor',
    'The safeguarding report to the FCA',
    'A letter to management with our findings',
  ],
  changesPrice: [
    'Turnover',
    'Volume of relevant funds and transactions, and how many safeguarding accounts',
    'Segregation, insurance or both',
    'How far your controls are automated',
  ],
  note: 'Not available to a firm whose books, accounts, payroll, tax returns, regulatory returns or safeguarding records we prepare: see our independence page.',
};

const cryptoTax: FeePackage = {
  id: 'crypto-tax',
  name: 'Crypto tax report',
  /** @placeholder the fictional firm's fee range */
  price: { from: 450, to: 1500, per: 'year' },
  includes: [
    'Gains and losses worked out for each tax year',
    'Staking and other income from tokens',
    'The figures for your Self Assessment return',
    'The crypto tax software we use to import your exchange and wallet histories: included, with no subscription for you to buy',
  ],
  changesPrice: ['Transactions a month', 'Wallets and exchanges', 'Decentralised finance activity'],
  forConsumers: true,
};

/**
 * `/fees`: the firm's fixed-fee ranges, what each includes and what changes it, and the instant
 * estimate's pricing rules. Every figure is the fictional firm's and is listed by
 * `npm run check:launch` for the firm to replace.
 */
const page: FeesContent = {
  path: '/fees',
  title: 'Fees',
  metaDescription:
    'Our fixed-fee ranges for sole traders, small companies, payroll, VAT, e-money and payment firms, safeguarding audits and crypto tax, with an instant estimate.',
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',

  hero: {
    eyebrow: 'Fees',
    heading: 'What our work costs',
    lead: 'Fixed fees, agreed before we start. Here are our ranges, what each includes and what moves a price within it.',
  },
  intro: [
    'Every engagement has a fixed fee in writing before any work begins. Where you sit in a range depends on the things listed against each package; we tell you which, and why.',
  ],
  switching: { before: 'Moving from another accountant?', link: 'What changing involves, and how long it takes' },
  table: {
    caption: 'Our packages, their fixed-fee ranges, what each includes and what changes the price',
    headings: {
      package: 'Package',
      fee: 'Fixed fee',
      includes: 'Included',
      changesPrice: 'What changes the price',
    },
  },
  packages: [
    soleTrader,
    limitedCompany,
    bookkeeping,
    managementAccounts,
    payroll,
    vatReturns,
    regulatoryReporting,
    safeguardingAudit,
    cryptoTax,
  ],
  vat: {
    ratePercent: vatRatePercent,
    statement:
      'Fees for businesses are shown excluding VAT, which we add at the standard rate, 20%. Fees for sole traders, landlords and individuals, who usually cannot reclaim VAT, are shown including it.',
  },
  feeText: ({ from, to, per, perEmployee }) => {
    const range = (r: { from: number; to: number }) =>
      r.from === r.to ? pounds(r.from) : `${pounds(r.from)} to ${pounds(r.to)}`;
    return `${range({ from, to })} a ${per}${perEmployee ? `, plus ${range(perEmployee)} an employee a ${per}` : ''}`;
  },
  businessFeeText: (price) => `${page.feeText(price)}, excluding VAT`,
  consumerFeeText: (price) => {
    const gross = page.withVat(price);
    return `${page.feeText(gross)} including VAT (${page.feeText(price)} excluding VAT)`;
  },
  withVat: (price) => {
    const add = (value: number) => Math.round((value * (100 + page.vat.ratePercent)) / 100);
    return {
      ...price,
      from: add(price.from),
      to: add(price.to),
      ...(price.perEmployee && { perEmployee: { from: add(price.perEmployee.from), to: add(price.perEmployee.to) } }),
    };
  },
  rangeText: ({ from, to }) => (from === to ? pounds(from) : `${pounds(from)} to ${pounds(to)}`),
  yearText: (range) => `${page.rangeText(range)} a year`,
  estimate: {
    heading: 'An instant estimate',
    lead: 'Answer a few questions for a range worked out from the same fees. It runs in your browser: nothing is sent unless you choose to send it to us.',
    rules: {
      clientTypes: [
        {
          id: 'soleTrader',
          label: 'A sole trader or landlord',
          price: soleTrader.price,
          per: soleTrader.price.per,
          subject: 'sme',
          topic: 'tax',
          consumer: true,
          placedBy: ['turnover', 'transactions'],
        },
        {
          id: 'limitedCompany',
          label: 'A small limited company',
          price: limitedCompany.price,
          per: limitedCompany.price.per,
          subject: 'sme',
          topic: 'sme-accounting',
          consumer: false,
          placedBy: ['turnover', 'transactions'],
        },
        {
          id: 'paymentFirm',
          label: 'An e-money or payment institution: its regulatory reporting',
          price: regulatoryReporting.price,
          per: regulatoryReporting.price.per,
          subject: 'fintech',
          topic: 'emi-reporting',
          consumer: false,
          placedBy: ['turnover', 'transactions'],
        },
        {
          id: 'safeguardingAuditClient',
          label: 'An e-money or payment institution: its safeguarding audit',
          price: safeguardingAudit.price,
          per: safeguardingAudit.price.per,
          subject: 'fintech',
          topic: 'audit',
          consumer: false,
          placedBy: ['turnover', 'transactions'],
        },
        {
          id: 'cryptoInvestor',
          label: 'An individual with cryptoassets',
          price: cryptoTax.price,
          per: cryptoTax.price.per,
          subject: 'crypto',
          topic: 'crypto-accounting',
          consumer: true,
          placedBy: ['transactions'],
        },
      ],
      turnoverBands,
      transactionsLabel: 'Transactions a month',
      transactionBands,
      payroll: {
        label: payroll.name,
        base: payroll.price,
        perEmployee: payroll.price.perEmployee ?? { from: 0, to: 0 },
        per: payroll.price.per,
        maxEmployees: 250,
        notWith: ['safeguardingAuditClient'],
      },
      vatReturns: {
        id: 'vatReturns',
        label: vatReturns.name,
        price: vatReturns.price,
        per: vatReturns.price.per,
        notWith: ['safeguardingAuditClient'],
      },
      extras: [
        {
          id: 'bookkeeping',
          label: bookkeeping.name,
          price: bookkeeping.price,
          per: bookkeeping.price.per,
          notWith: ['safeguardingAuditClient'],
        },
        {
          id: 'management-accounts',
          label: managementAccounts.name,
          price: managementAccounts.price,
          per: managementAccounts.price.per,
          notWith: ['safeguardingAuditClient'],
        },
        {
          id: 'crypto-tax',
          label: cryptoTax.name,
          price: cryptoTax.price,
          per: cryptoTax.price.per,
          includedFor: ['cryptoInvestor'],
        },
      ],
      roundTo: 5,
    },
    labels: {
      clientType: 'What are you?',
      turnover: 'Annual turnover or income',
      choose: 'Choose one',
      employees: 'Employees on payroll',
      employeesHint: 'Put 0 if we will not run your payroll.',
      vatRegistered: 'Are you VAT-registered?',
      yes: 'Yes',
      no: 'No',
      extras: 'Anything else you would like',
      submit: 'Show my estimate',
      notReadyYet:
        'The estimate is still loading on this connection. If you have already sent your answers, they will be put back and your estimate shown here as soon as it is ready: there is no need to answer again.',
      resultHeading: 'Your estimate',
      breakdownCaption: 'How the estimate is made up, a year',
      item: 'Item',
      perYear: 'A year, excluding VAT',
      total: 'Total, excluding VAT',
      vat: `VAT at ${vatRatePercent}%`,
      totalWithVat: 'Total, including VAT',
      headline: (estimate) =>
        estimate.consumer
          ? `${page.yearText(estimate.totalWithVat)}, including VAT`
          : `${page.yearText(estimate.total)}, excluding VAT`,
      secondLine: (estimate) =>
        estimate.consumer
          ? `${page.estimate.labels.total}: ${page.yearText(estimate.total)}`
          : `${page.estimate.labels.totalWithVat}: ${page.yearText(estimate.totalWithVat)}`,
      quotedIndividually: (answers) =>
        `Quoted individually: our published ranges do not reach as far as ${answers}. Send us your answers and we will reply with a fixed fee.`,
      disclaimer: 'An estimate, not a quote: we confirm a fixed fee in writing once we know your records.',
      send: 'Send me this estimate',
      book: 'Book a consultation about this estimate',
      employeesDetail: (count) => `${count} employee${count === 1 ? '' : 's'}`,
      leftOut: (items) =>
        `Not included: ${items}. We do not prepare the books, accounts, payroll or tax returns of a firm whose safeguarding audit we carry out, since we would then audit our own work; see our independence page.`,
      problems: {
        clientType: 'Choose what you are.',
        turnover: 'Choose your annual turnover or income.',
        transactions: 'Choose how many transactions you have a month.',
        employees: (max) => `Enter the number of employees on payroll, a whole number from 0 to ${max}.`,
        vat: 'Choose whether you are VAT-registered.',
      },
    },
    enquiry: {
      intro: 'I used the instant estimate on your fees page.',
      answersHeading: 'My answers:',
      estimateHeading: 'The estimate:',
      close: 'Please send me a fixed-fee quote.',
    },
  },
  sources: [sources.vatRates, sources.sup3a],
};

export default page;
