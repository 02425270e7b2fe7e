import path from 'node:path';
import type { LoaderContext } from 'webpack';
import * as catalogue from '../src/content/sources';

const catalogueFile = path.resolve(__dirname, '../src/content/sources.ts');
const catalogueImport = /^import \* as sources from '[./]+sources';\n/m;

/**
 * Pages and key-date rules cite the one catalogue of sources by key (`sources.cass15`). webpack
 * keeps a module's exports for the whole build, not per chunk, so the catalogue would ride along
 * in every page's chunk whole (48 chunks carried all of it). This loader writes each cited source
 * into the citing module instead, as its title and address only: a page's chunk carries the
 * sources it cites, as it did when each page wrote its own. Runs before ts-loader, on the source.
 */
export default function sourceCitationsLoader(this: LoaderContext<Record<string, never>>, source: string): string {
  if (!catalogueImport.test(source)) return source;
  this.addDependency(catalogueFile);
  const sources = catalogue as Record<string, { title: string; url: string } | undefined>;
  return source.replace(catalogueImport, '').replace(/\bsources\.([A-Za-z_]\w*)\b/g, (_, key: string) => {
    const cited = sources[key];
    if (!cited) throw new Error(`${this.resourcePath}: "sources.${key}" is not in src/content/sources.ts`);
    return JSON.stringify({ title: cited.title, url: cited.url });
  });
}
