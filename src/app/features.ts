import { bookingManifest } from '../features/booking/manifest';
import { checkersManifest } from '../features/checkers/manifest';
import { deskManifest } from '../features/desk/manifest';
import { enquiryManifest } from '../features/enquiry/manifest';
import { feesManifest } from '../features/fees/manifest';
import { insightsManifest } from '../features/insights/manifest';
import { keyDatesManifest } from '../features/key-dates/manifest';
import type { FeatureManifest } from '../platform/feature-manifest';

/**
 * The site's features, one manifest each (src/platform/feature-manifest.ts), in the privacy
 * policy's order: the pages' list, the sitemap, the review report and the privacy policy are
 * derived from them (src/app/site-pages.ts). Node only, like the manifests. The service's list of
 * plugs is server/app/features.ts.
 */
export const features: readonly FeatureManifest[] = [
  enquiryManifest,
  bookingManifest,
  keyDatesManifest,
  insightsManifest,
  feesManifest,
  checkersManifest,
  deskManifest,
];
