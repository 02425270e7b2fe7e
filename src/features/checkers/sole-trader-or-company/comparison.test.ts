import { taxYears, type Cited, type TaxYearRates } from '../../../content/tax-years';
import { taxYear2026To27 as year } from '../../../content/tax-years/2026-27';
import copy from '../content/pages/tools/sole-trader-or-limited-company';
import answerCopy from '../content/sole-trader-or-limited-company-answer';
import { penceFromPounds } from '../rules/money';
import { asCompanyPaying, compare } from '../rules/sole-trader-or-company/compare';
import { runningCosts } from '../rules/sole-trader-or-company/running-costs';
import { readAnswers, type Answers } from './read-answers';
import { comparisonView } from './comparison';
import { signedPounds } from './signed-pounds';

const gbp = (pounds: string) => penceFromPounds(pounds)!;
const given = (profit: string, more: Partial<Record<'otherIncome' | 'pensionContributions', string>> = {}) => ({
  year,
  circumstances: {
    profit: gbp(profit),
    otherIncome: gbp(more.otherIncome ?? '0'),
    pensionContributions: gbp(more.pensionContributions ?? '0'),
    onlyEmployee: true,
  },
  fees: { turnoverBand: 'up-to-90k', transactionBand: 'up-to-50', vatRegistered: false },
});

/** Every source key a year names, however deep. */
function keysIn(part: unknown): string[] {
  if (!part || typeof part !== 'object') return [];
  if ('value' in part && 'source' in part) return [(part as Cited<unknown>).source];
  return Object.values(part).flatMap(keysIn);
}

describe('the calculator’s answer', () => {
  it.each(['12,570', '50,270', '100,000', '125,140', '250,000'])(
    'at £%s: the engine’s figures, and each way’s lines add up to its take-home',
    (profit) => {
      const view = comparisonView(given(profit, { otherIncome: '5,000', pensionContributions: '2,000' }));
      const engine = compare(
        year,
        given(profit, { otherIncome: '5,000', pensionContributions: '2,000' }).circumstances,
        runningCosts({ ...given(profit).fees, onlyEmployee: true }).extra,
      );
      expect([view.soleTrader, view.company, view.difference]).toEqual([
        engine.soleTrader,
        engine.company,
        engine.difference,
      ]);
      for (const way of ['soleTrader', 'company'] as const) {
        const lines = view.lines.filter((line) => line.id !== 'takeHome');
        expect(lines.reduce((sum, line) => sum + (line[way] ?? 0), 0)).toBe(view[way].takeHome);
      }
    },
  );

  it('cites a source for every line that applies a rate, from the year’s own data', () => {
    const view = comparisonView(given('60,000', { pensionContributions: '1,000' }));
    const rated = view.lines.filter((line) => !['profit', 'otherIncome', 'runningCosts', 'takeHome'].includes(line.id));
    for (const line of rated) expect([line.id, line.sources.length > 0]).toEqual([line.id, true]);
    expect(view.lines.find((line) => line.id === 'runningCosts')?.page?.to).toBe('/fees');
    // Pension contributions bring in the texts on relief at source.
    expect(view.lines.find((line) => line.id === 'incomeTax')?.sources).toContain(
      copy.citedSources.fa2004ReliefAtSource,
    );
  });

  it.each(taxYears.map((offered) => [offered.id, offered] as const))(
    'has every source %s names in the page’s list, so that no line goes uncited',
    (_, offered: TaxYearRates) => {
      const missing = keysIn(offered)
        .concat(Object.values(offered.incomeTax.pensionReliefAtSource))
        .filter((key) => !(key in copy.citedSources));
      expect(missing).toEqual([]);
    },
  );

  it('says there is no crossing point with 2026-27’s rates, and marks marginal relief where it applies', () => {
    const view = comparisonView(given('150,000'));
    expect(view.crossing).toBeUndefined();
    expect(view.lines.find((line) => line.id === 'corporationTax')?.label).toBe(
      `${answerCopy.result.lines.corporationTax}, ${answerCopy.result.lines.marginalRelief}`,
    );
    expect(comparisonView(given('30,000')).lines.find((line) => line.id === 'corporationTax')?.label).toBe(
      answerCopy.result.lines.corporationTax,
    );
  });

  it('charts at least twice the profit in 20 round steps, the visitor’s own among the points', () => {
    const { chart } = comparisonView(given('45,000'));
    // £90,000 in 20 steps is £4,500 each, rounded up to £5,000: to £100,000.
    expect(chart.at(-1)?.profit).toBe(gbp('100,000'));
    expect(chart.map((point) => point.profit)).toContain(gbp('45,000'));
  });

  it('puts the figures in the booking’s note, within the note’s limit', () => {
    const view = comparisonView(
      given('9,999,999.99', { otherIncome: '9,999,999.99', pensionContributions: '9,999,999.99' }),
    );
    // The booking form's note takes 2,000 characters (src/features/booking/fields.ts, another
    // feature's, so not imported here); the form would cut a longer note short.
    expect(view.note.length).toBeLessThanOrEqual(2000);
    const { note } = comparisonView(given('100,000'));
    expect(note).toContain('- Expected profit for the year: £100,000');
    expect(note).toContain(`${answerCopy.result.takeHome.soleTrader}: ${signedPounds(gbp('69,311.40'))}`);
    // With the fees priced from the form's defaults (£2,404.80 more, not £1,632: running-costs.test.ts).
    expect(note).toContain(`${answerCopy.result.takeHome.company}: ${signedPounds(gbp('64,073.99'))}`);
    expect(note).toContain(answerCopy.result.notes.fees(comparisonView(given('100,000')).fees));
  });
});

describe('the answer’s notes', () => {
  const notes = (profit: string, more: Partial<Answers['circumstances']> = {}, fees = given(profit).fees) =>
    comparisonView({ ...given(profit), circumstances: { ...given(profit).circumstances, ...more }, fees }).notes;

  it('say which rates, how the fees were priced and that HMRC may differ by pence, every time', () => {
    const said = notes('45,000');
    expect(said[0]).toBe(answerCopy.result.notes.rates(true));
    expect(said).toContain(answerCopy.result.notes.pence);
    // £792 and £3,196.80 with VAT (running-costs.test.ts).
    expect(said).toContain(
      answerCopy.result.notes.fees({ soleTrader: 79_200, company: 319_680, withVat: true, beyondRange: [] }),
    );
  });

  it('say the allowance is assumed unused by other staff unless their National Insurance is given', () => {
    const assumed = answerCopy.result.notes.assumesAllowanceUnused(gbp('10,500'));
    expect(notes('45,000', { onlyEmployee: false })).toContain(assumed);
    expect(notes('45,000', { onlyEmployee: false, othersEmployerClass1: gbp('2,000') })).not.toContain(assumed);
    expect(notes('45,000')).not.toContain(assumed);
  });

  it('flag a salary below the lower earnings limit, with what a salary at it would cost: £150,000', () => {
    // The allowance tapers: the best salary is just above £5,000 (£5,481 with £1,632 of fees,
    // compare.test.ts; £5,738 with these), under £6,708: take-home at £6,708 is less.
    const view = comparisonView(given('150,000'));
    expect(view.company.salary).toBe(gbp('5,738'));
    const atLimit = asCompanyPaying(year, view.circumstances, view.fees.extra, gbp('6,708'));
    const cost = view.company.takeHome - atLimit.takeHome;
    expect(cost).toBeGreaterThan(0);
    expect(view.notes).toContain(answerCopy.result.notes.belowLowerEarningsLimit(gbp('5,738'), gbp('6,708'), cost));
    // At £12,570 there is nothing to flag.
    expect(comparisonView(given('100,000')).notes.some((note) => note.includes('lower earnings limit'))).toBe(false);
  });

  it('explain pension relief limited by earnings, and show its cost as a line both ways', () => {
    const view = comparisonView(given('100,000', { pensionContributions: '20,000' }));
    // The salary that makes all £20,000 relievable (compare.test.ts): nothing is lost.
    expect(view.company.salary).toBe(gbp('20,000'));
    expect(view.lines.map((line) => line.id)).not.toContain('pensionUnrelieved');
    // £20,000 of profit and £30,000 paid in: £20,000 relieved as a sole trader, the salary through a company.
    const limited = comparisonView(given('20,000', { pensionContributions: '30,000' }));
    const line = limited.lines.find((candidate) => candidate.id === 'pensionUnrelieved');
    // Sole trader: 20% × £10,000 = £2,000.
    expect(line?.soleTrader).toBe(-gbp('2,000'));
    expect(line?.company).toBe(-limited.company.pension.unrelievedCost);
    expect(limited.notes.some((note) => note.startsWith('Tax relief on your £30,000'))).toBe(true);
  });
});

describe('reading the answers', () => {
  it('takes blanks as none, the director as the only employee unless “no”, and the newest year by default', () => {
    expect(readAnswers({ profit: '£45,000.50' }, taxYears)).toEqual({
      answers: {
        year,
        circumstances: {
          profit: 4_500_050,
          otherIncome: 0,
          pensionContributions: 0,
          onlyEmployee: true,
          othersEmployerClass1: 0,
        },
        fees: { turnoverBand: 'up-to-90k', transactionBand: 'up-to-50', vatRegistered: false },
      },
    });
    // The others' Class 1 is read only where there are others.
    expect(
      readAnswers({ profit: '1', onlyEmployee: 'no', othersNics: '10,500', vatRegistered: 'yes' }, taxYears),
    ).toMatchObject({
      answers: { circumstances: { othersEmployerClass1: 1_050_000 }, fees: { vatRegistered: true } },
    });
    expect(readAnswers({ profit: '1', othersNics: '10,500' }, taxYears)).toMatchObject({
      answers: { circumstances: { othersEmployerClass1: 0 } },
    });
    expect(readAnswers({ profit: '1', turnover: 'lots' }, taxYears)).toEqual({
      problems: { turnover: copy.form.noBand },
    });
    expect(readAnswers({ profit: '1', onlyEmployee: 'no', year: '2026-27' }, taxYears)).toMatchObject({
      answers: { circumstances: { onlyEmployee: false } },
    });
  });

  it('refuses a missing profit, a sum that is not one, and a year that is not offered', () => {
    expect(readAnswers({ otherIncome: 'lots' }, taxYears)).toEqual({
      problems: { profit: copy.form.missingProfit, otherIncome: copy.form.invalidSum },
    });
    expect(readAnswers({ profit: '1', year: '2027-28' }, taxYears)).toEqual({ problems: { year: copy.form.noYear } });
    // Past its review date a year is not offered, and nothing is answered.
    expect(readAnswers({ profit: '1' }, [])).toEqual({ problems: { year: copy.form.noYear } });
  });
});
