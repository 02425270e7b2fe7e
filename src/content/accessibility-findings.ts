import type { IsoDate } from '../platform/calendar/dates';

/**
 * What is known not to meet WCAG 2.2 AA on this website, and when it will be fixed: the one source
 * of the accessibility statement's "Known problems" (src/content/pages/accessibility.ts). Add a
 * finding when an audit or a visitor reports one; delete it in the commit that fixes it. Each date
 * is written into the statement, so a fix-by date that passes makes the page due for review
 * (`npm run content:review`). The criteria's numbers and names are WCAG 2.2's own (the W3C
 * Recommendation, Web Content Accessibility Guidelines 2.2).
 */
export interface AccessibilityFinding {
  /** The audit's reference: the audit's issue and the finding's number in it ("54-03"). */
  id: string;
  /** The success criteria it fails, by number. */
  criteria: readonly WcagCriterion[];
  /** What a visitor meets, in plain words, where. */
  problem: string;
  /** The last day it may stay unfixed. */
  fixBy: IsoDate;
}

/** The WCAG 2.2 success criteria a finding here names, with their names as WCAG 2.2 gives them. */
export const wcagCriteria = {
  '1.4.12': 'Text Spacing',
  '4.1.3': 'Status Messages',
} as const;
export type WcagCriterion = keyof typeof wcagCriteria;

/** When the findings below were last checked against the site. */
export const findingsCheckedOn: IsoDate = '2026-11-29';

/**
 * The findings not yet fixed: none. The sixth audit's (issue 54) are all fixed, each held by a test
 * (the last, 54-10, by tests/e2e/sent-before-ready.test.ts).
 */
export const accessibilityFindings: readonly AccessibilityFinding[] = [];
