import fees from '../../content/pages/fees';
import type { Estimate } from '../../content/fee-rules';
import { estimateFees, type EstimateAnswers } from './estimate';
import { feesJsonLd } from './structured-data';
import { feePeriods, type ClientTypeId, type FeeRange } from '../../content/fee-rules';

/**
 * The instant estimate against the fees module's own rules (src/content/pages/fees.ts): worked
 * estimates, then what must hold for every client type and every answer: the estimate never leaves
 * the published ranges, a consumer sees the total including VAT first, and a combination the
 * independence page refuses is never priced together. VAT at 20%: GOV.UK, "VAT rates".
 */
const { rules, labels } = fees.estimate;
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
const inRange = (result: Estimate) => {
  if (result.kind !== 'range') throw new Error(`expected figures, got ${result.kind}`);
  return result;
};
const pkg = (id: string) => fees.packages.find((item) => item.id === id)!;
const year = (range: FeeRange, per: keyof typeof feePeriods) => ({
  from: range.from * feePeriods[per],
  to: range.to * feePeriods[per],
});

it('worked estimate 1: a small sole trader sees the total including VAT first', () => {
  const result = inRange(estimate({}));
  expect(result.lines).toEqual([
    {
      label: 'A sole trader or landlord',
      detail: 'Up to £90,000, Up to 50 transactions a month',
      from: 540,
      to: 780,
    },
  ]);
  expect(result.total).toEqual({ from: 540, to: 780 });
  expect(result.vat).toEqual({ from: 108, to: 156 });
  expect(result.totalWithVat).toEqual({ from: 648, to: 936 });
  expect(labels.headline(result)).toBe('£648 to £936 a year, including VAT');
  expect(labels.secondLine(result)).toBe('Total, excluding VAT: £540 to £780 a year');
});

it('worked estimate 2: a growing company with payroll, VAT and management accounts, excluding VAT', () => {
  const result = inRange(
    estimate({
      clientType: 'limitedCompany',
      turnoverBand: 'to-250k',
      transactionBand: 'to-200',
      employees: 3,
      vatRegistered: true,
      extras: ['management-accounts'],
    }),
  );
  expect(result.lines.map((line) => [line.label, line.from, line.to])).toEqual([
    ['A small limited company', 2280, 3480], // £1,800 to £4,200 a year: 20% to 70% of the way up
    ['Payroll', 516, 588], // (£25 + 3 × £6 to £8) × 12
    ['VAT returns', 380, 780],
    ['Monthly management accounts', 1800, 3600],
  ]);
  expect(result.lines[1]?.employees).toBe(3);
  expect(result.total).toEqual({ from: 4976, to: 8448 });
  expect(result.totalWithVat).toEqual({ from: 5971, to: 10138 });
  expect(labels.headline(result)).toBe('£4,976 to £8,448 a year, excluding VAT');
});

it('worked estimate 3: a safeguarding audit, with the services the independence page refuses left out', () => {
  const result = inRange(
    estimate({
      clientType: 'safeguardingAuditClient',
      turnoverBand: 'to-1m',
      transactionBand: 'to-200',
      employees: 12,
      vatRegistered: true,
      extras: ['bookkeeping', 'management-accounts'],
    }),
  );
  expect(result.lines).toEqual([expect.objectContaining({ from: 17250, to: 25000 })]);
  expect(result.leftOut).toEqual(['Payroll', 'VAT returns', 'Bookkeeping', 'Monthly management accounts']);
});

it('quotes individually, with no figure, past what the published range covers (R3)', () => {
  // A small company with turnover over £1 million once came to 2.5 times its range.
  expect(estimate({ clientType: 'limitedCompany', turnoverBand: 'over-1m' })).toEqual({
    kind: 'quotedIndividually',
    consumer: false,
    leftOut: [],
    beyondRange: ['More than £1 million'],
  });
  // An e-money institution once came to £54,000 a year against £650 to £1,800 a month.
  const institution = estimate({ clientType: 'paymentFirm', turnoverBand: 'over-1m', transactionBand: 'over-1000' });
  expect(institution).toMatchObject({ kind: 'quotedIndividually' });
  expect(labels.quotedIndividually('More than £1 million')).toContain('Quoted individually');
  // Turnover does not price a crypto tax report: its transactions do.
  expect(estimate({ clientType: 'cryptoInvestor', turnoverBand: 'over-1m' })).toMatchObject({ kind: 'range' });
});

it('does not count the crypto tax report twice for someone whose own fee is that report', () => {
  expect(inRange(estimate({ clientType: 'cryptoInvestor', extras: ['crypto-tax'] })).lines).toHaveLength(1);
  expect(inRange(estimate({ extras: ['crypto-tax'] })).lines.map((line) => line.label)).toEqual([
    'A sole trader or landlord',
    'Crypto tax report',
  ]);
});

it('prices payroll per employee, within the rules’ limit, and none for no employees', () => {
  expect(inRange(estimate({ employees: 0 })).lines).toHaveLength(1);
  expect(inRange(estimate({ employees: 1 })).lines[1]).toMatchObject({ from: 372, to: 396, employees: 1 });
  expect(inRange(estimate({ employees: 10_000 })).lines[1]?.employees).toBe(rules.payroll.maxEmployees);
});

it('refuses an answer that is not one of the rules’ choices', () => {
  expect(() => estimate({ turnoverBand: 'huge' })).toThrow(/not one of the rules/);
});

/** Every answer a visitor can give, for one client type: each band, VAT or not, every set of extras. */
function everyAnswer(clientType: ClientTypeId): EstimateAnswers[] {
  const extraSets = rules.extras.reduce<string[][]>(
    (sets, extra) => [...sets, ...sets.map((set) => [...set, extra.id])],
    [[]],
  );
  return rules.turnoverBands.flatMap((turnover) =>
    rules.transactionBands.flatMap((volume) =>
      [0, 1, rules.payroll.maxEmployees].flatMap((employees) =>
        [false, true].flatMap((vatRegistered) =>
          extraSets.map((extras) => ({
            clientType,
            turnoverBand: turnover.id,
            transactionBand: volume.id,
            employees,
            vatRegistered,
            extras,
          })),
        ),
      ),
    ),
  );
}

/** The services the independence page refuses to a client whose safeguarding audit we carry out. */
const refusedBesideAudit = ['Payroll', 'VAT returns', 'Bookkeeping', 'Monthly management accounts'];

describe.each(rules.clientTypes.map((type) => [type.label, type] as const))('for %s', (_label, type) => {
  const own = fees.packages.find((item) => item.price === type.price)!;
  // Worked out once: each test below reads every answer's estimate.
  const estimates = everyAnswer(type.id).map((answer) => ({
    answer,
    result: estimateFees(rules, fees.vat.ratePercent, answer),
  }));

  it('prices its own fee from one published package, in that package’s unit', () => {
    expect(own).toBeDefined();
    expect(type.per).toBe(own.price.per);
    expect(type.consumer).toBe(own.forConsumers === true);
  });

  it('never quotes outside the published range: every line is within its package’s, or it is quoted individually', () => {
    const range = year(type.price, type.per);
    for (const { answer, result } of estimates) {
      const placing = type.placedBy.map((question) =>
        question === 'turnover'
          ? rules.turnoverBands.find((band) => band.id === answer.turnoverBand)!
          : rules.transactionBands.find((band) => band.id === answer.transactionBand)!,
      );
      expect(result.kind).toBe(placing.some((band) => band.within === 'quoted') ? 'quotedIndividually' : 'range');
      if (result.kind !== 'range') continue;
      const [first, ...others] = result.lines;
      expect(first!.from).toBeGreaterThanOrEqual(range.from);
      expect(first!.to).toBeLessThanOrEqual(range.to);
      for (const line of others) {
        const payroll = rules.payroll;
        const published =
          line.label === payroll.label
            ? year(
                {
                  from: payroll.base.from + payroll.perEmployee.from * line.employees!,
                  to: payroll.base.to + payroll.perEmployee.to * line.employees!,
                },
                payroll.per,
              )
            : (() => {
                const item = fees.packages.find((p) => p.name === line.label)!;
                return year(item.price, item.price.per);
              })();
        expect({ from: line.from, to: line.to }).toEqual(published);
      }
    }
  });

  it(
    type.consumer
      ? 'heads the estimate with the total including VAT, then the total excluding it'
      : 'heads the estimate with the total excluding VAT, and says so',
    () => {
      for (const { result } of estimates) {
        expect(result.consumer).toBe(type.consumer);
        if (result.kind !== 'range') continue;
        const headline = labels.headline(result);
        expect(headline).toBe(
          type.consumer
            ? `${fees.yearText(result.totalWithVat)}, including VAT`
            : `${fees.yearText(result.total)}, excluding VAT`,
        );
        expect(result.totalWithVat.from - result.total.from).toBe(result.vat.from);
      }
    },
  );

  it('never prices together what the independence page refuses', () => {
    for (const { answer, result } of estimates) {
      if (result.kind !== 'range') continue;
      const labelsPriced = result.lines.map((line) => line.label);
      if (type.id === 'safeguardingAuditClient') {
        expect(labelsPriced.filter((label) => refusedBesideAudit.includes(label))).toEqual([]);
        const asked = [
          answer.employees > 0 && 'Payroll',
          answer.vatRegistered && 'VAT returns',
          answer.extras.includes('bookkeeping') && 'Bookkeeping',
          answer.extras.includes('management-accounts') && 'Monthly management accounts',
        ].filter(Boolean);
        expect(result.leftOut).toEqual(asked);
      } else {
        // No other client type can add a safeguarding audit at all: it is a client type of its own.
        expect(labelsPriced).not.toContain(pkg('safeguarding-audit').name);
        expect(result.leftOut).toEqual([]);
      }
    }
  });
});

it('lists every service refused beside a safeguarding audit in the independence page’s terms', () => {
  const refused = [rules.payroll, rules.vatReturns, ...rules.extras]
    .filter((service) => service.notWith?.includes('safeguardingAuditClient'))
    .map((service) => service.label);
  expect(refused).toEqual(refusedBesideAudit);
  expect(rules.extras.map((extra) => extra.id)).not.toContain('safeguarding-audit');
});

it('publishes every price the estimate adds, one unit per service', () => {
  for (const item of fees.packages) expect(item.price.to).toBeGreaterThanOrEqual(item.price.from);
  const added = [rules.vatReturns, ...rules.extras];
  for (const service of added) {
    const item = fees.packages.find((p) => p.name === service.label)!;
    expect(service.price).toBe(item.price);
    expect(service.per).toBe(item.price.per);
  }
  expect(rules.payroll.base).toBe(pkg('payroll').price);
  expect(rules.payroll.per).toBe(pkg('payroll').price.per);
  expect(fees.feeText(pkg('safeguarding-audit').price)).toBe('£9,500 to £25,000 a year');
  expect(fees.feeText(pkg('payroll').price)).toBe('£25 a month, plus £6 to £8 an employee a month');
});

it('shows the packages people who cannot reclaim VAT buy including VAT first, and every other excluding VAT', () => {
  const consumerPackages = fees.packages.filter((item) => item.forConsumers).map((item) => item.id);
  expect(consumerPackages).toEqual(['sole-trader', 'crypto-tax']);
  expect(fees.consumerFeeText(pkg('sole-trader').price)).toBe(
    '£54 to £114 a month including VAT (£45 to £95 a month excluding VAT)',
  );
  expect(fees.vat.statement).toContain(`${fees.vat.ratePercent}%`);
  expect(fees.vat.statement).toContain('sole traders, landlords and individuals');
  const business = fees.packages.filter((p) => !p.forConsumers);
  expect(business.length).toBeGreaterThan(0);
  for (const item of business) expect(fees.businessFeeText(item.price)).toMatch(/, excluding VAT$/);
});

it('states the same prices in the structured data: consumers’ including VAT, payroll with its per-employee charge', () => {
  // As a crawler reads it: the JSON the page carries.
  const { itemListElement: offers } = JSON.parse(JSON.stringify(feesJsonLd(fees))) as {
    itemListElement: { url: string; priceSpecification: Record<string, unknown> }[];
  };
  const offer = (id: string) => offers.find((item) => item.url.endsWith(`#${id}`))!.priceSpecification;
  expect(offer('sole-trader')).toMatchObject({ minPrice: 54, maxPrice: 114, valueAddedTaxIncluded: true });
  expect(offer('crypto-tax')).toMatchObject({ minPrice: 540, maxPrice: 1800, valueAddedTaxIncluded: true });
  expect(offer('limited-company')).toMatchObject({ minPrice: 150, maxPrice: 350, valueAddedTaxIncluded: false });
  expect(offer('safeguarding-audit')).toMatchObject({ unitCode: 'ANN', valueAddedTaxIncluded: false });
  expect(offer('payroll')).toEqual({
    '@type': 'CompoundPriceSpecification',
    priceCurrency: 'GBP',
    valueAddedTaxIncluded: false,
    priceComponent: [
      expect.objectContaining({ minPrice: 25, maxPrice: 25, unitCode: 'MON' }),
      expect.objectContaining({
        minPrice: 6,
        maxPrice: 8,
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'employee' },
      }),
    ],
  });
});

it('says that the Companies House fee is not in the confirmation statement package', () => {
  expect(pkg('limited-company').includes.join(' ')).toContain('the Companies House filing fee is not included');
});
