import type { KeyDatesAudienceContent } from '../../types';

/** `/key-dates/payment-institutions`: the audience's own words; the rest of the page is `../key-dates.ts`. */
const page: KeyDatesAudienceContent = {
  path: '/key-dates/payment-institutions',
  audience: 'payment-institutions',
  label: 'Payment and e-money institutions',
  title: 'Key dates for payment and e-money institutions',
  metaDescription:
    'Employer and company deadlines for payment and e-money institutions, from HMRC’s and Companies House’s rules, with a calendar feed to subscribe to.',
  intro:
    'A payment or e-money institution has an employer’s and a company’s deadlines like any business; those are here. Its FCA returns are not listed yet: the annual returns run from its accounting reference date, and the monthly safeguarding return (since 7 May 2026) from each calendar month end, but we have not yet confirmed that return’s due date from the FCA Handbook, and the FCA counts business days across the whole UK. We track them for each client.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
