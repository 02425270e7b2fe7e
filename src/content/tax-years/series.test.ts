import { isAllowedSource } from '../../config/source-domains';
import * as sources from '../sources';
import { penaltySeries, type FigureSeries } from './penalties';
import { thresholdSeries } from './thresholds';
import type { Cited } from './types';

/* Every dated series of figures (penalties.ts, thresholds.ts) held to the same rule. */

const values = (figures: object): Cited<unknown>[] => Object.values(figures) as Cited<unknown>[];

it.each([...penaltySeries, ...thresholdSeries].map((series) => [series.name, series as FigureSeries<object>] as const))(
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
