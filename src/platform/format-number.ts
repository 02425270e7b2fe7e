/*
 * Numbers written out as en-GB writes them, by hand rather than with `toLocaleString`: a page's
 * first use of `Intl` (a number formatted included) makes the browser load its locale data, 10–35 ms
 * of one task on a fast computer, and the fees, the tax figures and the calculator's sums are
 * written as their modules load (docs/performance.md). format-number.test.ts holds them equal to
 * Intl's en-GB.
 */

/** A whole number with its thousands grouped: 12569 → "12,569", -1000 → "-1,000". */
export function groupThousands(whole: number): string {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Not a whole number: ${whole}`);
  return `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/**
 * Hundredths (pence, basis points) as a decimal: none when there are none ("19", "£50,000"), and
 * otherwise both digits ("12,569.50") or, with `trimmed`, no trailing zero ("10.5"). A fraction of
 * a hundredth is rounded half away from zero, as Intl rounds.
 */
export function fromHundredths(hundredths: number, { trimmed = false } = {}): string {
  const whole = Math.round(Math.abs(hundredths));
  const rest = whole % 100;
  const digits = String(rest).padStart(2, '0');
  const fraction = rest === 0 ? '' : `.${trimmed ? digits.replace(/0$/, '') : digits}`;
  return `${hundredths < 0 && whole > 0 ? '-' : ''}${groupThousands(Math.floor(whole / 100))}${fraction}`;
}
