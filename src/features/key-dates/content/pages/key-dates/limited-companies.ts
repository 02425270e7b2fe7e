import type { KeyDatesAudienceContent } from '../../types';
import * as sources from '../../../../../content/sources';
import { pounds } from '../../../../../content/tax-years/format';
import { dividendsReportingFigures } from '../../../../../content/tax-years/dividends-reporting';

const { selfAssessmentAbove } = dividendsReportingFigures;

/** `/key-dates/limited-companies`: the audience's own words; the rest of the page is `../key-dates.ts`. */
const page: KeyDatesAudienceContent = {
  path: '/key-dates/limited-companies',
  audience: 'limited-companies',
  label: 'Limited companies and their directors',
  title: 'Key dates for limited companies and their directors',
  metaDescription:
    'Directors’ Self Assessment deadlines, and your company’s own Corporation Tax, tax return and Companies House dates worked out from its year end.',
  intro: `A director who sends a Self Assessment return has the sole traders’ dates (dividends alone need one only above ${pounds(selfAssessmentAbove.value)} a year). The company’s own deadlines run from its accounting reference date: enter it below.`,
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-27',
  sources: [sources.dividendsReporting],
};

export default page;
