import type { Source } from '../types';

export const source = { title: 'GOV.UK: running payroll', url: 'https://www.gov.uk/running-payroll' } satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'employers’ payroll duties';
