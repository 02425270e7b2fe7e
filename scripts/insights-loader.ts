import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { insightsDir, publishedInsights, readInsight } from '../src/content/insights-pipeline/load-insights';
import { insightLinksByPage } from '../src/content/insights-pipeline/insight-paths';
import { buildDate, siteRules } from '../src/content/insights-pipeline/site-rules';

const pagesDir = path.resolve(__dirname, '../src/content/pages');

/** Options: the folder to read, for tests (default src/content/insights/). */
interface InsightsLoaderOptions {
  dir?: string;
}

/**
 * A front-matter error as webpack should print it: the one line naming the file and the field.
 * Webpack prints a loader error's stack in place of its message, and with `hideStack` it still
 * prints the stack as the error's details (shown for a build with few errors): so the stack is
 * the message itself.
 */
export function buildError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const plain = new Error(message);
  plain.stack = message;
  return plain;
}

/**
 * The insights (src/content/insights/*.md) at build time, for two modules:
 * - `src/content/insights-index.ts` becomes the published articles' summaries (no bodies) and, for
 *   each, a dynamic import of its own Markdown file, so that a body is only in its own chunk;
 * - a service or sector page's content module gains `insightLinks`, the few articles that
 *   concern it, so that only that page's chunk carries them;
 * - each article's `.md` file becomes that article, its body rendered and sanitised.
 * A bad front matter fails the build with one line naming the file and the field, reported once
 * per compiler by the index module. Under `npm run dev` the folder is watched, so a saved
 * article rebuilds the open page.
 */
export default function insightsLoader(this: LoaderContext<InsightsLoaderOptions>, source: string): string {
  const dir = this.getOptions().dir ?? insightsDir;
  this.cacheable(false);
  this.addContextDependency(dir);
  if (this.resourcePath.endsWith('.md')) {
    try {
      const insight = readInsight(this.resourcePath, siteRules);
      return `export const insight = JSON.parse(${JSON.stringify(JSON.stringify(insight))});\n`;
    } catch (error) {
      throw buildError(error);
    }
  }
  const isIndex = this.resourcePath.endsWith('insights-index.ts');
  let insights: ReturnType<typeof publishedInsights>;
  try {
    insights = publishedInsights(siteRules, buildDate(), dir);
  } catch (error) {
    if (isIndex) throw buildError(error);
    // Every service and sector module would repeat the index's error: they stay silent, and the
    // build still fails, on the index's one line.
    return `${source}\nexport const insightLinks = [];\n`;
  }
  if (!isIndex) {
    const pagePath = path.relative(pagesDir, this.resourcePath).replace(/(\/index)?\.ts$/, '');
    const links = insightLinksByPage(insights, [`/${pagePath.split(path.sep).join('/')}`]);
    const own = Object.values(links)[0] ?? [];
    return `${source}\nexport const insightLinks = ${JSON.stringify(own)};\n`;
  }
  const summaries = insights.map(({ html: _html, ...summary }) => summary);
  const loaders = insights
    .map(
      ({ slug }) =>
        `  ${JSON.stringify(slug)}: () => import(/* webpackChunkName: "insight-${slug}" */ ${JSON.stringify(`${dir}/${slug}.md`)}).then((m) => m.insight),`,
    )
    .join('\n');
  return [
    `// Derived at build time from ${dir}`,
    `export const insightSummaries = JSON.parse(${JSON.stringify(JSON.stringify(summaries))});`,
    `const loaders = {\n${loaders}\n};`,
    'export function loadInsight(slug) {',
    '  return Object.hasOwn(loaders, slug) ? loaders[slug]() : Promise.resolve(undefined);',
    '}',
    '',
  ].join('\n');
}
