import type { RouteKey } from '../config/paths';
import type { pageRegistry as registryType } from '../config/indexes/generated/page-registry';
import { notFoundPageContent, sectorStylePages, sitePages } from '../content/page-tree';
import cookiePolicy from '../content/pages/cookie-policy';
import privacyPolicy from '../content/pages/privacy-policy';
import type { NotFoundContent, PageContent, PolicyContent } from '../content/types';
import type { FeaturePage } from '../platform/feature-manifest';
import type { PrivacyDeclaration } from '../platform/privacy/declaration';
import { serversPrivacy } from '../platform/privacy/servers';
import { features } from './features';
import { pageRegistry } from './page-registry';

/**
 * Every page's content module, put together at the root: the site's own (src/content/page-tree.ts)
 * and each feature's (its manifest). The sitemap, the prerender step, the review report and the
 * tests read these. Node only: it holds every page's whole copy.
 */

/** Every declaration of what the system keeps, in the privacy policy's order: the servers', then each feature's own. */
export const privacyDeclarations: readonly PrivacyDeclaration[] = [
  serversPrivacy,
  ...features.flatMap((feature) => (feature.privacy ? [feature.privacy] : [])),
];

/** The privacy policy, with every declaration. */
export const privacyPolicyPage: PolicyContent = privacyPolicy(privacyDeclarations);

/** The cookie policy, with every cookie a feature declares. */
export const cookiePolicyPage: PolicyContent = cookiePolicy(
  features.flatMap((feature) => (feature.cookies ? [feature.cookies] : [])),
);

/**
 * The routes whose one page is a content module: every route without parameters but the insights'
 * listing, whose words are the insights' own (src/features/insights/labels.ts) and whose articles
 * are Markdown files.
 */
const notAModule = 'insights' satisfies RouteKey;
type FixedRouteKey = Exclude<
  {
    [Key in RouteKey]: (typeof registryType)[Key]['path'] extends `${string}:${string}` ? never : Key;
  }[RouteKey],
  typeof notAModule
>;

/** The page each fixed route shows, by its key: a route with none, or with two, stops the build. */
export const fixedPages = ((): Record<FixedRouteKey, PageContent> => {
  const pages: Partial<Record<RouteKey, PageContent>> = {
    ...sitePages,
    privacyPolicy: privacyPolicyPage,
    cookiePolicy: cookiePolicyPage,
  };
  for (const feature of features) {
    for (const [key, { content }] of Object.entries(feature.pages) as [RouteKey, FeaturePage][]) {
      if (!content) continue;
      if (pages[key]) throw new Error(`Route "${key}" has two pages: ${feature.name}'s is the second.`);
      pages[key] = content;
    }
  }
  const fixed = (Object.keys(pageRegistry) as RouteKey[]).filter(
    (key) => !pageRegistry[key]?.path.includes(':') && key !== notAModule,
  );
  const missing = fixed.filter((key) => !pages[key]);
  if (missing.length) throw new Error(`No content module for route(s) ${missing.join(', ')}.`);
  return pages as Record<FixedRouteKey, PageContent>;
})();

/** Every page with a URL: the fixed pages, the sector-style pages, then the features' other pages. */
export const allPages: PageContent[] = [
  ...Object.values(fixedPages),
  ...sectorStylePages,
  ...features.flatMap((feature) => feature.morePages ?? []),
];

/** Every page the review report and the build's warnings cover: those with a URL, and the 404 page. */
export const reviewedPages: (PageContent | NotFoundContent)[] = [...allPages, notFoundPageContent];
