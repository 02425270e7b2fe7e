import { mergeIntervals, overlaps } from './intervals';

describe('intervals', () => {
  it('merges overlapping and touching intervals, absorbing instants inside them', () => {
    expect(
      mergeIntervals([
        { start: 30, end: 40 },
        { start: 0, end: 10 },
        { start: 10, end: 20 },
        { start: 15, end: 15 },
        { start: 50, end: 50 },
      ]),
    ).toEqual([
      { start: 0, end: 20 },
      { start: 30, end: 40 },
      { start: 50, end: 50 },
    ]);
  });

  it('keeps an instant at an interval’s end apart, since it blocks what starts then', () => {
    expect(
      mergeIntervals([
        { start: 0, end: 10 },
        { start: 10, end: 10 },
      ]),
    ).toEqual([
      { start: 0, end: 10 },
      { start: 10, end: 10 },
    ]);
  });

  it('counts an instant in the slot it starts, an interval in any slot it takes time from', () => {
    expect(overlaps({ start: 10, end: 10 }, 10, 20)).toBe(true);
    expect(overlaps({ start: 10, end: 10 }, 0, 10)).toBe(false);
    expect(overlaps({ start: 0, end: 10 }, 10, 20)).toBe(false);
    expect(overlaps({ start: 0, end: 11 }, 10, 20)).toBe(true);
  });
});
