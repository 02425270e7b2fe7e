import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { derivedModules, generatedPath, generatedText } from './generate-indexes';

/*
 * The browser reads the generated indexes, Node the modules they come from: each file on disk must
 * be what its module derives now (Jest's setup writes them; a stale one means a build or a save
 * under `npm run dev` did not run the generator).
 */
/**
 * The generated modules that depend on the build's day (key dates, closures) are not committed
 * (.gitignore): a build as if on another day (CONTENT_REVIEW_DATE, as served-later.test.ts and the
 * dev-server test make beside this one) rewrites them for that day. They are held to their exports;
 * every committed one to its text.
 */
const dependsOnTheDay = (file: string) =>
  spawnSync('git', ['check-ignore', '-q', path.relative(process.cwd(), file)], { cwd: process.cwd() }).status === 0;
const exportsOf = (text: string) => [...text.matchAll(/^export const (\w+):/gm)].map(([, name]) => name);

it('has a current generated module beside every derived module', () => {
  const files = derivedModules();
  expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['site-map.ts', 'key-dates.ts']));
  const dayBound = files.filter((file) => dependsOnTheDay(generatedPath(file)));
  expect(dayBound.map((file) => path.basename(file)).sort()).toEqual(['firm-closures.ts', 'key-dates.ts']);
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const expected = generatedText(file, require(file) as Record<string, unknown>);
    const text = fs.readFileSync(generatedPath(file), 'utf8');
    if (dayBound.includes(file)) expect(exportsOf(text)).toEqual(exportsOf(expected));
    else expect({ file: generatedPath(file), text }).toEqual({ file: generatedPath(file), text: expected });
  }
});

it('writes each export as a typed constant that reads back as the same value', () => {
  const value = { titles: ['Services', 'Sectors'], count: 2, none: null };
  const text = generatedText('/project/src/content/indexes/site-map.ts', { __esModule: true, value });
  expect(text).toContain("import type * as source from '../site-map';");
  expect(text).toContain('export const value: typeof source.value = {');
  expect(JSON.parse(text.slice(text.indexOf('= ') + 2, -2))).toEqual(value);
});

it('refuses an export that is not plain data, or a default export', () => {
  expect(() => generatedText('/p/src/indexes/a.ts', { pick: () => 1 })).toThrow(
    'export "pick" must be named and plain data',
  );
  expect(() => generatedText('/p/src/indexes/a.ts', { when: new Date(0) })).toThrow('export "when"');
  expect(() => generatedText('/p/src/indexes/a.ts', { default: [] })).toThrow('export "default"');
});
