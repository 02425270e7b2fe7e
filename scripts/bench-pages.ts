/**
 * Which pages the side-by-side benchmark (scripts/bench-compare.ts) measures: the four main pages,
 * one of each kind the later issues add, or BENCH_PAGES. A page only the after-build has is
 * measured as new (no before figures); one only the base has is skipped, since the change removed it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The four main pages, then one page of each newer kind (the first /tools/* page is added to them). */
export const comparedPages = [
  '/',
  '/services',
  '/sectors/technology',
  '/contact',
  '/key-dates',
  '/insights/mtd-income-tax-30000-from-april-2027',
  '/book',
  '/fees',
];

/** Each /tools/<name> page a build has, in order. */
export function toolPages(dist: string): string[] {
  const dir = path.join(dist, 'tools');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => `/tools/${entry.name}`)
    .sort();
}

/** BENCH_PAGES=/,/book: a short run on the pages listed (comma-separated paths), else undefined. */
export function pagesFromEnv(value: string | undefined): string[] | undefined {
  const pages = (value ?? '')
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  const wrong = pages.filter((page) => !page.startsWith('/'));
  if (wrong.length > 0)
    throw new Error(`BENCH_PAGES lists paths from the site's root (/book), not ${wrong.join(', ')}.`);
  return pages.length > 0 ? [...new Set(pages)] : undefined;
}

export interface PagePlan {
  /** In the order asked; `isNew`: the after-build has the page and the base does not. */
  measured: { page: string; isNew: boolean }[];
  /** The base has them, the after-build does not: nothing to compare them with. */
  onlyInBase: string[];
  /** Neither build has them. */
  inNeither: string[];
}

export function planPages(
  candidates: string[],
  inBuild: { base: (page: string) => boolean; after: (page: string) => boolean },
): PagePlan {
  const plan: PagePlan = { measured: [], onlyInBase: [], inNeither: [] };
  for (const page of candidates) {
    const [base, after] = [inBuild.base(page), inBuild.after(page)];
    if (after) plan.measured.push({ page, isNew: !base });
    else (base ? plan.onlyInBase : plan.inNeither).push(page);
  }
  return plan;
}
