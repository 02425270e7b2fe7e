import { formatPounds, penceFromPounds } from './money';

describe('formatPounds', () => {
  it('writes whole pounds with their thousands grouped, and pence only when there are some', () => {
    expect(formatPounds(3_000_000)).toBe('£30,000');
    expect(formatPounds(3_000_001)).toBe('£30,000.01');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(50)).toBe('£0.50');
    expect(formatPounds(10_000_000_000)).toBe('£100,000,000');
  });

  it('writes what penceFromPounds reads back to the same sum', () => {
    for (const pence of [0, 1, 99, 100, 99_999, 100_000, 5_000_000, 123_456_789])
      expect(penceFromPounds(formatPounds(pence))).toBe(pence);
  });
});
