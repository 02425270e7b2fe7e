import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { insightsDir, publishedInsights, readInsight } from '../src/content/insights-pipeline/load-insights';
import { insightLinksByPage } from '../src/content/insights-pipeline/insight-paths';
import { buildDate, siteRules } from '../src/content/insights-pipeline/site-rules';

const pagesDir = path.resolve(__dirname, '../src/content/pages');

/**
 * The insights (src/content/insights/*.md) at build time, for two modules:
 * - `src/content/insights-index.ts` becomes the published articles' summaries (no bodies) and, for
 *   each, a dynamic import of its own Markdown file, so that a body is only in its own chunk;
 * - a service or sector page's content module gains `insightLinks`, the few articles that
 *   concern it, so that only that page's chunk carries them;
 * - each article's `.md` file becomes that article, its body rendered and sanitised.
 * A bad front matter throws here, failing the build with the file and the field. Under
 * `npm run dev` the folder is watched, so a saved article rebuilds the open page.
 */
export default function insightsLoader(this: LoaderContext<Record<string, never>>, source: string): string {
  this.cacheable(false);
  this.addContextDependency(insightsDir);
  if (this.resourcePath.endsWith('.md')) {
    const insight = readInsight(this.resourcePath, siteRules);
    return `export const insight = JSON.parse(${JSON.stringify(JSON.stringify(insight))});\n`;
  }
  const insights = publishedInsights(siteRules, buildDate());
  if (!this.resourcePath.endsWith('insights-index.ts')) {
    const pagePath = path.relative(pagesDir, this.resourcePath).replace(/(\/index)?\.ts$/, '');
    const links = insightLinksByPage(insights, [`/${pagePath.split(path.sep).join('/')}`]);
    const own = Object.values(links)[0] ?? [];
    return `${source}\nexport const insightLinks = ${JSON.stringify(own)};\n`;
  }
  const summaries = insights.map(({ html: _html, ...summary }) => summary);
  const loaders = insights
    .map(
      ({ slug }) =>
        `  ${JSON.stringify(slug)}: () => import(/* webpackChunkName: "insight-${slug}" */ ${JSON.stringify(`${insightsDir}/${slug}.md`)}).then((m) => m.insight),`,
    )
    .join('\n');
  return [
    `// Derived at build time from ${insightsDir}`,
    `export const insightSummaries = JSON.parse(${JSON.stringify(JSON.stringify(summaries))});`,
    `const loaders = {\n${loaders}\n};`,
    'export function loadInsight(slug) {',
    '  return Object.hasOwn(loaders, slug) ? loaders[slug]() : Promise.resolve(undefined);',
    '}',
    '',
  ].join('\n');
}
