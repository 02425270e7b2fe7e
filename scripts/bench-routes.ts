/**
 * What a route costs the other pages, not a test:   npx tsx scripts/bench-routes.ts
 * Copies the project (its files as they are now, node_modules linked; or, with BENCH_REF=<commit>,
 * that commit's files) to a temporary folder, then for each N adds N routes to the site's own
 * pages (each with a parameter, `/bench-routes/<n>/:id`, showing an existing page module, so that
 * only routes are added, no content or page), builds, and prints the first-load JavaScript of a
 * few pages, measured as tests/e2e/first-load.test.ts measures it (scripts/first-load.ts).
 * BENCH_ROUTES sets the counts (default 0,50); BENCH_NEW_PAGES=1 gives each route a page of its own.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, copyProject, measure } from './bench-content';
import { firstLoadBudget } from './first-load';

const root = path.resolve(__dirname, '..');
const counts = (process.env.BENCH_ROUTES ?? '0,50').split(',').map(Number);
if (counts.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('BENCH_ROUTES: counts such as 0,50.');
const ref = process.env.BENCH_REF;

/** The pages measured: the home page, the heaviest routes and a page with parameters. */
const pages = ['/', '/key-dates', '/book', '/tools/mtd-income-tax', '/contact', '/insights'];

/** The line of the site's routes the generated ones go after, in the registry's file of then or now. */
const homeRoute = "  home: { path: '/', page: 'pages/home-page' },\n";
const registryFiles = ['src/config/site-routes.ts', 'src/config/paths.ts'];

const newPages = process.env.BENCH_NEW_PAGES === '1';
const benchPage = (n: number) => `pages/bench-route-${n}-page`;

/**
 * Replaces the generated routes in `dir` with `count` new ones; with BENCH_NEW_PAGES=1, each with
 * a page module of its own (a heading), so that each is a chunk of its own too.
 */
function writeRoutes(dir: string, count: number): void {
  const file = registryFiles
    .map((name) => path.join(dir, name))
    .find((name) => fs.existsSync(name) && fs.readFileSync(name, 'utf8').includes(homeRoute));
  if (!file) throw new Error(`No registry file with the line ${JSON.stringify(homeRoute)}.`);
  const text = fs.readFileSync(file, 'utf8').replace(/ {2}benchRoute\d+: .*\n/g, '');
  const pagesDir = path.join(dir, 'src/pages');
  for (const name of fs.readdirSync(pagesDir)) {
    if (name.startsWith('bench-route-')) fs.rmSync(path.join(pagesDir, name));
  }
  const routes = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    if (newPages) {
      fs.writeFileSync(
        path.join(dir, `src/${benchPage(n)}.tsx`),
        `export default function BenchRoute${n}Page() {\n  return <h1>Route ${n}</h1>;\n}\n`,
      );
    }
    const page = newPages ? benchPage(n) : 'pages/home-page';
    return `  benchRoute${n}: { path: '/bench-routes/${n}/:id', page: '${page}' },\n`;
  });
  fs.writeFileSync(file, text.replace(homeRoute, homeRoute + routes.join('')));
}

function copy(dir: string): void {
  if (!ref) return copyProject(dir);
  execSync(`git archive ${ref} | tar -x -C ${JSON.stringify(dir)}`, { cwd: root });
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
}

const format = (n: number) => n.toLocaleString('en-GB');
const signed = (n: number) => (n > 0 ? `+${format(n)}` : n === 0 ? '±0' : `−${format(-n)}`);

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-routes-'));
  console.log(`Copying ${ref ?? 'the project'} to ${dir}`);
  copy(dir);
  const rows: { count: number; js: number[] }[] = [];
  try {
    for (const count of counts) {
      writeRoutes(dir, count);
      console.log(`Building with ${count} more routes…`);
      build(dir);
      rows.push({
        count,
        js: (
          await measure(
            dir,
            pages.map((p) => ({ path: p })),
          )
        ).js,
      });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const [first] = rows;
  const commit = ref ?? execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
  console.log(
    [
      '',
      `Route benchmark at ${commit}${newPages ? ', a page module a route' : ''}: first-load JavaScript in bytes (gzip level 9; budget ${format(firstLoadBudget)} B),`,
      `growth against ${first?.count ?? 0} more routes in brackets.`,
      '',
      `| more routes | ${pages.join(' | ')} |`,
      `| ---: | ${pages.map(() => '---:').join(' | ')} |`,
      ...rows.map(
        (row) =>
          `| ${row.count} | ${row.js
            .map((b, i) => `${format(b)}${row === first ? '' : ` (${signed(b - (first?.js[i] ?? 0))})`}`)
            .join(' | ')} |`,
      ),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
