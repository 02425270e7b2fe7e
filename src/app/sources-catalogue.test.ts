import fs from 'node:fs';
import path from 'node:path';
import { isAllowedSource } from '../config/source-domains';
import { site } from '../config/site';
import { reviewedPages } from './site-pages';
import { keyDateRules, yearEndRules } from '../features/key-dates/content/rules';
import * as sources from '../content/sources';
import { catalogueSourceAt } from '../content/sources-lookup';
import type { Source } from '../content/types';

/**
 * One catalogue of sources (src/content/sources/, a module each, one barrel): pages and rules cite
 * it by key, articles link to its addresses, and no address appears in the site's copy that it does
 * not hold.
 */
const contentDir = path.resolve(__dirname, '../content');
const featuresDir = path.resolve(__dirname, '../features');
const sourcesDir = path.join(contentDir, 'sources');

/** Code, not copy: the catalogue itself; the articles' pipeline writes feed namespaces, not sources. */
const notCopy = [sourcesDir, path.join(featuresDir, 'insights/pipeline')];

/** Each source's own module: every file in the folder but the barrel. */
const sourceModules = fs
  .readdirSync(sourcesDir)
  .filter((name) => name !== 'index.ts')
  // Each file as it is, found by listing the folder: the barrel is what is checked against it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .map((name) => ({ name, module: require(path.join(sourcesDir, name)) as { source: Source; citedFor: string } }));

/**
 * Every file of copy: the content modules and the features' (not the catalogue itself, nor tests
 * and the sample messages they render, whose addresses are examples), and the articles.
 */
function copyFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (notCopy.includes(full)) return [];
    if (entry.isDirectory()) return copyFiles(full);
    return /\.(ts|md)$/.test(entry.name) && !/(\.test\.tsx?|message-samples\.ts)$/.test(entry.name) ? [full] : [];
  });
}

/** The web addresses written in a text, except schema.org's vocabulary and the site's own. */
export function addressesIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s'"`)<>\]]+/g)]
    .map(([address]) => address.replace(/[.,;:]+$/, ''))
    .filter((address) => !address.startsWith('https://schema.org') && !address.startsWith(site.url));
}

describe('the source catalogue', () => {
  const entries = Object.entries(sources);

  it('gives every source a title, what it is cited for, and an address on an allowed domain', () => {
    for (const [key, source] of entries) {
      expect([key, isAllowedSource(source.url)]).toEqual([key, true]);
      expect(source.title.trim()).not.toBe('');
    }
    for (const { name, module } of sourceModules) expect([name, module.citedFor.trim() !== '']).toEqual([name, true]);
    expect(new Set(entries.map(([, source]) => source.url)).size).toBe(entries.length);
  });

  it('re-exports every source module once from the barrel, as its own source', () => {
    const barrel = fs.readFileSync(path.join(sourcesDir, 'index.ts'), 'utf8');
    const reexported = [...barrel.matchAll(/^export \{ source as \w+ \} from '\.\/([\w-]+)';$/gm)].map(
      ([, file]) => `${file}.ts`,
    );
    expect(reexported.sort()).toEqual(sourceModules.map(({ name }) => name).sort());
    expect(entries.map(([, source]) => source).sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      sourceModules.map(({ module }) => module.source).sort((a, b) => a.url.localeCompare(b.url)),
    );
  });

  it('uses the FCA Handbook’s current address form, never www.handbook.fca.org.uk/handbook/CASS/15/', () => {
    const handbook = entries.map(([, source]) => source.url).filter((url) => url.includes('handbook.fca.org.uk'));
    expect(handbook.length).toBeGreaterThan(10);
    for (const url of handbook)
      expect(url).toMatch(/^https:\/\/handbook\.fca\.org\.uk\/(handbook\/[a-z0-9]+(\/[a-z0-9]+)?)?$/);
  });

  it('finds an address in copy, so that one missing from the catalogue cannot pass unseen', () => {
    expect(
      addressesIn('See [CASS 15](https://handbook.fca.org.uk/handbook/cass15). Or https://example.org/x.'),
    ).toEqual(['https://handbook.fca.org.uk/handbook/cass15', 'https://example.org/x']);
    expect(addressesIn(`'https://schema.org', '${site.url}/about'`)).toEqual([]);
  });

  it('holds every address written in the site’s copy: pages, rules and articles', () => {
    const missing = [contentDir, featuresDir]
      .flatMap((dir) => copyFiles(dir))
      .flatMap((file) =>
        addressesIn(fs.readFileSync(file, 'utf8'))
          .filter((address) => !catalogueSourceAt(address))
          .map((address) => `${path.relative(path.dirname(contentDir), file)}: ${address}`),
      );
    expect(missing).toEqual([]);
  });

  it('is what every page’s sources list and every key-date rule cite, title and address alike', () => {
    const cited = [
      ...reviewedPages.flatMap((page) => ('sources' in page && page.sources ? page.sources : [])),
      ...[...keyDateRules, ...yearEndRules].flatMap((rule) => rule.sources),
    ];
    expect(cited.length).toBeGreaterThan(100);
    for (const source of cited) expect(catalogueSourceAt(source.url)?.title).toBe(source.title);
  });
});
