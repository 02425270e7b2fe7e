import type { FeatureManifest } from '../../platform/feature-manifest';
import search from './content/pages/search';

/**
 * The insights and the site's search (see FeatureManifest). The articles' pages are their Markdown
 * files (src/content/insights/), listed by the build's own index, not here.
 */
export const insightsManifest: FeatureManifest = {
  name: 'insights',
  pages: { search },
};
