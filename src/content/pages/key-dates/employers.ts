import type { KeyDatesAudienceContent } from '../../types';

/** `/key-dates/employers`: the audience's own words; the rest of the page is `../key-dates.ts`. */
const page: KeyDatesAudienceContent = {
  path: '/key-dates/employers',
  audience: 'employers',
  label: 'Employers',
  title: 'Key dates for employers',
  metaDescription:
    'PAYE, P60, P11D and Class 1A National Insurance deadlines for UK employers, moved off weekends as HMRC says, with sources and a calendar feed.',
  intro:
    'Every employer pays PAYE monthly and has year-end duties to HMRC and to employees. If you pay HMRC quarterly, your PAYE dates differ: ask us.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
