import { memoLoader } from './lazy';
import { knownPaths } from './sector-style-index';
import type { SectorStyleContent } from './types';

/** The content of one sector-style page, loaded once (its own chunk in the build). */
export const loadSectorStyleContent = memoLoader(async (path: string): Promise<SectorStyleContent> => {
  if (!knownPaths.has(path)) throw new Error(`No sector-style content at ${path}.`);
  const module = (await import(/* webpackChunkName: "content/[request]" */ `./pages${path}`)) as {
    default: SectorStyleContent;
  };
  return module.default;
});
