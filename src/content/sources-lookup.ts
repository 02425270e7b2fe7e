import * as sources from './sources';
import type { Source } from './types';

/** The catalogue's source at `url`, or undefined (tests and the build; never a page's bundle, as it reads every source). */
export function catalogueSourceAt(url: string): Source | undefined {
  return Object.values(sources as Record<string, Source>).find((source) => source.url === url);
}
