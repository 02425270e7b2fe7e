import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { insightsDir, publishedInsights } from '../src/features/insights/pipeline/load-insights';
import type { Insight } from '../src/features/insights/pipeline/types';
import { insightLinksByPage } from '../src/features/insights/pipeline/insight-paths';
import { buildDate, siteRules } from '../src/features/insights/pipeline/site-rules';

const pagesDir = path.resolve(__dirname, '../src/content/pages');
/** The modules the index's output imports, by absolute path: tests compile an index elsewhere. */
const pipeline = (module: string) =>
  JSON.stringify(path.resolve(__dirname, '../src/features/insights/pipeline', module));

/** Options: the folder to read, for tests (default src/content/insights/); the client build's index. */
interface InsightsLoaderOptions {
  dir?: string;
  /** The browser's index: only the fetches of a page's data, none of the articles. */
  browser?: boolean;
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
 * The folder's articles, read once per change of the folder: the index and each of the forty-odd
 * service and sector modules ask for them in one build, and rendering every article's Markdown
 * for each would cost the articles times the pages.
 */
const cache = new Map<string, { stamp: string; insights: Insight[] }>();
function insightsIn(dir: string): Insight[] {
  const stamp = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const { mtimeMs, size } = statSync(path.join(dir, name));
      return `${name}:${mtimeMs}:${size}`;
    })
    .concat(buildDate())
    .join('\n');
  const cached = cache.get(dir);
  if (cached?.stamp === stamp) return cached.insights;
  const insights = publishedInsights(siteRules, buildDate(), dir);
  cache.set(dir, { stamp, insights });
  return insights;
}

/**
 * The insights (src/content/insights/*.md) at build time, for two kinds of module:
 * - `src/features/insights/insights-index.ts`: in the prerender bundle, every published article and what
 *   each page of the insights shows, as data; in the browser's bundle, only the fetch of one
 *   page's data (written by the prerender beside the page), so that no chunk grows with the
 *   articles. In development builds the fetch carries a version of the articles, so that a saved
 *   article changes the module and reaches the open page;
 * - a service or sector page's content module gains `insightLinks`, the few articles that
 *   concern it, so that only that page's chunk carries them.
 * A bad front matter fails the build with one line naming the file and the field, reported once
 * per compiler by the index module. Under `npm run dev` the folder is watched, so a saved
 * article rebuilds the open page.
 */
export default function insightsLoader(this: LoaderContext<InsightsLoaderOptions>, source: string): string {
  const { dir = insightsDir, browser = false } = this.getOptions();
  this.cacheable(false);
  this.addContextDependency(dir);
  const isIndex = this.resourcePath.endsWith('insights-index.ts');
  let insights: Insight[];
  try {
    insights = insightsIn(dir);
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
  if (browser) {
    const version =
      this.mode === 'development'
        ? createHash('sha256').update(JSON.stringify(insights)).digest('hex').slice(0, 10)
        : undefined;
    return [
      `import { fetchInsightArticle, fetchInsightListing } from ${pipeline('fetch-page-data')};`,
      `const version = ${JSON.stringify(version)};`,
      'export const loadInsightListing = (path) => fetchInsightListing(path, version);',
      'export const loadInsightArticle = (path) => fetchInsightArticle(path, version);',
      '',
    ].join('\n');
  }
  return [
    `// Derived at build time from ${dir}`,
    `import { insightPages } from ${pipeline('pages')};`,
    'export const { insightSummaries, feedInsights, pageData, loadInsightListing, loadInsightArticle } = insightPages(',
    `  JSON.parse(${JSON.stringify(JSON.stringify(insights))}),`,
    ');',
    '',
  ].join('\n');
}
