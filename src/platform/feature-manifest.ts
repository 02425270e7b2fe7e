import type { RouteKey } from '../config/paths';
import type { PageContent } from '../content/types';
import type { CookieDeclaration } from './privacy/cookies';
import type { PrivacyDeclaration } from './privacy/declaration';

/**
 * What the site needs to know of a feature, declared in its own folder (`manifest.ts`): the root
 * lists the features (src/app/features.ts) and derives the rest from their manifests, so adding or
 * removing a feature touches its folder and that list. Node only: a manifest holds its pages' whole
 * copy, which no browser bundle may carry (the browser gets what it needs through the indexes and
 * each page's own chunk). The service's side of a feature is its plug (`server/feature.ts`),
 * listed in server/app/features.ts.
 */
export interface FeatureManifest {
  /** The feature's folder under src/features/. */
  name: string;
  /** The content module of each fixed route the feature's pages serve, by its key in the page registry. */
  pages: Partial<Record<RouteKey, PageContent>>;
  /** Pages of its routes with parameters that the build knows (an audience's key dates), in order. */
  morePages?: readonly PageContent[];
  /** What it keeps about a visitor, for the privacy policy. */
  privacy?: PrivacyDeclaration;
  /** The cookies it sets, for the cookie policy (none for visitors: DESIGN.md). */
  cookies?: CookieDeclaration;
}
