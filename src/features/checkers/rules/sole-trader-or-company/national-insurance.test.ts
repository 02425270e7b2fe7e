import { taxYear2026To27 as year } from '../../../../content/tax-years/2026-27';
import { penceFromPounds } from '../money';
import { allowanceLeft, class4, employeeClass1, employerClass1 } from './national-insurance';

/*
 * 2026-27: Class 4 at 6% between £12,570 and £50,270 and 2% above; the employee's Class 1 at
 * 8% between £12,570 and £50,270 and 2% above (annual earnings period); the employer's at 15%
 * above £5,000, less the £10,500 employment allowance where the company may claim it.
 */
const gbp = (pounds: string) => penceFromPounds(pounds)!;

describe('Class 4', () => {
  it.each([
    ['12,570.00', '0.00'],
    // 6% of 1p is 0.06p, rounded down.
    ['12,570.01', '0.00'],
    // 6% × £10 = 60p.
    ['12,580.00', '0.60'],
    // 6% × £37,700 = £2,262.
    ['50,270.00', '2,262.00'],
    // 2% of 1p, rounded down.
    ['50,270.01', '2,262.00'],
    // £2,262 + 2% × £100 = £2,264.
    ['50,370.00', '2,264.00'],
    // £2,262 + 2% × £49,730 (£994.60) = £3,256.60.
    ['100,000.00', '3,256.60'],
  ])('on £%s of profit is £%s', (profit, expected) => {
    expect(class4(year, gbp(profit))).toBe(gbp(expected));
  });
});

describe('the director’s own Class 1', () => {
  it.each([
    ['5,000.00', '0.00'],
    ['12,570.00', '0.00'],
    // 8% × £100 = £8.
    ['12,670.00', '8.00'],
    // 8% × £37,700 = £3,016.
    ['50,270.00', '3,016.00'],
    // £3,016 + 2% × £10,000 = £3,216.
    ['60,270.00', '3,216.00'],
  ])('on a salary of £%s is £%s', (salary, expected) => {
    expect(employeeClass1(year, gbp(salary))).toBe(gbp(expected));
  });
});

describe('the company’s Class 1 and the employment allowance', () => {
  it.each([
    ['5,000.00', '0.00'],
    // 15% of 1p is 0.15p, rounded down.
    ['5,000.01', '0.00'],
    // 15% × £100 = £15.
    ['5,100.00', '15.00'],
    // 15% × £7,570 = £1,135.50.
    ['12,570.00', '1,135.50'],
  ])('on a salary of £%s is £%s before the allowance', (salary, expected) => {
    expect(employerClass1(year, gbp(salary), 0)).toEqual({ due: gbp(expected), allowance: 0, paid: gbp(expected) });
  });

  it('is covered by the allowance only where the company may claim it', () => {
    const claimable = allowanceLeft(year, false);
    expect(claimable).toBe(gbp('10,500'));
    expect(employerClass1(year, gbp('12,570'), claimable)).toEqual({
      due: gbp('1,135.50'),
      allowance: gbp('1,135.50'),
      paid: 0,
    });
    // A sole director who is the only employee: no allowance (GOV.UK, single-director companies).
    expect(allowanceLeft(year, true)).toBe(0);
    expect(employerClass1(year, gbp('12,570'), allowanceLeft(year, true)).paid).toBe(gbp('1,135.50'));
    // The allowance is at most £10,500: 15% × £75,000 = £11,250, of which £750 is paid.
    expect(employerClass1(year, gbp('80,000'), claimable)).toEqual({
      due: gbp('11,250'),
      allowance: gbp('10,500'),
      paid: gbp('750'),
    });
  });

  it('leaves the director what the other staff’s Class 1 does not use of the one allowance (NICA 2014 s1)', () => {
    // Other staff's Class 1 of £9,000 leaves £1,500; £10,500 or more leaves nothing.
    expect(allowanceLeft(year, false, gbp('9,000'))).toBe(gbp('1,500'));
    expect(allowanceLeft(year, false, gbp('10,500'))).toBe(0);
    expect(allowanceLeft(year, false, gbp('12,000'))).toBe(0);
    expect(employerClass1(year, gbp('12,570'), allowanceLeft(year, false, gbp('10,000')))).toEqual({
      due: gbp('1,135.50'),
      allowance: gbp('500'),
      paid: gbp('635.50'),
    });
  });
});
