import { pastReviewBy } from '../time-bound';
import { taxYear2026To27 } from './2026-27';
import { figuresTimeBound } from './time-bound';

describe('the money figures, as statements time makes wrong', () => {
  const stale = (today: string) => pastReviewBy(figuresTimeBound([taxYear2026To27]), today as never);

  it('are all current until a new year could change them', () => {
    expect(stale('2026-11-28')).toEqual([]);
    expect(stale('2027-03-31')).toEqual([]);
  });

  it('report the Corporation Tax figures and the VAT threshold from 1 April 2027, when a Finance Act or an order could change them', () => {
    expect(stale('2027-04-01').map((statement) => statement.where)).toEqual([
      'figures: Corporation Tax late-filing penalties (src/content/tax-years/penalties.ts)',
      'figures: Corporation Tax: profits above which a company pays in instalments (src/content/tax-years/penalties.ts)',
      'figures: VAT registration threshold (src/content/tax-years/thresholds.ts)',
    ]);
  });

  it('report a tax year that has begun without a reviewed module: 2027-28 from 6 April 2027', () => {
    expect(stale('2027-04-05').map((statement) => statement.reviewBy)).toEqual([
      '2027-04-01',
      '2027-04-01',
      '2027-04-01',
    ]);
    const from6April = stale('2027-04-06');
    expect(
      from6April.filter((statement) => statement.reviewBy === '2027-04-06').map((statement) => statement.where),
    ).toEqual([
      'figures: Companies House late-filing penalties for a private company’s accounts (src/content/tax-years/penalties.ts)',
      'figures: Dividends that need a Self Assessment return (src/content/tax-years/thresholds.ts)',
      'figures: Failure to prevent fraud: the large organisation test (src/content/tax-years/thresholds.ts)',
      'figures: Making Tax Digital for Income Tax: qualifying income thresholds (src/content/tax-years/thresholds.ts)',
      'figures: Partnership Tax Return late-filing penalty (src/content/tax-years/penalties.ts)',
      'figures: tax-year rates (src/content/tax-years)',
    ]);
    expect(from6April).toHaveLength(9);
    expect(from6April.map((statement) => statement.what)).toContain(
      '2026-27 is the newest tax year with reviewed rates (checked on 2026-11-27); the next year begins without one',
    );
  });
});

describe('the SUP 3A exemption, an FCA rule rather than a tax year’s', () => {
  it('is reported from the first anniversary of its coming into force', () => {
    const where = 'figures: SUP 3A safeguarding audit exemption (src/content/tax-years/thresholds.ts)';
    const stale = (today: string) =>
      pastReviewBy(figuresTimeBound([taxYear2026To27]), today as never).map((statement) => statement.where);
    expect(stale('2027-05-06')).not.toContain(where);
    expect(stale('2027-05-07')).toContain(where);
  });
});
