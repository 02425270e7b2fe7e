import type { DatedFigures } from './penalties';
import type { Cited, Pence } from './types';

/** FCA Handbook SUP 3A.1.1R(2), in force since 7 May 2026: the exemption from the annual safeguarding audit. */
export interface SafeguardingAuditExemption {
  /** Not required to safeguard more than this at any time for a period of at least `periodWeeks`. */
  relevantFunds: Cited<Pence>;
  periodWeeks: Cited<number>;
}

/*
 * What the checker and the pages read, apart from its dates so that a page's script carries only
 * the figures (the series the build reports is ./thresholds.ts).
 */
export const safeguardingAuditFigures: SafeguardingAuditExemption = {
  relevantFunds: { value: 10_000_000, source: 'sup3a' },
  periodWeeks: { value: 53, source: 'sup3a' },
};

export const safeguardingAuditEntries: [DatedFigures<SafeguardingAuditExemption>] = [
  { from: '2026-05-07', checkedOn: '2026-11-28', figures: safeguardingAuditFigures },
];
