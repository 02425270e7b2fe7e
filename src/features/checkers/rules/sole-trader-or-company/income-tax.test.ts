import { taxYear2026To27 as year } from '../../../../content/tax-years/2026-27';
import { penceFromPounds } from '../money';
import { incomeTax, personalAllowance } from './income-tax';

/*
 * 2026-27, England and Northern Ireland: allowance £12,570 tapering by half the excess over
 * £100,000 (rounded up to a whole pound), basic rate 20% to £37,700 of taxable income, higher
 * rate 40% to £125,140, additional rate 45%; dividends 10.75%, 35.75% and 39.35% after a £500
 * allowance. Each line of tax is rounded down to the penny.
 */
const gbp = (pounds: string) => penceFromPounds(pounds)!;
const tax = (nonSavings: string, dividends = '0', pensionContributions = '0') =>
  incomeTax(year, {
    nonSavings: gbp(nonSavings),
    dividends: gbp(dividends),
    pensionContributions: gbp(pensionContributions),
  });

describe('the personal allowance taper (ITA 2007, s35)', () => {
  it.each([
    // At the threshold nothing is lost.
    ['100,000.00', '12,570'],
    // Half of 1p is 0.5p: £12,569.995 left, rounded up to a whole pound, £12,570.
    ['100,000.01', '12,570'],
    // Half of £1.99 is 99.5p: £12,569.005 left, rounded up, still £12,570.
    ['100,001.99', '12,570'],
    // Half of £2 is £1: £12,569 left, a whole pound already.
    ['100,002.00', '12,569'],
    // Half of £25,139 is £12,569.50: 50p left, rounded up to £1.
    ['125,139.00', '1'],
    // Half of £25,140 is £12,570: nothing left.
    ['125,140.00', '0'],
    ['200,000.00', '0'],
  ])('adjusted net income of £%s leaves an allowance of £%s', (income, allowance) => {
    expect(personalAllowance(year, gbp(income))).toBe(gbp(allowance));
  });
});

describe('income tax on income other than dividends, at each band edge', () => {
  it.each([
    // All within the allowance.
    ['12,570.00', '0.00'],
    // 1p over: 20% of 1p is 0.2p, rounded down to nothing.
    ['12,570.01', '0.00'],
    // £5 over: 20% of £5 = £1.
    ['12,575.00', '1.00'],
    // GOV.UK's example (Income Tax rates, previous tax years, 2024-25: the same allowance and bands):
    // £35,000 with the standard allowance pays 20% on £22,430 = £4,486.
    ['35,000.00', '4,486.00'],
    // Top of the basic rate band: 20% × £37,700 = £7,540.
    ['50,270.00', '7,540.00'],
    // 1p into the higher rate: 40% of 1p = 0.4p, rounded down.
    ['50,270.01', '7,540.00'],
    // £1 in: £7,540 + 40% × £1 = £7,540.40.
    ['50,271.00', '7,540.40'],
    // £100,000: £7,540 + 40% × (£87,430 − £37,700 = £49,730) = £7,540 + £19,892 = £27,432.
    ['100,000.00', '27,432.00'],
    // £100,002: the allowance is £12,569, taxable £87,433: £7,540 + 40% × £49,733 (£19,893.20) = £27,433.20.
    ['100,002.00', '27,433.20'],
    // £125,140: no allowance; £7,540 + 40% × (£125,140 − £37,700 = £87,440) = £7,540 + £34,976 = £42,516.
    ['125,140.00', '42,516.00'],
    // £1 into the additional rate: + 45p.
    ['125,141.00', '42,516.45'],
    // £150,000: £42,516 + 45% × £24,860 (£11,187) = £53,703.
    ['150,000.00', '53,703.00'],
  ])('£%s pays £%s', (income, expected) => {
    expect(tax(income).total).toBe(gbp(expected));
  });
});

describe('dividends on top of other income', () => {
  it('taxes a salary at the allowance and £37,700 of dividends at the ordinary rate after the £500 allowance', () => {
    // £500 at 0%, then 10.75% × £37,200 = £3,999.
    expect(tax('12,570', '37,700')).toMatchObject({ nonSavingsTax: 0, dividendTax: gbp('3,999.00') });
  });

  it('crosses into the upper rate at the basic rate limit', () => {
    // £500 at 0%; 10.75% × £37,200 = £3,999; 35.75% × (£50,000 − £37,700 = £12,300) = £4,397.25. Total £8,396.25.
    expect(tax('12,570', '50,000').dividendTax).toBe(gbp('8,396.25'));
    // One penny of dividends over the band: 35.75% of 1p is rounded down to nothing.
    expect(tax('12,570', '37,700.01').dividendTax).toBe(gbp('3,999.00'));
    // £1 over: 35.75p, rounded down to 35p.
    expect(tax('12,570', '37,701').dividendTax).toBe(gbp('3,999.35'));
  });

  it('uses up the band with the dividend allowance even where it taxes nothing', () => {
    // Other income fills the basic rate band (£50,270): the £500 allowance sits in the higher
    // band at 0%, the other £500 at 35.75% = £178.75; with £7,540 on the other income, £7,718.75.
    expect(tax('50,270', '1,000')).toMatchObject({ nonSavingsTax: gbp('7,540'), dividendTax: gbp('178.75') });
  });

  it('sets what the other income leaves of the allowance against dividends', () => {
    // £5,000 of other income uses £5,000 of the allowance; £7,570 is set against dividends,
    // leaving £12,430: £500 at 0%, 10.75% × £11,930 = £1,282.475, rounded down to £1,282.47.
    expect(tax('5,000', '20,000')).toMatchObject({ personalAllowance: gbp('12,570'), dividendTax: gbp('1,282.47') });
  });

  it('taxes dividends at all three rates once the allowance has gone', () => {
    // Adjusted net income £162,570: no allowance. £12,570 of other income at 20% = £2,514.
    // Dividends from £12,570 to £162,570: £500 at 0%; 10.75% × (£37,700 − £13,070 = £24,630)
    // = £2,647.725 → £2,647.72; 35.75% × £87,440 = £31,259.80; 39.35% × (£162,570 − £125,140
    // = £37,430) = £14,728.705 → £14,728.70. Dividend tax £48,636.22; in all £51,150.22.
    expect(tax('12,570', '150,000')).toMatchObject({
      personalAllowance: 0,
      nonSavingsTax: gbp('2,514.00'),
      dividendTax: gbp('48,636.22'),
      total: gbp('51,150.22'),
    });
  });
});

describe('relief-at-source pension contributions (FA 2004, s192; ITA 2007, s58)', () => {
  it('extend the basic rate band by their gross amount', () => {
    // £60,000 with £10,000 gross contributions: the basic rate limit is £47,700, so all of the
    // £47,430 taxable is at 20% = £9,486. Without them: £7,540 + 40% × £9,730 = £11,432.
    expect(tax('60,000', '0', '10,000').total).toBe(gbp('9,486.00'));
    expect(tax('60,000').total).toBe(gbp('11,432.00'));
  });

  it('bring adjusted net income back to £100,000 and the allowance with it', () => {
    // £110,000 less £10,000: adjusted net income £100,000, the full £12,570. Taxable £97,430:
    // 20% × £47,700 = £9,540; 40% × £49,730 = £19,892. £29,432.
    expect(tax('110,000', '0', '10,000')).toMatchObject({
      adjustedNetIncome: gbp('100,000'),
      personalAllowance: gbp('12,570'),
      total: gbp('29,432.00'),
    });
  });
});
