import type { FeatureManifest } from '../../platform/feature-manifest';
import search from './content/pages/search';

/**
 * The insights and the site's search (see FeatureManifest). The articles' pages are their Markdown
 * files (src/content/insights/), listed by the build's own index, not here.
 */
export const insightsManifest: FeatureManifest = {
  name: 'insights',
  pages: {
    // The listing's words are the insights' own (labels.ts), its articles Markdown files.
    insights: { path: '/insights', page: 'pages/insights-page' },
    insightsPage: { path: '/insights/page/:page', page: 'pages/insights-page', prerenderedOnly: true },
    insightTopic: { path: '/insights/topics/:topic', page: 'pages/insights-page', prerenderedOnly: true },
    insightTopicPage: {
      path: '/insights/topics/:topic/page/:page',
      page: 'pages/insights-page',
      prerenderedOnly: true,
    },
    insight: { path: '/insights/:slug', page: 'pages/insight-page', prerenderedOnly: true },
    search: { path: '/search', page: 'search/pages/search-page', content: search },
  },
};
