import { fromHundredths } from '../../platform/format-number';
import type { BasisPoints, Pence } from './types';

/** A rate as copy writes it: 1900 → "19%", 1075 → "10.75%". */
export const percent = (rate: BasisPoints): string => `${fromHundredths(rate, { trimmed: true })}%`;

/** A sum as copy writes it: whole pounds without pence, "£50,000"; otherwise "£12,569.50". */
export const pounds = (amount: Pence): string => `£${fromHundredths(amount)}`;
