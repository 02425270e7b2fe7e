import { memoLoader } from './lazy';
import { knownPaths } from './sector-style-index';
import type { InsightLink } from './insights-pipeline/insight-paths';
import type { SectorStyleContent } from './types';

/**
 * The content of one sector-style page, loaded once (its own chunk in the build). Only the modules
 * under pages/services/ and pages/sectors/ are such pages; the fixed pages' modules ship with
 * their page components.
 */
export const loadSectorStyleContent = memoLoader(
  async (path: string): Promise<SectorStyleContent & { insightLinks: InsightLink[] }> => {
    if (!knownPaths.has(path)) throw new Error(`No sector-style content at ${path}.`);
    const module = (await import(
      /* webpackChunkName: "content/[request]", webpackInclude: /[\\/](services|sectors)[\\/].+\.ts$/ */ `./pages${path}`
    )) as {
      default: SectorStyleContent;
      /** Appended at build time by scripts/insights-loader.ts: the insights that concern the page. */
      insightLinks?: InsightLink[];
    };
    return { ...module.default, insightLinks: module.insightLinks ?? [] };
  },
);
