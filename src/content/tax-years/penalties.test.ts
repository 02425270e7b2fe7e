import { isAllowedSource } from '../../config/source-domains';
import * as sources from '../sources';
import { corporationTaxLateFiling, inForce, penaltySeries, type FigureSeries } from './penalties';
import type { Cited } from './types';

const values = (figures: object): Cited<unknown>[] => Object.values(figures) as Cited<unknown>[];

describe('the dated penalty figures', () => {
  it.each(penaltySeries.map((series) => [series.name, series as FigureSeries<object>] as const))(
    '%s: every value cited to a catalogued primary text, the entries in order',
    (_, series) => {
      for (const entry of series.entries) {
        for (const { source } of values(entry.figures)) {
          const found = (sources as Record<string, { url: string } | undefined>)[source];
          expect([source, found !== undefined && isAllowedSource(found.url)]).toEqual([source, true]);
        }
        expect(entry.checkedOn <= series.reviewBy).toBe(true);
      }
      const froms = series.entries.map((entry) => entry.from);
      expect(froms).toEqual([...froms].sort());
    },
  );

  it('give the Corporation Tax fixed penalties in force for a return due on each day around 1 April 2026', () => {
    const fixed = (due: string) => {
      const { late, moreThanThreeMonthsLate, thirdInARow, thirdInARowMoreThanThreeMonthsLate } = inForce(
        corporationTaxLateFiling,
        due as never,
      ).figures;
      return [late, moreThanThreeMonthsLate, thirdInARow, thirdInARowMoreThanThreeMonthsLate].map((v) => v.value / 100);
    };
    expect(fixed('2020-01-31')).toEqual([100, 200, 500, 1000]);
    expect(fixed('2026-03-30')).toEqual([100, 200, 500, 1000]);
    expect(fixed('2026-03-31')).toEqual([100, 200, 500, 1000]);
    expect(fixed('2026-04-01')).toEqual([200, 400, 1000, 2000]);
    expect(fixed('2026-04-02')).toEqual([200, 400, 1000, 2000]);
    expect(fixed('2027-12-31')).toEqual([200, 400, 1000, 2000]);
    // The tax-related penalty (para 18) did not change: 10%, and 20% after two years.
    for (const due of ['2026-03-31', '2026-04-01'])
      expect([
        inForce(corporationTaxLateFiling, due as never).figures.taxRelated.value,
        inForce(corporationTaxLateFiling, due as never).figures.taxRelatedAfterTwoYears.value,
      ]).toEqual([1000, 2000]);
  });
});
