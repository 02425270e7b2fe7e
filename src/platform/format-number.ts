// Numbers as en-GB writes them, by hand: toLocaleString would be a page's first use of Intl, which
// loads the browser's locale data (docs/performance.md). format-number.test.ts holds them to Intl.

/** A whole number with its thousands grouped: 12569 → "12,569", -1000 → "-1,000". */
export function groupThousands(whole: number): string {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Not a whole number: ${whole}`);
  return `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/** Hundredths (pence, basis points): "19", "12,569.50", or with `trimmed` "10.5"; rounded as Intl rounds. */
export function fromHundredths(hundredths: number, { trimmed = false } = {}): string {
  const whole = Math.round(Math.abs(hundredths));
  const digits = String(whole % 100).padStart(2, '0');
  const fraction = digits === '00' ? '' : `.${trimmed ? digits.replace(/0$/, '') : digits}`;
  return `${hundredths < 0 && whole > 0 ? '-' : ''}${groupThousands(Math.floor(whole / 100))}${fraction}`;
}

/** A sum of money in pence as copy writes it: "£50,000", or "£12,569.50" when there are pence. */
export const pounds = (pence: number): string => `£${fromHundredths(pence)}`;
