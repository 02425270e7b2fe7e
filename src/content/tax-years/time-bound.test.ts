import { pastReviewBy } from '../time-bound';
import { taxYear2026To27 } from './2026-27';
import { figuresTimeBound } from './time-bound';

describe('the money figures, as statements time makes wrong', () => {
  const stale = (today: string) => pastReviewBy(figuresTimeBound([taxYear2026To27]), today as never);

  it('are all current until a new year could change them', () => {
    expect(stale('2026-11-28')).toEqual([]);
    expect(stale('2027-03-31')).toEqual([]);
  });

  it('report the Corporation Tax figures from 1 April 2027, the financial year a Finance Act could change them', () => {
    expect(stale('2027-04-01').map((statement) => statement.where)).toEqual([
      'figures: Corporation Tax late-filing penalties (src/content/tax-years/penalties.ts)',
      'figures: Corporation Tax: profits above which a company pays in instalments (src/content/tax-years/penalties.ts)',
    ]);
  });

  it('report a tax year that has begun without a reviewed module: 2027-28 from 6 April 2027', () => {
    expect(stale('2027-04-05').map((statement) => statement.reviewBy)).toEqual(['2027-04-01', '2027-04-01']);
    const from6April = stale('2027-04-06');
    expect(from6April.map((statement) => statement.reviewBy)).toEqual([
      '2027-04-01',
      '2027-04-01',
      '2027-04-06',
      '2027-04-06',
      '2027-04-06',
    ]);
    expect(from6April.map((statement) => statement.what)).toContain(
      '2026-27 is the newest tax year with reviewed rates (checked on 2026-11-27); the next year begins without one',
    );
  });
});
