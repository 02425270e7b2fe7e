import type { FeePackage, FeesContent } from '../../features/fees/fees-types';
import * as sources from '../sources';

const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;

const soleTrader: FeePackage = {
  id: 'sole-trader',
  name: 'Sole trader and landlord',
  /** @placeholder the fictional firm's fee range */
  price: { from: 45, to: 95, per: 'month' },
  includes: [
    'Your Self Assessment tax return',
    'Making Tax Digital for Income Tax quarterly updates and final declaration',
    'Setting up software that works with Making Tax Digital',
  ],
  changesPrice: ['How many businesses and properties you have', 'Transactions a month', 'The state of your records'],
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

const vatReturns: FeePackage = {
  id: 'vat-returns',
  name: 'VAT returns',
  /** @placeholder the fictional firm's fee range */
  price: { from: 95, to: 195, per: 'quarter' },
  includes: [
    'Reconciling your VAT account',
    'Filing through software that works with Making Tax Digital',
    'A review before you approve it',
  ],
  changesPrice: ['Transactions a quarter', 'Special schemes, partial exemption or imports'],
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
    'Authorised or small institution',
    'Volume of relevant funds and transactions',
    'How many returns fall due',
  ],
  note: 'Not available to a firm whose statutory, safeguarding or CASS audit we carry out: see our independence page.',
};

const safeguardingAudit: FeePackage = {
  id: 'safeguarding-audit',
  name: 'Safeguarding audit',
  /** @placeholder the fictional firm's fee range */
  price: { from: 9500, to: 25000, per: 'audit period' },
  includes: [
    'The annual audit under SUP 3A by a qualified auditor',
    'The safeguarding report to the FCA',
    'A letter to management with our findings',
  ],
  changesPrice: [
    'Relevant funds and safeguarding accounts',
    'Segregation, insurance or both',
    'How far your controls are automated',
  ],
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
  ],
  changesPrice: ['Wallets and exchanges', 'Transactions in the year', 'Decentralised finance activity'],
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
  table: {
    caption: 'Our packages, their fixed-fee ranges, what each includes and what changes the price',
    headings: {
      package: 'Package',
      fee: 'Fixed fee',
      includes: 'Included',
      changesPrice: 'What changes the price',
    },
  },
  packages: [soleTrader, limitedCompany, payroll, vatReturns, regulatoryReporting, safeguardingAudit, cryptoTax],
  vat: {
    ratePercent: 20,
    statement:
      'Fees for businesses are shown excluding VAT, which we add at the standard rate, 20%. Fees for sole traders, landlords and individuals, who usually cannot reclaim VAT, are shown including it.',
  },
  feeText: ({ from, to, per, perEmployee }) => {
    const range = (r: { from: number; to: number }) =>
      r.from === r.to ? pounds(r.from) : `${pounds(r.from)} to ${pounds(r.to)}`;
    const period = per === 'audit period' ? 'an audit period' : `a ${per}`;
    return `${range({ from, to })} ${period}${perEmployee ? `, plus ${range(perEmployee)} an employee a ${per}` : ''}`;
  },
  businessFeeText: (price) => `${page.feeText(price)}, plus VAT`,
  consumerFeeText: (price) => {
    const withVat = (value: number) => Math.round((value * (100 + page.vat.ratePercent)) / 100);
    const gross = { ...price, from: withVat(price.from), to: withVat(price.to) };
    return `${page.feeText(gross)} including VAT (${page.feeText(price)} excluding VAT)`;
  },
  rangeText: ({ from, to }) => (from === to ? pounds(from) : `${pounds(from)} to ${pounds(to)}`),
  yearText: (range) => `${page.rangeText(range)} a year`,
  estimate: {
    heading: 'An instant estimate',
    lead: 'Answer a few questions for a range worked out from the same fees. It runs in your browser: nothing is sent unless you choose to send it to us.',
    rules: {
      clientTypes: [
        { id: 'soleTrader', label: 'A sole trader or landlord', price: soleTrader.price, per: 'month', subject: 'sme' },
        {
          id: 'limitedCompany',
          label: 'A small limited company',
          price: limitedCompany.price,
          per: 'month',
          subject: 'sme',
        },
        {
          id: 'paymentFirm',
          label: 'An e-money or payment institution',
          price: regulatoryReporting.price,
          per: 'month',
          subject: 'fintech',
        },
        {
          id: 'cryptoInvestor',
          label: 'An individual with cryptoassets',
          price: cryptoTax.price,
          per: 'year',
          subject: 'crypto',
        },
      ],
      /** @placeholder the fictional firm's pricing: how turnover scales a client type's fee */
      turnoverBands: [
        { id: 'up-to-90k', label: 'Up to £90,000', factor: 1 },
        { id: 'to-250k', label: '£90,001 to £250,000', factor: 1.3 },
        { id: 'to-1m', label: '£250,001 to £1 million', factor: 1.7 },
        { id: 'over-1m', label: 'More than £1 million', factor: 2.5 },
      ],
      transactionsLabel: 'Transactions a month',
      /** @placeholder the fictional firm's pricing: what the volume of transactions adds */
      transactionBands: [
        { id: 'up-to-50', label: 'Up to 50', price: { from: 0, to: 0 }, per: 'month' },
        { id: 'to-200', label: '51 to 200', price: { from: 25, to: 50 }, per: 'month' },
        { id: 'to-1000', label: '201 to 1,000', price: { from: 75, to: 150 }, per: 'month' },
        { id: 'over-1000', label: 'More than 1,000', price: { from: 200, to: 400 }, per: 'month' },
      ],
      payroll: {
        label: payroll.name,
        base: payroll.price,
        perEmployee: payroll.price.perEmployee ?? { from: 0, to: 0 },
        per: 'month',
        maxEmployees: 250,
      },
      vatReturns: { id: 'vatReturns', label: vatReturns.name, price: vatReturns.price, per: 'quarter' },
      extras: [
        {
          id: 'bookkeeping',
          label: 'Bookkeeping',
          /** @placeholder the fictional firm's fee range for bookkeeping */
          price: { from: 100, to: 250 },
          per: 'month',
        },
        {
          id: 'management-accounts',
          label: 'Monthly management accounts',
          /** @placeholder the fictional firm's fee range for management accounts */
          price: { from: 150, to: 300 },
          per: 'month',
        },
        {
          id: 'crypto-tax',
          label: cryptoTax.name,
          price: cryptoTax.price,
          per: 'year',
          includedFor: ['cryptoInvestor'],
        },
        {
          id: 'safeguarding-audit',
          label: safeguardingAudit.name,
          price: safeguardingAudit.price,
          per: 'year',
          notWith: ['paymentFirm'],
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
      resultHeading: 'Your estimate',
      breakdownCaption: 'How the estimate is made up, a year, excluding VAT',
      item: 'Item',
      perYear: 'A year',
      total: 'Total, excluding VAT',
      totalWithVat: 'Total, including VAT',
      disclaimer: 'An estimate, not a quote: we confirm a fixed fee in writing once we know your records.',
      send: 'Send me this estimate',
      employeesDetail: (count) => `${count} employee${count === 1 ? '' : 's'}`,
      leftOut: (items) =>
        `Not included: ${items}. We do not audit a firm whose regulatory reporting we prepare; see our independence page.`,
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
