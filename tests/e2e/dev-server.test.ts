import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { securityHeaders } from '../../server/platform/http/http-rules';
import { allPages } from '../../src/app/site-pages';
import { useBrowser, waitForHydration } from './helpers';

/**
 * `npm run dev`: the development server (scripts/dev-server.ts) in a process of its own, building
 * into a temporary folder (never over dist/, which the other browser tests serve). A real edit of
 * a content module must reach the open page in place, without a reload.
 */
const browser = useBrowser();
const repositoryRoot = path.resolve(__dirname, '../..');
/**
 * The development server runs in a copy of the project (its sources and configuration, its
 * node_modules linked), and the edits below are made there: other test files run beside this one
 * and read, or build, the real sources.
 */
const copied = [
  'src',
  'scripts',
  'server',
  'public',
  'test-kit',
  'package.json',
  'tsconfig.json',
  'webpack.config.ts',
  'postcss.config.js',
  'nginx.conf',
  '.gitignore',
];
const projectRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-project-'));
const contentFile = path.join(projectRoot, 'src/content/pages/home.ts');
/** On the home page. */
const sentence =
  'One director is responsible for your work from the engagement letter to the final filing, and you have their direct line.';

const newestReview = allPages
  .map((page) => page.reviewedOn)
  .sort()
  .at(-1);

// The first development build takes 15 to 60 s on a busy 2-core machine.
const startTimeoutMs = 240_000;
/**
 * A rebuild after a save (the bundle, then every page prerendered again) takes 5 to 10 s here,
 * alone or beside the rest of the suite, and longer on a machine busier still: the open page is
 * watched until the saved text arrives, for as long as a rebuild could take, never a race.
 */
const rebuildTimeoutMs = 150_000;
/** A case that saves a file: its rebuild, and the one that puts the file back. */
const editCaseTimeoutMs = 2 * rebuildTimeoutMs + 60_000;

let workDir: string;
let child: ChildProcess;
let output = '';
let url: string;

/** Resolves once the child exits; SIGKILL if it has not within `ms`. */
function stop(process: ChildProcess, ms: number): Promise<number | null> {
  return new Promise((resolve) => {
    if (process.exitCode !== null || process.signalCode !== null) return resolve(process.exitCode);
    const timer = setTimeout(() => process.kill('SIGKILL'), ms);
    process.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    process.kill('SIGINT');
  });
}

/**
 * Runs a case, and when it fails says what the development server printed (a build error, a page
 * that failed to prerender), which is where the reason is.
 */
async function explained(work: () => Promise<void>): Promise<void> {
  const printedBefore = output.length;
  try {
    await work();
  } catch (error) {
    const printed = output.slice(printedBefore).trim() || '(nothing)';
    (error as Error).message += `\n\nThe development server printed, during this case:\n${printed.slice(-6000)}`;
    throw error;
  }
}

beforeAll(async () => {
  for (const entry of copied) {
    fs.cpSync(path.join(repositoryRoot, entry), path.join(projectRoot, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(repositoryRoot, 'node_modules'), path.join(projectRoot, 'node_modules'), 'dir');
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-test-'));
  // startDevServer as a program would call it, outside Jest's module sandbox (webpack's
  // prerender step reloads its bundle through Node's own require cache).
  const program = `
    const { startDevServer } = require('./scripts/dev-server');
    startDevServer({ port: 0, outDir: ${JSON.stringify(path.join(workDir, 'dist'))},
      prerenderDir: ${JSON.stringify(path.join(workDir, 'prerender'))}, quiet: true })
      .then((server) => {
        console.log('READY ' + server.url);
        process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
      })
      .catch((error) => { console.error(error.message); process.exit(1); });`;
  child = spawn(process.execPath, ['--import', 'tsx', '-e', program], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ENQUIRY_SPOOL_DIR: path.join(workDir, 'spool'),
      SMTP_URL: '',
      // As of the newest review: pages coming due later would add build warnings, which the hot
      // client prints in the page's console, where this suite looks for problems of its own.
      CONTENT_REVIEW_DATE: newestReview,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The dev server did not start:\n${output}`)), startTimeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The dev server exited with code ${code}:\n${output}`)));
  });
}, startTimeoutMs + 10_000);

afterAll(async () => {
  // Ctrl+C: the server, the watching build and the enquiry service stop, and the process exits 0.
  const code = child ? await stop(child, 60_000) : 0;
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(projectRoot, { recursive: true, force: true });
  expect(code).toBe(0);
}, 70_000);

describe('npm run dev', () => {
  it(
    'serves deep links, refusals and the enquiry API with the production security headers',
    () =>
      explained(async () => {
        for (const [urlPath, status] of [
          ['/', 200],
          ['/services/tax', 200],
          ['/sectors/technology/saas-startups', 200],
          ['/no-such-page', 404],
          ['/%E0%A4%A', 400],
          ['/api/health', 200],
        ] as const) {
          const response = await fetch(new URL(urlPath, url), { signal: AbortSignal.timeout(rebuildTimeoutMs) });
          expect([urlPath, response.status]).toEqual([urlPath, status]);
          for (const [name, value] of Object.entries(securityHeaders)) {
            expect([urlPath, name, response.headers.get(name)]).toEqual([urlPath, name, value]);
          }
        }
        // Prerendered, as in production.
        expect(await fetch(new URL('/services/tax', url)).then((response) => response.text())).toContain('<h1');
      }),
    rebuildTimeoutMs + 30_000,
  );

  it(
    'shows a saved content edit in the open page within seconds, without reloading it',
    () =>
      explained(async () => {
        const original = fs.readFileSync(contentFile, 'utf8');
        if (!original.includes(sentence)) {
          throw new Error(`${contentFile} no longer has the sentence this test edits (or a test left its edit there).`);
        }
        const problems: string[] = [];
        let page: Page | undefined;
        try {
          page = await browser.open(`${url}/`, 'desktop', {
            // The event stream of rebuilds stays open: the network never idles.
            waitUntil: 'load',
            before: async (p) => {
              p.on('console', (message) => {
                if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
              });
            },
          });
          // Start the app at once (it would wait for the first paint and an idle moment), then wait
          // until React has hydrated the page.
          await page.keyboard.press('Shift');
          // The page itself, not only the frame: an edit saved before the page's chunk has arrived
          // would reach it as new text to hydrate over the old prerendered HTML.
          await waitForHydration(page);
          await page.evaluate(() => Object.assign(window, { __beforeEdit: true }));

          const edited = `Edited by the dev server test at ${Date.now()}.`;
          fs.writeFileSync(contentFile, original.replace(sentence, edited));
          await page.waitForFunction(
            (text) => document.body.innerText.includes(text),
            { timeout: rebuildTimeoutMs },
            edited,
          );

          // The same document: no navigation, the marker set before the edit is still there.
          expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
          expect(await page.evaluate(() => (window as unknown as { __beforeEdit?: boolean }).__beforeEdit)).toBe(true);
          // And the prerendered page on disk was rebuilt with it.
          expect(await fetch(new URL('/', url)).then((response) => response.text())).toContain(edited);
        } finally {
          fs.writeFileSync(contentFile, original);
        }
        // The restored sentence comes back the same way.
        await page!.waitForFunction(
          (text) => document.body.innerText.includes(text),
          { timeout: rebuildTimeoutMs },
          sentence,
        );
        expect(problems).toEqual([]);
      }),
    editCaseTimeoutMs,
  );

  it(
    'rebuilds the listings derived from a page module when that module is saved',
    () =>
      explained(async () => {
        // The services page's cards read an index the build derives from every service's module
        // (src/content/indexes/): saving one service's module must reach the card, and the prerendered page.
        const moduleFile = path.join(
          projectRoot,
          'src/content/pages/services/financial-outsourcing/finance-controls.ts',
        );
        const original = fs.readFileSync(moduleFile, 'utf8');
        const summary = /summary:\s*'([^']+)'/.exec(original)?.[1];
        if (!summary) throw new Error(`${moduleFile} no longer has a one-line summary for this test to edit.`);
        const page = await browser.open(`${url}/services`, 'desktop', { waitUntil: 'load' });
        try {
          await page.keyboard.press('Shift');
          await waitForHydration(page);
          const edited = `Summary edited by the dev server test at ${Date.now()}.`;
          fs.writeFileSync(moduleFile, original.replace(summary, edited));
          // In a closed card: textContent, not innerText.
          await page.waitForFunction(
            (text) => document.body.textContent?.includes(text),
            { timeout: rebuildTimeoutMs },
            edited,
          );
          expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
          expect(await fetch(new URL('/services', url)).then((response) => response.text())).toContain(edited);
        } finally {
          fs.writeFileSync(moduleFile, original);
        }
        await page.waitForFunction(
          (text) => document.body.textContent?.includes(text),
          { timeout: rebuildTimeoutMs },
          summary,
        );
      }),
    editCaseTimeoutMs,
  );

  it(
    'shows a saved article (Markdown) in the open article page, without reloading it',
    () =>
      explained(async () => {
        // An editor previewing an insight: the prerender reads the saved .md again and the open page
        // fetches its new data (SITE_INSIGHTS_VERSION, webpack.config.ts): the article, the index and
        // the related links must follow the saved file.
        const slug = 'mtd-income-tax-30000-from-april-2027';
        const articleFile = path.join(projectRoot, 'src/content/insights', `${slug}.md`);
        const articleSentence = 'Filing it early gives you more time to prepare.';
        const original = fs.readFileSync(articleFile, 'utf8');
        if (!original.includes(articleSentence)) {
          throw new Error(`${articleFile} no longer has the sentence this test edits (or a test left its edit there).`);
        }
        const page = await browser.open(`${url}/insights/${slug}`, 'desktop', { waitUntil: 'load' });
        try {
          await page.keyboard.press('Shift');
          await waitForHydration(page);
          await page.evaluate(() => Object.assign(window, { __beforeEdit: true }));
          const edited = `Article edited by the dev server test at ${Date.now()}.`;
          fs.writeFileSync(articleFile, original.replace(articleSentence, edited));
          await page.waitForFunction(
            (text) => document.body.innerText.includes(text),
            { timeout: rebuildTimeoutMs },
            edited,
          );
          expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
          expect(await page.evaluate(() => (window as unknown as { __beforeEdit?: boolean }).__beforeEdit)).toBe(true);
          expect(await fetch(new URL(`/insights/${slug}`, url)).then((response) => response.text())).toContain(edited);
        } finally {
          fs.writeFileSync(articleFile, original);
        }
        await page.waitForFunction(
          (text) => document.body.innerText.includes(text),
          { timeout: rebuildTimeoutMs },
          articleSentence,
        );
      }),
    editCaseTimeoutMs,
  );

  it('says so in one line when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    let second: ChildProcess | undefined;
    try {
      second = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev-server.ts'], {
        cwd: projectRoot,
        env: { ...process.env, PORT: String(port), ENQUIRY_SPOOL_DIR: path.join(workDir, 'spool-2') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      second.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => second!.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `Port ${port} is already in use. Stop whatever is using it, or choose another: PORT=3001 npm run dev`,
      );
    } finally {
      if (second?.exitCode === null) second.kill('SIGKILL');
      blocker.close();
    }
  }, 60_000);
});
