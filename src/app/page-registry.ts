import { siteRoutes, type PageEntry } from '../config/site-routes';
import { features } from './features';

/**
 * The page registry, put together at the root: the site's own pages (src/config/site-routes.ts)
 * and every feature's (its manifest's `pages`, each page module named from src/). Node only, like
 * the manifests it reads: scripts/generate-indexes.ts writes it out as plain data
 * (src/config/indexes/generated/page-registry.ts), which the router, the links' types, the
 * servers and the build read. A key or a URL pattern declared twice stops the generation.
 */
export const pageRegistry: Record<string, PageEntry> = (() => {
  const registry: Record<string, PageEntry> = { ...siteRoutes };
  const owner = new Map<string, string>(Object.values(siteRoutes).map((entry) => [entry.path, 'the site']));
  for (const feature of features) {
    for (const [key, { path, page, unlisted, prerenderedOnly }] of Object.entries(feature.pages)) {
      if (registry[key]) throw new Error(`Page "${key}" is declared twice: ${feature.name}'s is the second.`);
      const first = owner.get(path);
      if (first) throw new Error(`${path} is declared twice: by ${first} and by ${feature.name}.`);
      owner.set(path, feature.name);
      registry[key] = {
        path,
        page: `features/${feature.name}/${page}`,
        ...(unlisted && { unlisted }),
        ...(prerenderedOnly && { prerenderedOnly }),
      };
    }
  }
  return registry;
})();
