import { fromHundredths, groupThousands } from './format-number';

/** Every whole number from `from` to `to`, then the powers of ten and their neighbours up to 10^15. */
function* numbers(from: number, to: number): Generator<number> {
  for (let value = from; value <= to; value += 1) yield value;
  for (let power = 1; power <= 1e15; power *= 10) yield* [power - 1, power, power + 1, -power, 7 * power + 3];
}

describe('numbers written as Intl en-GB writes them', () => {
  it('groups the thousands of every whole number from -20,000 to 200,000 as toLocaleString does', () => {
    const intl = new Intl.NumberFormat('en-GB');
    const differ = [...numbers(-20_000, 200_000)].filter((value) => groupThousands(value) !== intl.format(value));
    expect(differ).toEqual([]);
  });

  it('writes hundredths as tax figures and sums are written, for every value to 2,000.00', () => {
    const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
    const bothDigits = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const differ = [...numbers(-5_000, 200_000)].filter((value) => {
      const both = (value % 100 ? bothDigits : whole).format(value / 100);
      return fromHundredths(value) !== both || fromHundredths(value, { trimmed: true }) !== whole.format(value / 100);
    });
    expect(differ).toEqual([]);
  });

  it('rounds a fraction of a hundredth half away from zero, as Intl does', () => {
    for (const value of [0.5, 1.5, 2.5, 99.5, 1049.5, -2.5, 12.25])
      expect(fromHundredths(value, { trimmed: true })).toBe(
        (value / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 }),
      );
  });

  it('refuses a number it cannot write whole', () => {
    expect(() => groupThousands(1.5)).toThrow(RangeError);
    expect(() => groupThousands(Number.NaN)).toThrow(RangeError);
  });
});
