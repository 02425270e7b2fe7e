import { taxYear2026To27 as year } from '../../../../content/tax-years/2026-27';
import type { TaxYearRates } from '../../../../content/tax-years';
import { penceFromPounds } from '../money';
import { affordableSalary, asCompanyPaying, compare, crossingPoint, type Circumstances } from './compare';

/*
 * Whole comparisons for 2026-27, worked by hand from the rates in the other tests. The firm's
 * extra fees for a company are £1,632 a year (running-costs.test.ts).
 */
const gbp = (pounds: string) => penceFromPounds(pounds)!;
const extra = gbp('1,632');
const circumstances = (profit: string, onlyEmployee: boolean): Circumstances => ({
  profit: gbp(profit),
  otherIncome: 0,
  pensionContributions: 0,
  onlyEmployee,
});

describe('sole trader or company, for 2026-27', () => {
  it('£30,000 of profit, with staff so the company can claim the employment allowance', () => {
    const { soleTrader, company, difference } = compare(year, circumstances('30,000', false), extra);
    // Sole trader: income tax 20% × (£30,000 − £12,570 = £17,430) = £3,486; Class 4 6% × £17,430
    // = £1,045.80; take-home £30,000 − £3,486 − £1,045.80 = £25,468.20.
    expect(soleTrader).toMatchObject({ incomeTax: gbp('3,486'), class4: gbp('1,045.80'), takeHome: gbp('25,468.20') });
    // Company: £30,000 − £1,632 = £28,368 available. Salary £12,570; employer's Class 1 15% ×
    // £7,570 = £1,135.50, all covered by the allowance. Profit £28,368 − £12,570 = £15,798;
    // Corporation Tax 19% = £3,001.62; dividends £12,796.38. The salary uses the allowance; the
    // dividends: £500 at 0%, 10.75% × £12,296.38 = £1,321.86. Take-home £12,570 + £12,796.38 −
    // £1,321.86 = £24,044.52.
    expect(company).toMatchObject({
      extraRunningCosts: extra,
      salary: gbp('12,570'),
      employerClass1Due: gbp('1,135.50'),
      employmentAllowance: gbp('1,135.50'),
      employerClass1: 0,
      taxableProfit: gbp('15,798'),
      corporationTax: gbp('3,001.62'),
      dividends: gbp('12,796.38'),
      employeeClass1: 0,
      incomeTax: gbp('1,321.86'),
      dividendTax: gbp('1,321.86'),
      takeHome: gbp('24,044.52'),
    });
    expect(difference).toBe(-gbp('1,423.68'));
  });

  it('£100,000 of profit as the only employee: the primary threshold leaves most', () => {
    const { soleTrader, company, difference } = compare(year, circumstances('100,000', true), extra);
    // Sole trader: income tax £27,432 (income-tax.test.ts), Class 4 £3,256.60; take-home £69,311.40.
    expect(soleTrader.takeHome).toBe(gbp('69,311.40'));
    // Company at £12,570: employer's Class 1 £1,135.50 with no allowance; profit £98,368 −
    // £12,570 − £1,135.50 = £84,662.50; Corporation Tax 25% = £21,165.625 → £21,165.62, less
    // 3/200 × £165,337.50 = £2,480.0625 → £2,480.06: £18,685.56. Dividends £65,976.94: £500 at
    // 0%, 10.75% × £37,200 = £3,999, 35.75% × £28,276.94 = £10,109.006 → £10,109.00; £14,108.
    // Take-home £12,570 + £65,976.94 − £14,108 = £64,438.94.
    expect(company).toMatchObject({
      salary: gbp('12,570'),
      employerClass1: gbp('1,135.50'),
      corporationTax: gbp('18,685.56'),
      dividends: gbp('65,976.94'),
      incomeTax: gbp('14,108.00'),
      takeHome: gbp('64,438.94'),
    });
    // At £5,000 instead: profit £93,368; Corporation Tax £23,342 − 3/200 × £156,632 (£2,349.48)
    // = £20,992.52; dividends £72,375.48, £7,570 of them in the allowance; £500 at 0%, £3,999 at
    // the ordinary rate, 35.75% × £27,105.48 = £9,690.20; take-home £63,686.28, less.
    expect(asCompanyPaying(year, circumstances('100,000', true), extra, gbp('5,000')).takeHome).toBe(gbp('63,686.28'));
    expect(difference).toBe(-gbp('4,872.46'));
  });

  it('£100,000 of profit with staff: a salary of £75,000, where the employment allowance runs out, leaves most', () => {
    const { company, difference } = compare(year, circumstances('100,000', false), extra);
    // £75,000: employer's Class 1 15% × £70,000 = £10,500, all of the allowance. Profit £98,368 −
    // £75,000 = £23,368; Corporation Tax 19% = £4,439.92; dividends £18,928.08. Employee's Class 1
    // 8% × £37,700 = £3,016 + 2% × £24,730 = £494.60: £3,510.60. Adjusted net income £93,928.08,
    // the full allowance: salary taxed £7,540 + 40% × £24,730 (£9,892) = £17,432; dividends from
    // £62,430 to £81,358.08: £500 at 0%, 35.75% × £18,428.08 = £6,588.0386 → £6,588.03. Take-home
    // £75,000 − £3,510.60 + £18,928.08 − £17,432 − £6,588.03 = £66,397.45.
    expect(company).toMatchObject({
      salary: gbp('75,000'),
      employerClass1Due: gbp('10,500'),
      employmentAllowance: gbp('10,500'),
      employerClass1: 0,
      corporationTax: gbp('4,439.92'),
      dividends: gbp('18,928.08'),
      employeeClass1: gbp('3,510.60'),
      incomeTax: gbp('24,020.03'),
      // £17,432 of it on the salary.
      dividendTax: gbp('6,588.03'),
      takeHome: gbp('66,397.45'),
    });
    // At the primary threshold it would be £64,975.16: £1,422.29 less.
    expect(asCompanyPaying(year, circumstances('100,000', false), extra, gbp('12,570')).takeHome).toBe(
      gbp('64,975.16'),
    );
    // Sole trader £69,311.40: still £2,913.95 more.
    expect(difference).toBe(-gbp('2,913.95'));
  });

  it('£150,000 of profit as the only employee: the allowance tapers, and a salary just above it leaves most', () => {
    const { soleTrader, company } = compare(year, circumstances('150,000', true), extra);
    // Sole trader: income tax £53,703; Class 4 £2,262 + 2% × £99,730 = £4,256.60; take-home £92,040.40.
    expect(soleTrader).toMatchObject({ incomeTax: gbp('53,703'), class4: gbp('4,256.60'), takeHome: gbp('92,040.40') });
    // Company at £5,481: employer's Class 1 15% × £481 = £72.15. Profit £148,368 − £5,481 − £72.15
    // = £142,814.85; Corporation Tax 25% = £35,703.7125 → £35,703.71, less 3/200 × £107,185.15 =
    // £1,607.77725 → £1,607.77: £34,095.94. Dividends £108,718.91. Adjusted net income
    // £114,199.91: the allowance loses £7,099.955 and is £5,471 (rounded up), so £10 of salary is
    // taxed at 20% (£2). Dividends from £10 to £108,728.91: £500 at 0%, 10.75% × £37,190 =
    // £3,997.925 → £3,997.92, 35.75% × £71,028.91 = £25,392.835… → £25,392.83. Income tax
    // £29,392.75; take-home £5,481 + £108,718.91 − £29,392.75 = £84,807.16.
    expect(company).toMatchObject({
      salary: gbp('5,481'),
      employerClass1: gbp('72.15'),
      corporationTax: gbp('34,095.94'),
      dividends: gbp('108,718.91'),
      incomeTax: gbp('29,392.75'),
      takeHome: gbp('84,807.16'),
    });
    // At the secondary threshold, £5,000: profit £143,368; Corporation Tax £35,842 − 3/200 ×
    // £106,632 (£1,599.48) = £34,242.52; dividends £109,125.48; the allowance £5,508, £508 of it
    // against dividends; £500 at 0%, £3,999, 35.75% × £70,917.48 = £25,352.99; take-home
    // £5,000 + £109,125.48 − £29,351.99 = £84,773.49. At £12,570: £84,609.21.
    expect(asCompanyPaying(year, circumstances('150,000', true), extra, gbp('5,000')).takeHome).toBe(gbp('84,773.49'));
    expect(asCompanyPaying(year, circumstances('150,000', true), extra, gbp('12,570')).takeHome).toBe(gbp('84,609.21'));
  });

  it.each([
    ['30,000', false],
    ['75,000', false],
    ['100,000', true],
    ['150,000', true],
    ['250,000', false],
  ])('£%s (only employee: %s): no salary on a £10 scan leaves more than 50p more', (profit, onlyEmployee) => {
    const chosen = compare(year, circumstances(profit, onlyEmployee), extra).company;
    let best = chosen.takeHome;
    for (let salary = 0; salary <= chosen.salary + gbp('30,000'); salary += gbp('10')) {
      const figures = asCompanyPaying(year, circumstances(profit, onlyEmployee), extra, salary);
      if (figures.taxableProfit < 0) break;
      best = Math.max(best, figures.takeHome);
    }
    // The allowance's rounding to whole pounds makes take-home zig-zag by pennies from pound to pound.
    expect(best - chosen.takeHome).toBeLessThanOrEqual(50);
  });

  it('pays a smaller salary when the company cannot afford the threshold with its National Insurance', () => {
    // £10,000 − £1,632 = £8,368 available. The salary s with s + 15% × (s − £5,000) = £8,368 is
    // £7,928.69 (rounded down): Class 1 15% × £2,928.69 = £439.30, leaving 1p of profit.
    expect(affordableSalary(year, gbp('8,368'), gbp('12,570'), 0)).toBe(gbp('7,928.69'));
    const { company } = compare(year, circumstances('10,000', true), extra);
    expect(company).toMatchObject({
      salary: gbp('7,928.69'),
      employerClass1: gbp('439.30'),
      taxableProfit: 1,
      corporationTax: 0,
      takeHome: gbp('7,928.70'),
    });
    // With the allowance claimable, all of the £8,368 can be salary.
    expect(affordableSalary(year, gbp('8,368'), gbp('12,570'), gbp('10,500'))).toBe(gbp('8,368'));
  });

  it('shows the money the owner must put in when the profit does not cover the extra fees', () => {
    // £1,000 − £1,632: no salary, a £632 loss the owner funds.
    expect(compare(year, circumstances('1,000', true), extra)).toMatchObject({
      soleTrader: { takeHome: gbp('1,000') },
      company: { salary: 0, corporationTax: 0, dividends: -gbp('632'), takeHome: -gbp('632') },
      difference: -gbp('1,632'),
    });
  });

  it('counts other income the same way both ways', () => {
    const withOther = compare(year, { ...circumstances('30,000', false), otherIncome: gbp('20,000') }, extra);
    // Sole trader: £50,000 of income, £37,430 taxable, 20% = £7,486; Class 4 still £1,045.80 on
    // the profit alone; take-home £50,000 − £7,486 − £1,045.80 = £41,468.20.
    expect(withOther.soleTrader).toMatchObject({
      incomeTax: gbp('7,486'),
      class4: gbp('1,045.80'),
      takeHome: gbp('41,468.20'),
    });
    // Company: salary and other income £32,570, £20,000 taxable at 20% = £4,000; dividends
    // £12,796.38 from £20,000 to £32,796.38 of taxable income: £500 at 0%, 10.75% × £12,296.38 =
    // £1,321.86. Income tax £5,321.86; take-home £12,570 + £12,796.38 + £20,000 − £5,321.86 = £40,044.52.
    expect(withOther.company).toMatchObject({ incomeTax: gbp('5,321.86'), takeHome: gbp('40,044.52') });
  });
});

describe('personal pension contributions: relief only up to relevant UK earnings (FA 2004 ss189 and 190)', () => {
  const withPension = (profit: string, pension: string, onlyEmployee = true): Circumstances => ({
    ...circumstances(profit, onlyEmployee),
    pensionContributions: gbp(pension),
  });

  it('£100,000 of profit and £20,000 gross: at a £12,570 salary only £12,570 is relieved, and income tax is £10,965.50', () => {
    const company = asCompanyPaying(year, withPension('100,000', '20,000'), extra, gbp('12,570'));
    // The company's figures do not depend on the pension: dividends £65,976.94 (above). Relief is
    // limited to the greater of £3,600 and the salary, £12,570: the bands extend by £12,570, not
    // £20,000. Adjusted net income £65,976.94, the full allowance, all used by the salary. Basic
    // rate limit £37,700 + £12,570 = £50,270: dividends £500 at 0%, 10.75% × £49,770 = £5,350.275
    // → £5,350.27; 35.75% × (£65,976.94 − £50,270 = £15,706.94) = £5,615.231… → £5,615.23.
    // £10,965.50. Extending by the whole £20,000 (£57,700) had given £6,149 + 35.75% × £8,276.94
    // (£2,959.00) = £9,108.00.
    expect(company).toMatchObject({
      salary: gbp('12,570'),
      dividends: gbp('65,976.94'),
      incomeTax: gbp('10,965.50'),
      dividendTax: gbp('10,965.50'),
      // The other £7,430 gets no relief at source: 20% × £7,430 = £1,486 the member pays instead.
      pension: { relieved: gbp('12,570'), unrelievedCost: gbp('1,486') },
      // £12,570 + £65,976.94 − £10,965.50 − £1,486 = £66,095.44.
      takeHome: gbp('66,095.44'),
    });
  });

  it('£100,000 and £20,000: a salary of £20,000, which makes all of it relievable, leaves most', () => {
    const { soleTrader, company, difference } = compare(year, withPension('100,000', '20,000'), extra);
    // Each pound of salary from £12,570 to £20,000 costs the company £1.15 (no allowance), 26.5%
    // of it saved in Corporation Tax, and brings £1 of relief: it leaves about 38p more. Above
    // £20,000 a pound of salary leaves less, as without a pension.
    // Employer's Class 1 15% × £15,000 = £2,250. Profit £98,368 − £20,000 − £2,250 = £76,118;
    // Corporation Tax 25% = £19,029.50 less 3/200 × £173,882 = £2,608.23: £16,421.27. Dividends
    // £59,696.73. Employee's Class 1 8% × £7,430 = £594.40. All £20,000 relieved: basic rate
    // limit £57,700. Salary taxed 20% × £7,430 = £1,486; dividends from £7,430: £500 at 0%,
    // 10.75% × (£57,700 − £7,930 = £49,770) = £5,350.27, 35.75% × £9,426.73 = £3,370.05.
    // Income tax £10,206.32; take-home £20,000 − £594.40 + £59,696.73 − £10,206.32 = £68,896.01.
    expect(company).toMatchObject({
      salary: gbp('20,000'),
      employerClass1: gbp('2,250'),
      corporationTax: gbp('16,421.27'),
      dividends: gbp('59,696.73'),
      employeeClass1: gbp('594.40'),
      incomeTax: gbp('10,206.32'),
      dividendTax: gbp('8,720.32'),
      pension: { relieved: gbp('20,000'), unrelievedCost: 0 },
      takeHome: gbp('68,896.01'),
    });
    // Sole trader: the profit is relevant earnings, all £20,000 relieved. Adjusted net income
    // £80,000; basic rate limit £57,700; taxable £87,430: 20% × £57,700 = £11,540, 40% × £29,730 =
    // £11,892; £23,432. Class 4 £3,256.60. Take-home £73,311.40.
    expect(soleTrader).toMatchObject({
      incomeTax: gbp('23,432'),
      pension: { relieved: gbp('20,000'), unrelievedCost: 0 },
      takeHome: gbp('73,311.40'),
    });
    expect(difference).toBe(-gbp('4,415.39'));
  });

  it('relieves at least £3,600 whatever the earnings, and never more than was paid', () => {
    // No salary: the basic amount, £3,600, of £5,000; the other £1,400 costs 20% = £280.
    expect(asCompanyPaying(year, withPension('100,000', '5,000'), extra, 0).pension).toEqual({
      relieved: gbp('3,600'),
      unrelievedCost: gbp('280'),
    });
    // A sole trader with £2,000 of profit paying £3,000: all of it, within the basic amount.
    expect(compare(year, withPension('2,000', '3,000'), extra).soleTrader.pension).toEqual({
      relieved: gbp('3,000'),
      unrelievedCost: 0,
    });
    // £30,000 of profit and £40,000 paid: £30,000 relieved, 20% × £10,000 = £2,000 not.
    expect(compare(year, withPension('30,000', '40,000'), extra).soleTrader.pension).toEqual({
      relieved: gbp('30,000'),
      unrelievedCost: gbp('2,000'),
    });
  });
});

describe('the employment allowance when other staff use it', () => {
  it('£100,000: with the others’ Class 1 using all £10,500, the £75,000 salary loses to £12,570', () => {
    const others = { ...circumstances('100,000', false), othersEmployerClass1: gbp('10,500') };
    const { company } = compare(year, others, extra);
    // Nothing of the allowance is left, so the director's salary is priced as for an only
    // employee: £12,570, take-home £64,438.94 (the only-employee case above).
    expect(company).toMatchObject({ salary: gbp('12,570'), employmentAllowance: 0, takeHome: gbp('64,438.94') });
    // £75,000 would now pay employer's Class 1 of £10,500 itself: profit £98,368 − £75,000 −
    // £10,500 = £12,868; Corporation Tax 19% = £2,444.92; dividends £10,423.08; income tax £17,432
    // on the salary and 35.75% × £9,923.08 = £3,547.50 on dividends; employee's Class 1 £3,510.60.
    // Take-home £75,000 − £3,510.60 + £10,423.08 − £17,432 − £3,547.50 = £60,932.98.
    expect(asCompanyPaying(year, others, extra, gbp('75,000')).takeHome).toBe(gbp('60,932.98'));
    // With half of it used, £5,250 is left, which a salary of £40,000 would use up: profit £58,368,
    // Corporation Tax £14,592 − 3/200 × £191,632 (£2,874.48) = £11,717.52, dividends £46,650.48;
    // employee's Class 1 8% × £27,430 = £2,194.40; income tax 20% × £27,430 = £5,486, and on
    // dividends from £27,930: 10.75% × £9,770 = £1,050.27, 35.75% × £36,380.48 = £13,006.02.
    // Take-home £64,913.79: less than £64,975.16 at £12,570, which the allowance covers.
    const half = { ...others, othersEmployerClass1: gbp('5,250') };
    expect(asCompanyPaying(year, half, extra, gbp('40,000')).takeHome).toBe(gbp('64,913.79'));
    expect(compare(year, half, extra).company).toMatchObject({
      salary: gbp('12,570'),
      employmentAllowance: gbp('1,135.50'),
      takeHome: gbp('64,975.16'),
    });
  });
});

describe('the crossing point', () => {
  it('is not reached in 2026-27 when every pound of profit is paid out', () => {
    // Each slice costs the company more. Paid as dividends: 19% and then 10.75% of the rest
    // (27.7%) against 20% and 6% (26%), and higher up at least 25% and 35.75% (51.8%) against 40%
    // and 2% (42%). Paid as salary: the same income tax, 8% rather than 6% National Insurance, and
    // the employer's 15% unless the allowance covers it. And £1,632 more in fees.
    for (const onlyEmployee of [true, false]) {
      expect(crossingPoint(year, { otherIncome: 0, pensionContributions: 0, onlyEmployee }, extra)).toBeUndefined();
    }
  });

  it('is found to the pound where a company does come out ahead', () => {
    // A year with no tax on dividends and no Corporation Tax below £50,000: the company pays
    // only the £1,632 of fees over the sole trader, who pays 20% + 6% = 26% on profit over
    // £12,570. The sole trader's take-home is p − 0.26 × (p − £12,570); the company's, with its
    // salary at £12,570 covered by the allowance, is p − £1,632. They meet where 0.26 × (p −
    // £12,570) = £1,632: p = £12,570 + £6,276.92… = £18,846.92…, so the company is ahead from £18,847.
    const untaxedDividends: TaxYearRates = {
      ...year,
      dividends: { ...year.dividends, ordinaryRate: { ...year.dividends.ordinaryRate, value: 0 } },
      corporationTax: {
        ...year.corporationTax,
        smallProfitsRate: { ...year.corporationTax.smallProfitsRate, value: 0 },
      },
    };
    const point = crossingPoint(
      untaxedDividends,
      { otherIncome: 0, pensionContributions: 0, onlyEmployee: false },
      extra,
    );
    expect(point).toBe(gbp('18,847'));
    const at = (profit: number) =>
      compare(untaxedDividends, { otherIncome: 0, pensionContributions: 0, onlyEmployee: false, profit }, extra)
        .difference;
    expect(at(point! - 100)).toBeLessThanOrEqual(0);
    expect(at(point!)).toBeGreaterThan(0);
  });
});
