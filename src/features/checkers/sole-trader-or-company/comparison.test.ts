import { taxYears, type Cited, type TaxYearRates } from '../../../content/tax-years';
import { taxYear2026To27 as year } from '../../../content/tax-years/2026-27';
import copy from '../content/pages/tools/sole-trader-or-limited-company';
import { penceFromPounds } from '../rules/money';
import { compare } from '../rules/sole-trader-or-company/compare';
import { runningCosts } from '../rules/sole-trader-or-company/running-costs';
import { readAnswers } from './answers';
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
        runningCosts().extra,
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
      `${copy.result.lines.corporationTax}, ${copy.result.lines.marginalRelief}`,
    );
    expect(comparisonView(given('30,000')).lines.find((line) => line.id === 'corporationTax')?.label).toBe(
      copy.result.lines.corporationTax,
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
    expect(note).toContain(`${copy.result.takeHome.soleTrader}: ${signedPounds(gbp('69,311.40'))}`);
    expect(note).toContain(`${copy.result.takeHome.company}: ${signedPounds(gbp('64,438.94'))}`);
  });
});

describe('reading the answers', () => {
  it('takes blanks as none, the director as the only employee unless “no”, and the newest year by default', () => {
    expect(readAnswers({ profit: '£45,000.50' }, taxYears)).toEqual({
      answers: {
        year,
        circumstances: { profit: 4_500_050, otherIncome: 0, pensionContributions: 0, onlyEmployee: true },
      },
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
