import type { FeatureManifest } from '../../platform/feature-manifest';
import fees from '../../content/pages/fees';

/**
 * The published fees and their instant estimate (see FeatureManifest). The fees module stays in
 * src/content/: the checkers read its prices too, and a feature never imports another.
 */
export const feesManifest: FeatureManifest = {
  name: 'fees',
  pages: { fees: { path: '/fees', page: 'pages/fees-page', content: fees } },
};
