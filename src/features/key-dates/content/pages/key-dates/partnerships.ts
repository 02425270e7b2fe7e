import type { KeyDatesAudienceContent } from '../../types';

/** `/key-dates/partnerships`: the audience's own words; the rest of the page is `../key-dates.ts`. */
const page: KeyDatesAudienceContent = {
  path: '/key-dates/partnerships',
  audience: 'partnerships',
  label: 'Partnerships',
  title: 'Key dates for partnerships',
  metaDescription:
    'Partnership Tax Return and partners’ Self Assessment deadlines, worked out from HMRC’s rules with sources linked and a calendar feed to subscribe to.',
  intro:
    'The nominated partner files the partnership’s return; each partner files and pays their own Self Assessment. Both sets of dates are here.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
