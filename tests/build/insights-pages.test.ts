import { htmlFileFor } from '../../server/platform/build-layout';
import { pageDataPath } from '../../src/config/paths';
import { insightSummaries, pageData } from '../../src/features/insights/insights-index';
import { insightLinksByPage } from '../../src/features/insights/pipeline/insight-paths';
import type { InsightArticle, InsightListing } from '../../src/features/insights/pipeline/pages';
import { sectorStyleIndex } from '../../src/content/sector-style-index';
import { distFiles, readDist } from '../support/build-files';
import { parseHtml } from '../support/html';

/**
 * What a page shows of the articles is worked out by the build and written twice: as the page's
 * HTML and as the data the app fetches for that page alone. No script that other pages load
 * carries an article, so that publishing one costs no other page a byte (issue 33).
 */
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());

describe('the pages of the insights', () => {
  it.each(pageData.map(([path]) => path))('%s has its data beside it, and shows what the data says', (path) => {
    const data = JSON.parse(readDist(pageDataPath(path).slice(1))) as InsightListing | InsightArticle;
    const page = parseHtml(readDist(htmlFileFor(path)));
    if ('insights' in data) {
      expect(texts(page, 'main h2 a')).toEqual(data.insights.map((card) => card.title));
    } else {
      expect(texts(page, 'main h1')).toEqual([data.insight.title]);
      expect(texts(page, 'section[aria-labelledby="related-heading"] h3 a')).toEqual(
        data.related.map((card) => card.title),
      );
    }
  });

  it('carries no article in a script but the content of the pages that link to it', () => {
    const scripts = distFiles().filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
    const sources = new Map(scripts.map((file) => [file, readDist(file)]));
    const links = Object.values(insightLinksByPage(insightSummaries, [...sectorStyleIndex.map((page) => page.path)]));
    for (const { slug } of insightSummaries) {
      const carrying = scripts.filter((file) => sources.get(file)!.includes(slug));
      const linkingPages = links.filter((pageLinks) => pageLinks.some((link) => link.slug === slug)).length;
      expect({ slug, scripts: carrying.length }).toEqual({ slug, scripts: Math.min(carrying.length, linkingPages) });
      expect(carrying.filter((file) => /^assets\/main\./.test(file))).toEqual([]);
    }
  });
});
