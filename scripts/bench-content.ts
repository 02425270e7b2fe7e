/**
 * What publishing costs, not a test:   npm run bench:content
 * Copies the project (its files as they are now, node_modules linked) to a temporary folder and
 * builds it once to warm the disk cache; then, for each N, adds N generated articles (valid front
 * matter, dates in the past, a few topics, related service and sector pages), builds, and prints
 * the build time, the number of pages, and the first-load JavaScript of the home page, a service
 * page, /insights, a topic page and an article, measured as tests/e2e/first-load.test.ts measures
 * it (scripts/first-load.ts), and the page data each fetches. BENCH_ARTICLES sets the counts
 * (default 0,50,200).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchBrowser, viewports } from './browser';
import { firstLoadBudget, firstLoadBytes, firstLoadScriptsAndData } from './first-load';
import { freePort, waitForPort } from './serve-nginx';

const root = path.resolve(__dirname, '..');
const counts = (process.env.BENCH_ARTICLES ?? '0,50,200').split(',').map(Number);
if (counts.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('BENCH_ARTICLES: counts such as 0,50,200.');

/** What the generated articles are about: topics and pages that real articles already have. */
const topics = ['regulation', 'safeguarding', 'making-tax-digital', 'payroll', 'cryptoassets'];
const services = [
  '/services/audit/safeguarding-audit',
  '/services/emi-reporting/safeguarding-reconciliations',
  '/services/tax/personal-tax',
  '/services/sme-accounting/payroll',
  '/services/crypto-accounting',
];
const sectors = ['/sectors/financial-services/payments-e-money', '/sectors/technology'];
const team = ['Eleanor Hartley', 'Daniel Okafor', 'Priya Raman'];
const generatedPrefix = 'bench-article-';

/** The pages measured: each kind of page an article shows up on, and one real article. */
function measuredPages(dir: string): { label: string; path: string }[] {
  const real = fs
    .readdirSync(path.join(dir, 'src/content/insights'))
    .filter((name) => name.endsWith('.md') && name !== 'template.md' && !name.startsWith(generatedPrefix))
    .sort();
  const [article] = real;
  if (!article) throw new Error('No article in src/content/insights to measure.');
  return [
    { label: '/', path: '/' },
    { label: 'service', path: services[0] ?? '/services' },
    { label: '/insights', path: '/insights' },
    { label: 'topic', path: `/insights/topics/${topics[0]}` },
    { label: 'article', path: `/insights/${article.replace(/\.md$/, '')}` },
  ];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** One generated article: dated `index` days before today, two topics, a service and a sector. */
export function generatedArticle(index: number, today = new Date()): string {
  const date = isoDay(new Date(today.getTime() - (index + 1) * 86_400_000));
  const number = String(index + 1).padStart(3, '0');
  const paragraph = (n: number) =>
    `Paragraph ${n} of article ${number}: the rule changes for firms that hold client money, when it starts, ` +
    'what a firm must keep and show, and what its auditor will ask to see. Each point links to its source, ' +
    'as the firm writes every article, so a reader can check it in the Handbook.';
  return [
    '---',
    `title: ${JSON.stringify(`Content benchmark article ${number} on safeguarding and reporting`)}`,
    `description: ${JSON.stringify(`Article ${number}, generated for the content benchmark: what changes for payment and e-money firms, who it affects and from when.`)}`,
    `date: ${date}`,
    `author: ${team[index % team.length]}`,
    `reviewer: ${team[(index + 1) % team.length]}`,
    `reviewedOn: ${date}`,
    'topics:',
    `  - ${topics[index % topics.length]}`,
    `  - ${topics[(index + 2) % topics.length]}`,
    'services:',
    `  - ${services[index % services.length]}`,
    'sectors:',
    `  - ${sectors[index % sectors.length]}`,
    '---',
    '',
    paragraph(1),
    '',
    '## What changes',
    '',
    paragraph(2),
    '',
    '- a first point, with [the FCA Handbook](https://www.handbook.fca.org.uk/);',
    '- a second point;',
    '- a third point.',
    '',
    '## What to do now',
    '',
    paragraph(3),
    '',
  ].join('\n');
}

/** The project's files as they are now (tracked and new, not ignored), copied into `dir`. */
export function copyProject(dir: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && file !== 'node_modules' && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
}

/** Replaces the generated articles in `dir` with `count` new ones. */
function writeArticles(dir: string, count: number): void {
  const insights = path.join(dir, 'src/content/insights');
  for (const name of fs.readdirSync(insights)) {
    if (name.startsWith(generatedPrefix)) fs.rmSync(path.join(insights, name));
  }
  for (let i = 0; i < count; i += 1) {
    const name = `${generatedPrefix}${String(i + 1).padStart(3, '0')}.md`;
    fs.writeFileSync(path.join(insights, name), generatedArticle(i));
  }
}

/** A production build of `dir`, its prerender bundle kept in the folder too; the seconds it took. */
export function build(dir: string): number {
  const started = performance.now();
  const webpack = spawnSync(
    process.execPath,
    [
      path.join(dir, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode=production',
      `--env=prerenderDir=${path.join(dir, 'build/prerender')}`,
    ],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (webpack.status !== 0) throw new Error(`The build failed:\n${webpack.stdout}${webpack.stderr}`.slice(-4000));
  return (performance.now() - started) / 1000;
}

/** The prerendered pages: every HTML file in the build but the app shell. */
function pageCount(distDir: string): number {
  const walk = (folder: string): string[] =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      );
  return walk(distDir).filter((file) => file.endsWith('.html') && path.basename(file) !== 'app-shell.html').length;
}

/** Each page's first-load JavaScript and data, served by the copy's own preview server. */
export async function measure(dir: string, pages: { path: string }[]): Promise<{ js: number[]; data: number[] }> {
  const port = await freePort();
  const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-spool-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/app/index.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), ENQUIRY_SPOOL_DIR: spool },
    stdio: 'ignore',
  });
  const browser = await launchBrowser();
  try {
    await waitForPort(port, { child: server, timeoutMs: 20_000 });
    const bytes = { js: [] as number[], data: [] as number[] };
    for (const { path: pagePath } of pages) {
      const page = await browser.newPage();
      await page.setViewport(viewports.phone);
      await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'load' });
      const { scripts, data } = await firstLoadScriptsAndData(page);
      bytes.js.push(firstLoadBytes(path.join(dir, 'dist'), scripts));
      bytes.data.push(firstLoadBytes(path.join(dir, 'dist'), data));
      await page.close();
    }
    return bytes;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(spool, { recursive: true, force: true });
  }
}

const format = (n: number) => n.toLocaleString('en-GB');
const signed = (n: number) => (n > 0 ? `+${format(n)}` : n === 0 ? '±0' : `−${format(-n)}`);

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
  console.log(`Copying the project to ${dir}`);
  copyProject(dir);
  const pages = measuredPages(dir);
  const rows: { count: number; seconds: number; pages: number; bytes: { js: number[]; data: number[] } }[] = [];
  try {
    // The first build in a fresh folder reads every package from a cold disk cache, and took half
    // as long again as the next on this machine: it warms the cache and is not counted.
    console.log('Building once to warm the disk cache (not counted)…');
    build(dir);
    for (const count of counts) {
      writeArticles(dir, count);
      console.log(`Building with ${count} more articles…`);
      const seconds = build(dir);
      const bytes = await measure(dir, pages);
      rows.push({ count, seconds, pages: pageCount(path.join(dir, 'dist')), bytes });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const [first] = rows;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const load = os.loadavg().map((n) => n.toFixed(2));
  const cells = (row: (typeof rows)[number], kind: 'js' | 'data') =>
    row.bytes[kind]
      .map((b, i) => `${format(b)}${row === first ? '' : ` (${signed(b - (first?.bytes[kind][i] ?? 0))})`}`)
      .join(' | ');
  console.log(
    [
      '',
      `Content benchmark at ${commit}: first-load JavaScript in bytes (gzip level 9; budget ${format(firstLoadBudget)} B),`,
      `growth against ${first?.count ?? 0} more articles in brackets. Load average at the end: ${load.join(', ')}.`,
      pages.map(({ label, path: p }) => `${label} = ${p}`).join('; '),
      '',
      `| more articles | build s | pages | ${pages.map(({ label }) => label).join(' | ')} |`,
      `| ---: | ---: | ---: | ${pages.map(() => '---:').join(' | ')} |`,
      ...rows.map((row) => `| ${row.count} | ${row.seconds.toFixed(1)} | ${row.pages} | ${cells(row, 'js')} |`),
      '',
      'The page data each fetches before it is interactive (JSON, gzip level 9), not in the figures above:',
      '',
      `| more articles | ${pages.map(({ label }) => label).join(' | ')} |`,
      `| ---: | ${pages.map(() => '---:').join(' | ')} |`,
      ...rows.map((row) => `| ${row.count} | ${cells(row, 'data')} |`),
      '',
    ].join('\n'),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
