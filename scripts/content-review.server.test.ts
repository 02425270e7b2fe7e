import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { allPages, reviewedPages } from '../src/app/site-pages';
import { reviewPages } from '../src/content/review';

/** npm run content:review: the report an editor reads, on the site's own pages. */
const root = path.resolve(__dirname, '..');
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content-review.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
};
const pages = reviewedPages;
const newestReview = pages
  .map((page) => page.reviewedOn)
  .sort()
  .at(-1)!;

describe('npm run content:review', () => {
  it('lists every page once, oldest review first, and passes --check when nothing is due', () => {
    const { code, out } = run(`--today=${newestReview}`, '--check');
    expect(code).toBe(0);
    const rows = out.split('\n').filter((line) => /^ {4}\s{2}\d{4}-\d{2}-\d{2}/.test(line));
    expect(rows).toHaveLength(pages.length);
    const dates = rows.map((row) => row.trim().slice(0, 10));
    expect(dates).toEqual([...dates].sort());
    for (const page of allPages) expect(rows.some((row) => row.endsWith(`  ${page.path}`))).toBe(true);
    expect(out).toContain(`${pages.length} pages, oldest review first; 0 due`);
    // Every page that states a rule lists its sources today.
    expect(out).toContain('Pages that state rules without sources: none.');
  });

  it('flags the pages whose dated words have passed since their review, and fails --check', () => {
    // The first date still ahead anywhere in the copy, and the pages that mention it.
    const coming = reviewPages(pages, new Date(`${newestReview}T00:00:00Z`)).flatMap((review) =>
      review.comingDates.map((mention) => ({ page: review.page, date: mention.date })),
    );
    const first = coming.map((mention) => mention.date).sort()[0];
    if (!first) throw new Error('No date ahead in the copy to test with');
    const { code, out } = run(`--today=${first}`, '--check');
    expect(code).toBe(1);
    const flagged = out.split('\n').filter((line) => line.startsWith('DUE'));
    const expected = [...new Set(coming.filter((mention) => mention.date === first).map((mention) => mention.page))];
    expect(flagged.map((line) => line.split('  ').at(-1))).toEqual(expect.arrayContaining(expected));
    expect(flagged).toHaveLength(expected.length);
    expect(out).toContain(`mentions ${first}, which has passed since its review`);
  });

  it('flags every page a year and a day after its review', () => {
    const yearOn = new Date(`${newestReview}T00:00:00Z`);
    yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
    yearOn.setUTCDate(yearOn.getUTCDate() + 1);
    const { out } = run(`--today=${yearOn.toISOString().slice(0, 10)}`);
    expect(out.split('\n').filter((line) => line.startsWith('DUE'))).toHaveLength(pages.length);
  });

  it('warns, and fails --check, when the bank holidays on file cover less than the next twelve months', () => {
    const { code, out } = run('--today=2028-06-01', '--check');
    expect(code).toBe(1);
    expect(out).toContain('bank-holidays.json end on 2028-12-31, less than 12 months after 2028-06-01');
  });

  it('refuses a date it cannot read', () => {
    const { code, err } = run('--today=next-tuesday');
    expect(code).toBe(2);
    expect(err).toContain('YYYY-MM-DD');
  });
});
