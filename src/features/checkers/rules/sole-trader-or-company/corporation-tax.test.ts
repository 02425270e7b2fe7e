import { taxYear2026To27 as year } from '../../../../content/tax-years/2026-27';
import { penceFromPounds } from '../money';
import { corporationTax } from './corporation-tax';

/*
 * Financial year 2026, 12 months, no associated companies: 19% up to £50,000, 25% above
 * £250,000, and between them 25% less 3/200 × (£250,000 − profits), rounded down to the penny.
 */
const gbp = (pounds: string) => penceFromPounds(pounds)!;

describe('Corporation Tax', () => {
  it.each([
    ['0.00', '0.00'],
    // HMRC CTM03925: "£50,000 x 19% = £9,500".
    ['50,000.00', '9,500.00'],
    // 25% × £50,000.01 = £12,500.0025 → £12,500.00; relief 3/200 × £199,999.99 = £2,999.99985
    // → £2,999.99; £9,500.01. Marginal relief meets the small profits rate at the lower limit.
    ['50,000.01', '9,500.01'],
    // 25% × £100,000 = £25,000, less 3/200 × £150,000 = £2,250: £22,750.
    ['100,000.00', '22,750.00'],
    // 25% × £150,000 = £37,500, less 3/200 × £100,000 = £1,500: £36,000.
    ['150,000.00', '36,000.00'],
    // 25% × £249,999.99 = £62,499.9975 → £62,499.99; relief 3/200 × 1p rounds to nothing.
    ['249,999.99', '62,499.99'],
    // HMRC CTM03925: "£250,000 x 25% = £62,500".
    ['250,000.00', '62,500.00'],
    // Above the upper limit: the main rate, 25% × £250,000.01 = £62,500.0025 → £62,500.00.
    ['250,000.01', '62,500.00'],
    ['400,000.00', '100,000.00'],
  ])('on £%s of profits is £%s', (profits, expected) => {
    expect(corporationTax(year, gbp(profits))).toBe(gbp(expected));
  });

  it('charges 26.5% at the margin between the limits, as HMRC explains (CTM03925)', () => {
    // (£62,500 − £9,500) ÷ £200,000 = 26.5%: £1,000 more profit in the band costs £265.
    expect(corporationTax(year, gbp('101,000')) - corporationTax(year, gbp('100,000'))).toBe(gbp('265'));
  });

  it('gives HMRC’s worked example: £90,000 of profits and £8,000 of exempt distributions (CTM03925)', () => {
    // 25% × £90,000 = £22,500; relief 3/200 × (£250,000 − £98,000) × £90,000 ÷ £98,000
    // = £2,093.877…, rounded down to £2,093.87: £20,406.13. HMRC rounds the relief to £2,094
    // and gives "CT liability = £22,500 - £2,094 = £20,406".
    expect(corporationTax(year, gbp('90,000'), gbp('98,000'))).toBe(gbp('20,406.13'));
  });

  it('charges nothing on a loss', () => {
    expect(corporationTax(year, -gbp('1,000'))).toBe(0);
  });
});
