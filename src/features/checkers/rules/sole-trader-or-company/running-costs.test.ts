import fees from '../../../../content/pages/fees';
import { runningCosts } from './running-costs';

describe('the firm’s extra running costs for a company', () => {
  it('come from the fees module: each package at the bottom of its range, VAT left out', () => {
    // Sole trader £45 a month × 12 = £540. Company £150 a month × 12 = £1,800, and a payroll for
    // the director at £25 a month plus £6 an employee, × 12 = £372: £2,172. Extra: £1,632.
    expect(runningCosts()).toEqual({ soleTrader: 54_000, company: 217_200, extra: 163_200 });
  });

  it('follow the fees module when a price changes', () => {
    const packages = fees.packages.map((pack) =>
      pack.id === 'limited-company' ? { ...pack, price: { ...pack.price, from: 200 } } : pack,
    );
    // £200 × 12 = £2,400 + £372 − £540 = £2,232.
    expect(runningCosts(packages).extra).toBe(223_200);
  });

  it('refuse a fees module without the packages they need', () => {
    expect(() => runningCosts(fees.packages.filter((pack) => pack.id !== 'payroll'))).toThrow(/payroll/);
  });
});
