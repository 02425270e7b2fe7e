import { render, screen, within } from '@testing-library/react';
import { isAllowedSource, sourceDomains } from '../../config/source-domains';
import { publicRegisters } from '../../config/public-registers';
import { Sources } from './sources';
import { reviewedPages } from '../../app/site-pages';
import { needsSources, ruleMentions } from '../../content/rule-mentions';
import { sourcesLabels } from '../../content/sources-labels';

/** "Sources on the page": the primary texts behind every rule the copy states. */
const name = (page: object) => ('path' in page && typeof page.path === 'string' ? page.path : 'not-found');
const withSources = reviewedPages.flatMap((page) =>
  'sources' in page && page.sources ? [{ path: name(page), sources: page.sources }] : [],
);

describe('sources', () => {
  it('lists at least one source on every page that names a Handbook rule, a return code or a statute', () => {
    const stating = reviewedPages.filter((page) => ruleMentions(page).length > 0);
    expect(stating.length).toBeGreaterThan(20);
    expect(reviewedPages.filter(needsSources).map(name)).toEqual([]);
  });

  it('recognises what counts as stating a rule, and not the sources themselves', () => {
    expect(ruleMentions({ a: 'Under SUP 3A and CASS 15 the audit...' })).toEqual(['SUP 3A']);
    expect(ruleMentions({ a: ['small institutions file the FSA057'] })).toEqual(['FSA057']);
    expect(ruleMentions({ a: { b: 'under the Companies Act 2006' } })).toEqual(['Act 2006']);
    expect(ruleMentions({ a: 'Plain words about bookkeeping.' })).toEqual([]);
    expect(needsSources({ a: 'SUP 16', sources: [{ title: 't', url: 'https://www.gov.uk/' }] })).toBe(false);
    expect(
      ruleMentions({ sources: [{ title: 'Companies Act 2006', url: 'https://www.legislation.gov.uk/' }] }),
    ).toEqual([]);
  });

  it('links every source, and every public register the about page names, to an allowed domain over https', () => {
    const urls = [
      ...withSources.flatMap((page) => page.sources.map((source) => source.url)),
      ...Object.values(publicRegisters),
    ];
    expect(urls.length).toBeGreaterThan(50);
    expect(urls.filter((url) => !isAllowedSource(url))).toEqual([]);
    for (const page of withSources) {
      expect(new Set(page.sources.map((source) => source.url)).size).toBe(page.sources.length);
      for (const source of page.sources) expect(source.title.trim()).not.toBe('');
    }
  });

  it('allows only absolute https URLs on the listed domains', () => {
    expect(sourceDomains).toContain('www.legislation.gov.uk');
    expect(isAllowedSource('https://www.handbook.fca.org.uk/handbook/CASS/15/')).toBe(true);
    expect(isAllowedSource('http://www.legislation.gov.uk/ukpga/2006/46')).toBe(false);
    expect(isAllowedSource('https://www.legislation.gov.uk.example/')).toBe(false);
    expect(isAllowedSource('https://blog.example.com/cass-15')).toBe(false);
    expect(isAllowedSource('/services/audit')).toBe(false);
  });

  it('renders a page’s sources as a labelled list of links, and nothing when it has none', () => {
    const { container, rerender } = render(
      <Sources
        sources={[{ title: 'Companies Act 2006', url: 'https://www.legislation.gov.uk/ukpga/2006/46/contents' }]}
      />,
    );
    const list = screen.getByRole('region', { name: sourcesLabels.heading });
    expect(within(list).getByRole('link', { name: 'Companies Act 2006' })).toHaveAttribute(
      'href',
      'https://www.legislation.gov.uk/ukpga/2006/46/contents',
    );
    rerender(<Sources sources={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
