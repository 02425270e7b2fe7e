import fs from 'node:fs';
import path from 'node:path';
import { derivedModules, generatedPath, generatedText } from './generate-indexes';

/*
 * The browser reads the generated indexes, Node the modules they come from: each file on disk must
 * be what its module derives now (Jest's setup writes them; a stale one means a build or a save
 * under `npm run dev` did not run the generator).
 */
it('has a current generated module beside every derived module', () => {
  const files = derivedModules();
  expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['site-map.ts', 'key-dates.ts']));
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const expected = generatedText(file, require(file) as Record<string, unknown>);
    expect({ file: generatedPath(file), text: fs.readFileSync(generatedPath(file), 'utf8') }).toEqual({
      file: generatedPath(file),
      text: expected,
    });
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
