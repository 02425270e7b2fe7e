import type { KeyDatesMethodContent } from './types';

/** The key-dates pages' account of how the dates are worked out, and what is not listed yet. */
const method: KeyDatesMethodContent = {
  heading: 'How these dates are worked out',
  paragraphs: [
    'Each deadline is a rule checked against its primary source: GOV.UK, HMRC’s manuals or legislation.gov.uk, linked beside the date. Where the source says a payment must reach HMRC by the last working day before a weekend or bank holiday, the date shown is that working day, and the date the source gives is shown with it. Where the source says nothing, the date stands.',
    'Bank holidays are England and Wales’s, as GOV.UK publishes them. The lists are rebuilt as the days pass, so the window always runs to the end of the next tax year.',
    'These dates are general. Your own may differ, for example if HMRC issued your tax return late, or your company has a long first accounting period. Check with us or with the source before you rely on one.',
  ],
  leftOutHeading: 'Not listed yet',
  leftOut: [
    'FCA returns for payment, e-money and cryptoasset firms: the annual returns run from a firm’s accounting reference date, the monthly safeguarding return from each calendar month end, and the FCA counts business days across the whole UK. We list them once each due date is confirmed from the FCA Handbook, and track them for each client meanwhile.',
    'Quarterly PAYE, VAT annual accounting and payments on account, and large companies’ Corporation Tax instalments.',
  ],
};

export default method;
