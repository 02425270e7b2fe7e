import { htmlFileFor } from '../../server/platform/build-layout';
import { pageDataPath } from '../../src/config/paths';
import { insightSummaries, pageData } from '../../src/features/insights/insights-index';
import { insightLinksByPage } from '../../src/features/insights/pipeline/insight-paths';
import type { InsightLink } from '../../src/features/insights/pipeline/insight-paths';
import type { InsightArticle, InsightListing } from '../../src/features/insights/pipeline/pages';
import { sectorStyleIndex } from '../../src/content/sector-style-index';
import { distFiles, readDist } from '../support/build-files';
import { parseHtml } from '../support/html';

/**
 * What a page shows of the articles (a listing, an article, a service or sector page's links to
 * the articles that concern it) is worked out by the build and written twice: as the page's HTML
 * and as the data the app fetches for that page alone. No script carries an article, so that
 * publishing one costs no page a byte of script (issue 33).
 */
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());

describe('the pages of the insights', () => {
  it.each(pageData.map(([path]) => path))('%s has its data beside it, and shows what the data says', (path) => {
    const data = JSON.parse(readDist(pageDataPath(path).slice(1))) as InsightListing | InsightArticle | InsightLink[];
    const page = parseHtml(readDist(htmlFileFor(path)));
    if (Array.isArray(data)) {
      expect(texts(page, 'section[aria-labelledby="insights-heading"] h3 a')).toEqual(data.map((link) => link.title));
    } else if ('insights' in data) {
      expect(texts(page, 'main h2 a')).toEqual(data.insights.map((card) => card.title));
    } else {
      expect(texts(page, 'main h1')).toEqual([data.insight.title]);
      expect(texts(page, 'section[aria-labelledby="related-heading"] h3 a')).toEqual(
        data.related.map((card) => card.title),
      );
    }
  });

  it('gives every service and sector page its links to the articles, some to at least one', () => {
    const paths = new Set(pageData.map(([path]) => path));
    expect(sectorStyleIndex.map((page) => page.path).filter((path) => !paths.has(path))).toEqual([]);
    expect(Object.keys(insightLinksByPage(insightSummaries, [...paths])).length).toBeGreaterThan(0);
  });

  it('carries no article in any script', () => {
    const scripts = distFiles().filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
    for (const { slug } of insightSummaries)
      expect({ slug, scripts: scripts.filter((file) => readDist(file).includes(slug)) }).toEqual({ slug, scripts: [] });
  });
});
