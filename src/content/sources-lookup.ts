import * as sources from './sources';
import type { CatalogueSource } from './sources';

/** The catalogue's source at `url`, or undefined (tests and the build; never a page's bundle, as it reads every source). */
export function catalogueSourceAt(url: string): CatalogueSource | undefined {
  return Object.values(sources as Record<string, CatalogueSource>).find((source) => source.url === url);
}
