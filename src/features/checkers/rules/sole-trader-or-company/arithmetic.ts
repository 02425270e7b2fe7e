import type { BasisPoints } from '../../../../content/tax-years';
import type { Pence } from '../money';

/**
 * Read once: these two run hundreds of thousands of times for one answer (the crossing point, the
 * chart), and inside Jest's module sandbox every read of a global such as `Math` goes through the
 * sandbox's global object, about 30 times slower than a read of this module's own constant.
 */
const { floor, max, min } = Math;

/**
 * A rate applied to a sum, rounded down to the penny. Every line of tax the tool works out is
 * rounded this way, on its own, so a reviewer can follow each one by hand; HMRC's own
 * calculation may differ from it by a few pence.
 */
export const charge = (amount: Pence, rate: BasisPoints): Pence => floor((max(0, amount) * rate) / 10_000);

/** How much of the slice [from, to) of someone's income falls in the band [bandFrom, bandTo). */
export function inBand(from: Pence, to: Pence, bandFrom: Pence, bandTo: Pence = Infinity): Pence {
  return max(0, min(to, bandTo) - max(from, bandFrom));
}
