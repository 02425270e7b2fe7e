import path from 'node:path';
import type { LoaderContext } from 'webpack';

const catalogueFile = path.resolve(__dirname, '../src/content/sources.ts');
const catalogueImport = /^import \* as sources from '[./]+sources';\n/m;

type Catalogue = Record<string, { title: string; url: string } | undefined>;

/**
 * Pages and key-date rules cite the one catalogue of sources by key (`sources.cass15`). webpack
 * keeps a module's exports for the whole build, not per chunk, so the catalogue would ride along
 * in every page's chunk whole (48 chunks carried all of it). This loader writes each cited source
 * into the citing module instead, as its title and address only: a page's chunk carries the
 * sources it cites, as it did when each page wrote its own. Runs before ts-loader, on the source;
 * the catalogue is read through webpack, so an edit to it rebuilds its citers under `npm run dev`.
 */
export default function sourceCitationsLoader(this: LoaderContext<Record<string, never>>, source: string): void {
  const callback = this.async();
  if (!catalogueImport.test(source)) {
    callback(null, source);
    return;
  }
  (this.importModule(`${catalogueFile}?source-citations`) as Promise<Catalogue>).then(
    (catalogue) => {
      try {
        const cited = source.replace(catalogueImport, '').replace(/\bsources\.([A-Za-z_]\w*)\b/g, (_, key: string) => {
          const entry = catalogue[key];
          if (!entry) throw new Error(`${this.resourcePath}: "sources.${key}" is not in src/content/sources.ts`);
          return JSON.stringify({ title: entry.title, url: entry.url });
        });
        callback(null, cited);
      } catch (error) {
        callback(error as Error);
      }
    },
    (error: Error) => callback(error),
  );
}
