import type { KeyDatesAudienceContent } from '../../types';

/** `/key-dates/vat`: the audience's own words; the rest of the page is `../key-dates.ts`. */
const page: KeyDatesAudienceContent = {
  path: '/key-dates/vat',
  audience: 'vat',
  label: 'VAT-registered businesses',
  title: 'Key dates for VAT-registered businesses',
  metaDescription:
    'VAT return and payment deadlines for each set of VAT quarters, one calendar month and seven days after the quarter, with a calendar feed to subscribe to.',
  intro:
    'Returns and payments are due 1 calendar month and 7 days after each quarter. The dates for all three sets of quarters are here: enter yours below to see only your own.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
