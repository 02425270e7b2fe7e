import { formatPounds, type Pence } from '../rules/money';

/** A sum that may be negative, with a true minus sign: "−£1,632", "£25,468.20". */
export const signedPounds = (amount: Pence): string => `${amount < 0 ? '−' : ''}${formatPounds(Math.abs(amount))}`;
