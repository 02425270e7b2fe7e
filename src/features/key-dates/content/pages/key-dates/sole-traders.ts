import type { KeyDatesAudienceContent } from '../../types';

/** `/key-dates/sole-traders`: the audience's own words; the rest of the page is `../key-dates.ts`. */
const page: KeyDatesAudienceContent = {
  path: '/key-dates/sole-traders',
  audience: 'sole-traders',
  label: 'Sole traders and landlords',
  title: 'Key dates for sole traders and landlords',
  metaDescription:
    'Self Assessment and Making Tax Digital deadlines for sole traders and landlords: returns, payments and quarterly updates, with a calendar feed.',
  intro:
    'If you work for yourself or let property, these are your Self Assessment dates (registering, the tax return and the payments on account that follow it) and, if you use Making Tax Digital for Income Tax, your quarterly updates.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
