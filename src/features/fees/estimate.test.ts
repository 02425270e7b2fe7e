import fees from '../../content/pages/fees';
import { estimateFees, type EstimateAnswers } from './estimate';

/**
 * The instant estimate against the fees module's own rules (src/content/pages/fees.ts): the three
 * worked estimates of the closing note, and each rule on its own. VAT at 20%: GOV.UK, "VAT rates".
 */
const { rules } = fees.estimate;
const estimate = (answers: Partial<EstimateAnswers>) =>
  estimateFees(rules, fees.vat.ratePercent, {
    clientType: 'soleTrader',
    turnoverBand: 'up-to-90k',
    transactionBand: 'up-to-50',
    employees: 0,
    vatRegistered: false,
    extras: [],
    ...answers,
  });

it('worked estimate 1: a sole trader, small and simple, is the package’s own range for a year', () => {
  expect(estimate({})).toEqual({
    lines: [{ label: 'A sole trader or landlord', detail: 'Up to £90,000', from: 540, to: 1140 }],
    total: { from: 540, to: 1140 },
    totalWithVat: { from: 648, to: 1368 },
    leftOut: [],
  });
});

it('worked estimate 2: a growing company with payroll, VAT and management accounts', () => {
  const result = estimate({
    clientType: 'limitedCompany',
    turnoverBand: 'to-250k',
    transactionBand: 'to-200',
    employees: 3,
    vatRegistered: true,
    extras: ['management-accounts'],
  });
  expect(result.lines.map((line) => [line.label, line.from, line.to])).toEqual([
    ['A small limited company', 2340, 5460],
    ['Transactions a month', 300, 600],
    ['Payroll', 516, 588],
    ['VAT returns', 380, 780],
    ['Monthly management accounts', 1800, 3600],
  ]);
  expect(result.lines[2]?.employees).toBe(3);
  expect(result.total).toEqual({ from: 5336, to: 11028 });
  expect(result.totalWithVat).toEqual({ from: 6403, to: 13234 });
});

it('worked estimate 3: a payment institution; the safeguarding audit is left out, as independence requires', () => {
  const result = estimate({
    clientType: 'paymentFirm',
    turnoverBand: 'over-1m',
    transactionBand: 'over-1000',
    employees: 12,
    extras: ['safeguarding-audit', 'bookkeeping'],
  });
  expect(result.total).toEqual({ from: 24264, to: 63252 });
  expect(result.totalWithVat).toEqual({ from: 29117, to: 75902 });
  expect(result.leftOut).toEqual(['Safeguarding audit']);
  expect(result.lines.map((line) => line.label)).not.toContain('Safeguarding audit');
});

it('does not count the crypto tax report twice for someone whose own fee is that report', () => {
  expect(estimate({ clientType: 'cryptoInvestor', extras: ['crypto-tax'] }).total).toEqual({ from: 450, to: 1500 });
  expect(estimate({ extras: ['crypto-tax'] }).total).toEqual({ from: 540 + 450, to: 1140 + 1500 });
});

it('scales only the client type’s own fee by turnover, rounded to the rules’ step', () => {
  const big = estimate({ turnoverBand: 'to-1m', transactionBand: 'to-1000' });
  expect(big.lines[0]).toMatchObject({ from: 920, to: 1940 }); // 540 × 1.7 = 918 → 920; 1140 × 1.7 = 1938 → 1940
  expect(big.lines[1]).toMatchObject({ from: 900, to: 1800 });
});

it('prices payroll per employee, within the rules’ limit, and none for no employees', () => {
  expect(estimate({ employees: 0 }).lines).toHaveLength(1);
  expect(estimate({ employees: 1 }).lines[1]).toMatchObject({ from: 372, to: 396, employees: 1 });
  expect(estimate({ employees: 10_000 }).lines[1]?.employees).toBe(rules.payroll.maxEmployees);
});

it('refuses an answer that is not one of the rules’ choices', () => {
  expect(() => estimate({ turnoverBand: 'huge' })).toThrow(/not one of the rules/);
});

it('publishes every package with a range that runs upwards and says VAT is excluded', () => {
  for (const item of fees.packages) expect(item.price.to).toBeGreaterThanOrEqual(item.price.from);
  expect(fees.vat.statement).toContain(`${fees.vat.ratePercent}%`);
  expect(fees.feeText(fees.packages[2]!.price)).toBe('£25 a month, plus £6 to £8 an employee a month');
});

it('shows the packages people who cannot reclaim VAT buy including VAT first (CAP Code rule 3.18)', () => {
  const consumerPackages = fees.packages.filter((item) => item.forConsumers).map((item) => item.id);
  expect(consumerPackages).toEqual(['sole-trader', 'crypto-tax']);
  // £45 to £95 a month, plus VAT at 20%: £54 to £114.
  expect(fees.consumerFeeText(fees.packages[0]!.price)).toBe(
    '£54 to £114 a month including VAT (£45 to £95 a month excluding VAT)',
  );
  expect(fees.vat.statement).toContain('sole traders, landlords and individuals');
  expect(fees.businessFeeText(fees.packages[1]!.price)).toBe('£150 to £350 a month, plus VAT');
});

it('says that the Companies House fee is not in the confirmation statement package', () => {
  const company = fees.packages.find((item) => item.id === 'limited-company');
  expect(company?.includes.join(' ')).toContain('the Companies House filing fee is not included');
});
