import type { KeyDatesAudienceContent } from '../../types';

/** `/key-dates/cryptoasset-firms`: the audience's own words; the rest of the page is `../key-dates.ts`. */
const page: KeyDatesAudienceContent = {
  path: '/key-dates/cryptoasset-firms',
  audience: 'cryptoasset-firms',
  label: 'Cryptoasset firms',
  title: 'Key dates for cryptoasset firms',
  metaDescription:
    'Employer and company deadlines for cryptoasset businesses, from HMRC’s and Companies House’s rules, with sources linked and a calendar feed.',
  intro:
    'A cryptoasset firm has an employer’s and a company’s deadlines like any business; those are here. Its FCA obligations depend on its registration and permissions, which we track for each client.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
