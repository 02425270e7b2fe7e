import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';

const loader = path.resolve(__dirname, '../../scripts/insights-loader.ts');
const tsconfig = path.resolve(__dirname, '../../tsconfig.json');
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

/** Compiles an index module through the insights loader, reading `dir`, as `npm run build` does. */
function compile(root: string, dir: string): Promise<Stats> {
  const entry = path.join(root, 'src', 'insights-index.ts');
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(entry, 'export {};\n');
  const compiler = webpack({
    mode: 'development',
    target: 'node',
    context: root,
    entry,
    output: { path: path.join(root, 'out') },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        { test: /\.ts$/, loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: tsconfig } },
        { test: /insights-index\.ts$/, enforce: 'post', loader, options: { dir } },
      ],
    },
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
    expect(printed).not.toContain('insights-loader.ts:');
  }, 30_000);

  it('builds the index from a folder of good articles', async () => {
    const dir = path.join(root, 'insights');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'good-article.md'), frontMatter('x'.repeat(130)));
    const stats = await compile(root, dir);
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
  }, 30_000);
});
