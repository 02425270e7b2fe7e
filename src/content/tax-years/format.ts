import { fromHundredths } from '../../platform/format-number';
import type { BasisPoints } from './types';

export { pounds } from '../../platform/format-number';

/** A rate as copy writes it: 1900 → "19%", 1075 → "10.75%". */
export const percent = (rate: BasisPoints): string => `${fromHundredths(rate, { trimmed: true })}%`;
