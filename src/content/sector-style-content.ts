import { memoLoader } from './lazy';
import { knownPaths } from './sector-style-index';
import type { SectorStyleContent } from './types';

/** A sector-style page's module. */
interface SectorStyleModule {
  default: SectorStyleContent;
}

/**
 * One sector-style page's module, loaded once (its own chunk in the build). Only the modules
 * under pages/services/ and pages/sectors/ are such pages; the fixed pages' modules ship with
 * their page components.
 */
const loadModule = memoLoader(async (path: string): Promise<SectorStyleModule> => {
  if (!knownPaths.has(path)) throw new Error(`No sector-style content at ${path}.`);
  return (await import(
    /* webpackChunkName: "content/[request]", webpackInclude: /[\\/](services|sectors)[\\/].+\.ts$/ */ `./pages${path}`
  )) as SectorStyleModule;
});

/** The content of one sector-style page. */
export const loadSectorStyleContent = memoLoader(async (path: string) => (await loadModule(path)).default);
