import type { BasisPoints, Pence } from './types';

/** A rate as copy writes it: 1900 → "19%", 1075 → "10.75%". */
export const percent = (rate: BasisPoints): string =>
  `${(rate / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;

/** A sum as copy writes it: whole pounds without pence, "£50,000"; otherwise "£12,569.50". */
export const pounds = (amount: Pence): string =>
  `£${(amount / 100).toLocaleString('en-GB', { minimumFractionDigits: amount % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
