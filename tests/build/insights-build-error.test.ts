import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Stats } from 'webpack';
import { PrerenderPlugin } from '../../scripts/prerender-plugin';
import { appShellFile } from '../../server/platform/build-layout';
import { publishedInsights } from '../../src/features/insights/pipeline/load-insights';

const frontMatter = (description: string) =>
  [
    '---',
    'title: A title',
    `description: ${description}`,
    'date: 2026-11-02',
    'author: Eleanor Hartley',
    'reviewer: Daniel Okafor',
    'reviewedOn: 2026-11-20',
    'topics:',
    '  - safeguarding',
    '---',
    '',
    'Body.',
    '',
  ].join('\n');

/**
 * A build whose prerender reads the articles in `dir` as the site's prerender does when it loads
 * (src/features/insights/insights-index.ts): a small browser entry, its app shell, and
 * PrerenderPlugin loading a prerender module that reads the folder.
 */
function compile(root: string, dir: string): Promise<Stats> {
  const entry = path.join(root, 'main.js');
  writeFileSync(entry, 'export {};\n');
  const template = path.join(root, 'index.html');
  writeFileSync(template, '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const prerender = path.join(root, 'prerender.js');
  writeFileSync(
    prerender,
    [
      `const { publishedInsights } = require(${JSON.stringify(require.resolve('../../src/features/insights/pipeline/load-insights'))});`,
      `publishedInsights({ team: ['Eleanor Hartley', 'Daniel Okafor'], servicePaths: [], sectorPaths: [] }, '2026-12-01', ${JSON.stringify(dir)});`,
    ].join('\n'),
  );
  const publicDir = path.join(root, 'public');
  mkdirSync(publicDir);
  const compiler = webpack({
    mode: 'development',
    context: root,
    entry,
    output: { path: path.join(root, 'out') },
    devtool: false,
    plugins: [
      new HtmlWebpackPlugin({ template, filename: appShellFile }),
      new PrerenderPlugin({ entryFile: prerender, publicDir, preloadFonts: /none/ }),
    ],
    infrastructureLogging: { level: 'none' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    }),
  );
}

describe('a bad front matter in the build output', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'insights-build-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('fails the build with the one line naming the file and the field, and no stack under it', async () => {
    const dir = path.join(root, 'insights');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'bad-article.md'), frontMatter('Too short.'));
    const stats = await compile(root, dir);
    expect(stats.hasErrors()).toBe(true);
    const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
    expect(errors).toHaveLength(1);
    // As the build prints it, details included (webpack shows them when there are few errors).
    const printed = stats.toString({ all: false, errors: true, errorDetails: true, colors: false });
    expect(printed).toContain('bad-article.md: front matter "description" is 10 characters; it must be 110–160');
    expect(printed).not.toMatch(/^\s+at /m);
    expect(printed).not.toContain('prerender-plugin.ts:');
  }, 30_000);

  it('reads a folder of good articles', () => {
    const dir = path.join(root, 'insights');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'good-article.md'), frontMatter('x'.repeat(130)));
    const rules = { team: ['Eleanor Hartley', 'Daniel Okafor'], servicePaths: [], sectorPaths: [] };
    expect(publishedInsights(rules, '2026-12-01', dir).map((insight) => insight.slug)).toEqual(['good-article']);
  });
});
