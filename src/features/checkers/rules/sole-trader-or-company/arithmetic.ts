import type { BasisPoints } from '../../../../content/tax-years';
import type { Pence } from '../money';

/**
 * A rate applied to a sum, rounded down to the penny. Every line of tax the tool works out is
 * rounded this way, on its own, so a reviewer can follow each one by hand; HMRC's own
 * calculation may differ from it by a few pence.
 */
export const charge = (amount: Pence, rate: BasisPoints): Pence => Math.floor((Math.max(0, amount) * rate) / 10_000);

/** How much of the slice [from, to) of someone's income falls in the band [bandFrom, bandTo). */
export function inBand(from: Pence, to: Pence, bandFrom: Pence, bandTo: Pence = Infinity): Pence {
  return Math.max(0, Math.min(to, bandTo) - Math.max(from, bandFrom));
}
