import fees from '../../../../content/pages/fees';
import { runningCosts, type FeeAnswers } from './running-costs';

/*
 * The fees both ways, from the fees module's pricing rules (src/content/pages/fees.ts): sole trader
 * £45 to £95 a month (£540 to £1,140 a year), small company £150 to £350 a month (£1,800 to
 * £4,200), payroll £25 a month and £6 to £8 an employee; turnover and transactions place each fee
 * within its range, rounded to £5, and the middle of the place is taken.
 */
const smallest: FeeAnswers = {
  turnoverBand: 'up-to-90k',
  transactionBand: 'up-to-50',
  vatRegistered: false,
  onlyEmployee: true,
};

describe('the firm’s fees both ways, from the visitor’s answers', () => {
  it('up to £90,000 and 50 transactions, not VAT-registered: the middle of each place, with VAT', () => {
    // Both answers place the fee from 0 to 0.4 of the way: sole trader £540 to £780, middle £660;
    // company £1,800 to £2,760, middle £2,280; the director's payroll £25 + £6 to £8 a month, £372
    // to £396 a year, middle £384. With VAT at 20%: £792 and (£2,280 + £384) × 1.2 = £3,196.80.
    expect(runningCosts(smallest)).toEqual({
      soleTrader: 79_200,
      company: 319_680,
      extra: 240_480,
      beyondRange: [],
      withVat: true,
    });
  });

  it('leave VAT out for a VAT-registered business, which reclaims it', () => {
    // £660 and £2,664: £2,004 more.
    expect(runningCosts({ ...smallest, vatRegistered: true })).toMatchObject({
      soleTrader: 66_000,
      company: 266_400,
      extra: 200_400,
      withVat: false,
    });
  });

  it('add one employee’s payroll fee where the company already runs a payroll for its staff', () => {
    // £6 to £8 a month, £72 to £96 a year, middle £84: £2,364, with VAT £2,836.80.
    expect(runningCosts({ ...smallest, onlyEmployee: false }).company).toBe(283_680);
  });

  it('place the fee by the higher of the two answers', () => {
    // £90,001 to £250,000 places it from 0.2 to 0.7: sole trader £660 to £960, middle £810;
    // company £2,280 to £3,480, middle £2,880.
    expect(runningCosts({ ...smallest, turnoverBand: 'to-250k', vatRegistered: true })).toMatchObject({
      soleTrader: 81_000,
      company: 288_000 + 38_400,
    });
  });

  it('take the top of a range where an answer is past it, and say so', () => {
    // More than £1 million: quoted individually; the tops, £1,140 and £4,200, are used.
    expect(runningCosts({ ...smallest, turnoverBand: 'over-1m', vatRegistered: true })).toEqual({
      soleTrader: 114_000,
      company: 420_000 + 38_400,
      extra: 420_000 + 38_400 - 114_000,
      beyondRange: ['More than £1 million'],
      withVat: false,
    });
  });

  it('follow the fees module when a price changes', () => {
    const rules = {
      ...fees.estimate.rules,
      clientTypes: fees.estimate.rules.clientTypes.map((type) =>
        type.id === 'limitedCompany' ? { ...type, price: { ...type.price, from: 200 } } : type,
      ),
    };
    // £200 to £350 a month: £2,400 to £4,200, 0 to 0.4 of the way: £2,400 to £3,120, middle £2,760.
    expect(runningCosts({ ...smallest, vatRegistered: true }, rules).company).toBe(276_000 + 38_400);
  });
});
