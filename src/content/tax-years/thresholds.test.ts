import fs from 'node:fs';
import path from 'node:path';
import { pounds } from './format';
import { mtdIncomeTaxPhases } from './mtd-income-tax';
import { thresholdSeries } from './thresholds';
import type { Cited } from './types';

const values = (figures: object): Cited<unknown>[] => Object.values(figures) as Cited<unknown>[];
const repo = path.join(__dirname, '..', '..', '..');

describe('the dated thresholds', () => {
  it('give Making Tax Digital for Income Tax its three phases, the threshold falling each April', () => {
    expect(mtdIncomeTaxPhases.map((phase) => [phase.startDate, pounds(phase.thresholdPence)])).toEqual([
      ['2026-04-06', '£50,000'],
      ['2027-04-06', '£30,000'],
      ['2028-04-06', '£20,000'],
    ]);
  });

  // Markdown cannot interpolate a value: an article that states a threshold must be read again no
  // later than the day the threshold's series must be.
  it('hold each article that states a threshold to a review date no later than its series’', () => {
    const dir = path.join(repo, 'src', 'content', 'insights');
    const articles = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
    const stating = thresholdSeries.flatMap((series) =>
      articles
        .filter(({ text }) =>
          series.entries.some((entry) =>
            values(entry.figures).some(
              ({ value }) => typeof value === 'number' && value >= 100_000 && text.includes(pounds(value)),
            ),
          ),
        )
        .map(({ name, text }) => ({
          name,
          series: series.name,
          readAgainInTime: (/^reviewBy: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1] ?? '9999') <= series.reviewBy,
        })),
    );
    expect(stating.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['mtd-income-tax-30000-from-april-2027.md', 'first-safeguarding-audits-under-sup-3a.md']),
    );
    expect(stating.filter(({ readAgainInTime }) => !readAgainInTime)).toEqual([]);
  });
});
