import { screen, within } from '@testing-library/react';
import { site } from '../../config/site';
import { insightListings, insightPages, insightsPerPage, listingPath } from './pipeline/pages';
import type { Insight } from './pipeline/types';
import { pageNumbers } from '../../platform/components/pagination';
import { renderApp } from '../../../tests/support/render-app';

/** `count` articles, newest first, all on regulation and every other one on payroll too. */
function mockArticles(count: number): Insight[] {
  return Array.from({ length: count }, (_, index) => {
    const day = String(28 - (index % 28)).padStart(2, '0');
    const month = String(11 - Math.floor(index / 28)).padStart(2, '0');
    return {
      slug: `article-${index + 1}`,
      title: `Article ${index + 1}`,
      description: `What article ${index + 1} says.`,
      date: `2026-${month}-${day}`,
      reviewedOn: `2026-${month}-${day}`,
      author: 'Eleanor Hartley',
      reviewer: 'Daniel Okafor',
      topics: index % 2 === 0 ? ['payroll', 'regulation'] : ['regulation'],
      services: [],
      sectors: [],
      readingMinutes: 3,
      html: `<p>Body of article ${index + 1}.</p>`,
    } as Insight;
  });
}

// The site as the build would make it of 30 articles: three pages of the listing.
jest.mock('./insights-index', () =>
  jest.requireActual<typeof import('./pipeline/pages')>('./pipeline/pages').insightPages(mockArticles(30)),
);

const absolute = (path: string) => new URL(path, site.url).href;

describe('the listings, a page at a time', () => {
  it('cuts each listing into pages of twelve, newest first, at their own URLs', () => {
    const listings = new Map(insightListings(mockArticles(30)));
    expect([...listings.keys()]).toEqual([
      '/insights',
      '/insights/page/2',
      '/insights/page/3',
      '/insights/topics/payroll',
      '/insights/topics/payroll/page/2',
      '/insights/topics/regulation',
      '/insights/topics/regulation/page/2',
      '/insights/topics/regulation/page/3',
    ]);
    const third = listings.get('/insights/page/3')!;
    expect(third).toMatchObject({ page: 3, pages: 3, total: 30, topics: ['payroll', 'regulation'] });
    expect(third.insights.map((card) => card.title)).toEqual(
      Array.from({ length: 30 - 2 * insightsPerPage }, (_, i) => `Article ${2 * insightsPerPage + i + 1}`),
    );
    // A card carries what the listing shows, not the article's body or the pages it concerns.
    expect(Object.keys(third.insights[0]!).sort()).toEqual(
      ['author', 'date', 'description', 'readingMinutes', 'slug', 'title', 'topics'].sort(),
    );
  });

  it('gives every article its related articles, and the feeds the newest twenty in full', () => {
    const site30 = insightPages(mockArticles(30));
    expect(site30.feedInsights.map((insight) => insight.slug)).toEqual(
      Array.from({ length: 20 }, (_, i) => `article-${i + 1}`),
    );
    expect(site30.feedInsights[0]!.html).toContain('Body of article 1');
    const [, first] = site30.pageData.find(([path]) => path === '/insights/article-1')!;
    expect(first).toMatchObject({ insight: { slug: 'article-1' }, related: expect.any(Array) });
    expect((first as { related: unknown[] }).related).toHaveLength(3);
  });

  it('numbers the pages around the current one, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
    expect(listingPath(undefined, 1)).toBe('/insights');
    expect(listingPath('payroll', 2)).toBe('/insights/topics/payroll/page/2');
  });
});

describe('a further page of the listing, as a visitor sees it', () => {
  it('shows its articles, says which they are, and links to the pages either side', async () => {
    await renderApp('/insights/page/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Insights, page 2 of 3' })).toBeInTheDocument();
    expect(document.title).toBe(`Insights, page 2 of 3 | ${site.name}`);
    expect(screen.getByText('Articles 13 to 24 of 30, newest first')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(expect.arrayContaining(['Article 13', 'Article 24']));
    expect(titles).not.toContain('Article 12');

    const pagination = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(within(pagination).getByRole('link', { name: 'Newer articles' })).toHaveAttribute('href', '/insights');
    expect(within(pagination).getByRole('link', { name: 'Older articles' })).toHaveAttribute(
      'href',
      '/insights/page/3',
    );
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/insights');

    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute('href', absolute('/insights'));
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute('href', absolute('/insights/page/3'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', absolute('/insights/page/2'));
  });

  it('has no newer page before the first, nor an older one after the last', async () => {
    await renderApp('/insights/topics/regulation/page/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Insights on regulation, page 3 of 3' })).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(within(pagination).getByRole('link', { name: 'Newer articles' })).toHaveAttribute(
      'href',
      '/insights/topics/regulation/page/2',
    );
    expect(within(pagination).queryByRole('link', { name: 'Older articles' })).toBeNull();
    expect(document.head.querySelector('link[rel="next"]')).toBeNull();
    // The topic stays marked in the topics' links, though this page is not the topic's own.
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Regulation' })).toHaveAttribute(
      'href',
      '/insights/topics/regulation',
    );
  });

  it.each(['/insights/page/4', '/insights/page/1', '/insights/page/02', '/insights/topics/payroll/page/3'])(
    'is not found at %s, a page the listing does not have',
    async (path) => {
      await renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeInTheDocument();
    },
  );
});
