import fs from 'node:fs';
import path from 'node:path';

/**
 * Every test a document names exists (DESIGN.md: what ships). A document that promises a test
 * (README.md, docs/*.md) names its file, by path (`src/features/booking/booking.e2e.test.ts`) or by name where the
 * sentence has already said where (`holds.server.test.ts`, `content/rules.test.ts`); either must be a file here, so a test
 * that is removed or moved takes its documents with it.
 */
const root = path.resolve(__dirname, '..');
const documents = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).map((file) => `docs/${file}`)].filter(
  (file) => file.endsWith('.md'),
);
/** What is not the project's own source: installed, built, written by runs. */
const skipped = new Set(['node_modules', 'dist', 'build', 'reports', 'coverage']);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || (dir === '' && skipped.has(entry.name))) return [];
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

const files = new Set(filesUnder(''));
/** A name, or a path from a folder the sentence has named (`content/rules.test.ts`), is found by its end. */
const exists = (test: string) => files.has(test) || [...files].some((file) => file.endsWith(`/${test}`));

/** The test files a document names: `a/b.test.ts`, `b.server.test.ts`; not a pattern (`*.test.ts`). */
function testsNamedIn(text: string): string[] {
  return [...new Set(text.match(/(?<![\w*.\-/])[\w\-/.]*\w\.test\.tsx?\b/g) ?? [])];
}

it('finds the tests the documents name (and there are some)', () => {
  expect(testsNamedIn('`tests/e2e/a.test.ts`, `b.server.test.ts` and `*.jsdom.test.tsx`')).toEqual([
    'tests/e2e/a.test.ts',
    'b.server.test.ts',
  ]);
  expect(
    documents.flatMap((document) => testsNamedIn(fs.readFileSync(path.join(root, document), 'utf8'))).length,
  ).toBeGreaterThan(10);
});

it.each(documents)('%s names only tests that exist', (document) => {
  const named = testsNamedIn(fs.readFileSync(path.join(root, document), 'utf8'));
  expect(named.filter((test) => !exists(test))).toEqual([]);
});
