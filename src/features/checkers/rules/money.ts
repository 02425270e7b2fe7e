/** Sums of money as whole pence, so that "one penny more" is exact and no float rounding decides an answer. */
export type Pence = number;

/** Pounds as typed into a form ("30000", "30,000.01", "£20,000") to pence; undefined when blank or not a sum. */
export function penceFromPounds(text: string): Pence | undefined {
  const cleaned = text.replace(/[£\s]/g, '');
  // A comma only between thousands: "45,50" is not £4,550, nor £45.50, but a sum to type again.
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole = '0', fraction = ''] = cleaned.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** £30,000 or £30,000.01: pence shown only when there are some (the platform's one way of writing a sum). */
export { pounds as formatPounds } from '../../../platform/format-number';
