import type { PageEntry } from '../config/site-routes';
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
  /**
   * Its pages, by their key in the page registry (unique across the site): each route's entry, its
   * page module named from the feature's folder (`pages/contact-page`), and, for a route without
   * parameters, its content module. The registry is derived from these (src/app/page-registry.ts).
   */
  pages: Readonly<Record<string, FeaturePage>>;
  /** Pages of its routes with parameters that the build knows (an audience's key dates), in order. */
  morePages?: readonly PageContent[];
  /** What it keeps about a visitor, for the privacy policy. */
  privacy?: PrivacyDeclaration;
  /** The cookies it sets, for the cookie policy (none for visitors: DESIGN.md). */
  cookies?: CookieDeclaration;
}

/** One page of a feature (see FeatureManifest.pages). */
export interface FeaturePage extends PageEntry {
  /** The page component's module under the feature's folder, without the extension. */
  page: string;
  /** What the page says: every route without parameters has one but the insights' listing. */
  content?: PageContent;
}
