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
    'Most employers pay PAYE to HMRC monthly, and every employer has year-end duties to HMRC and to its employees. HMRC lets an employer with a small monthly bill pay quarterly instead; if you do, your PAYE dates differ from those below: ask us.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
