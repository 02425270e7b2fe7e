import path from 'node:path';
import type { LoaderContext } from 'webpack';
import type { SectorStyleContent } from '../src/content/types';

const pagesDir = path.resolve(__dirname, '../src/content/pages');

/** The query that marks the owner module's own run at build time, which this loader leaves alone. */
const buildTimeQuery = '?illustration-alt';

/**
 * A service area's or sector's page module says what its illustration shows (`illustrationAlt`);
 * the pages below it show the same picture. This loader gives each sector-style page's module, in
 * the bundle, the one description its page needs, `export const illustrationAlt`, read at build
 * time from the module of the area or sector it belongs to (itself, or the module beside its
 * folder: `pages/services/audit/cass-assurance.ts` → `pages/services/audit.ts`). So the
 * sector-style page's chunk carries no table of every illustration's description.
 */
export default function illustrationAltLoader(this: LoaderContext<Record<string, never>>, source: string): void {
  const callback = this.async();
  // pages/<services|sectors>/<area>.ts is an area or a sector; anything deeper belongs to one.
  const depth = path.relative(pagesDir, this.resourcePath).split(path.sep).length;
  const owner = depth > 2 ? `${path.dirname(this.resourcePath)}.ts` : this.resourcePath;
  type PageModule = { default?: SectorStyleContent & { illustrationAlt?: string } };
  const load = (file: string) => this.importModule(`${file}${buildTimeQuery}`) as Promise<PageModule>;
  Promise.all([load(this.resourcePath), load(owner)]).then(
    ([own, area]) => {
      const alt = area.default?.illustrationAlt;
      if (!alt || own.default?.illustration !== area.default?.illustration) {
        callback(new Error(`${this.resourcePath}: no illustrationAlt in ${owner} for its illustration.`));
        return;
      }
      callback(null, `${source}\nexport const illustrationAlt = ${JSON.stringify(alt)};\n`);
    },
    (error: Error) => callback(error),
  );
}
