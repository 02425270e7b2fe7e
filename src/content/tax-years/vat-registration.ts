import type { DatedFigures } from './penalties';
import type { Cited, Pence } from './types';

/** VAT Act 1994 Sch 1 para 1: taxable supplies over the last 12 months, or expected in the next 30 days alone. */
export interface VatRegistration {
  registration: Cited<Pence>;
}

/*
 * What a page reads, apart from its dates so that a page's script carries the one figure
 * (the series the build reports is ./thresholds.ts).
 */
export const vatRegistrationFigures: VatRegistration = {
  registration: { value: 9_000_000, source: 'vatRegistration' },
};

export const vatRegistrationEntries: [DatedFigures<VatRegistration>] = [
  { from: '2024-04-01', checkedOn: '2026-11-28', figures: vatRegistrationFigures },
];
