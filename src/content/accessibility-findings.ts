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
  /** The audit's reference (issue 44's fifth audit: S for serious, M for moderate, m for minor). */
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
  '2.2.1': 'Timing Adjustable',
  '2.4.3': 'Focus Order',
  '2.4.11': 'Focus Not Obscured (Minimum)',
  '3.3.4': 'Error Prevention (Legal, Financial, Data)',
} as const;
export type WcagCriterion = keyof typeof wcagCriteria;

/** When the findings below were last checked against the site. */
export const findingsCheckedOn: IsoDate = '2026-11-27';

export const accessibilityFindings: readonly AccessibilityFinding[] = [
  {
    id: 'S1',
    criteria: ['3.3.4'],
    problem:
      'On the page a booking email links to, one press of “Cancel the consultation” cancels it at once, with no step to confirm and no way to undo it.',
    fixBy: '2026-12-11',
  },
  {
    id: 'S2',
    criteria: ['2.2.1'],
    problem:
      'A time held while you confirm a booking from its email lapses after 60 minutes without a warning and cannot be extended; once it has lapsed it cannot be confirmed, even if the time is still free, and the details must be typed again.',
    fixBy: '2026-12-11',
  },
  {
    id: 'M2',
    criteria: ['2.4.3'],
    problem:
      'After Confirm, Move or Cancel on that page, focus starts at the top of the page rather than at the result, so a screen reader does not read out what happened.',
    fixBy: '2026-12-11',
  },
  {
    id: 'm-chat',
    criteria: ['2.4.11'],
    problem:
      'On the booking pages, the floating WhatsApp chat link can cover the “Confirm the consultation” button on narrow screens (320 pixels wide).',
    fixBy: '2026-12-11',
  },
  {
    id: 'm-table',
    criteria: ['1.4.12'],
    problem:
      'On a screen 320 pixels wide with text spacing increased, the table in our article on identity verification for Companies House is wider than the screen, so that part of the page scrolls sideways.',
    fixBy: '2026-12-18',
  },
];
