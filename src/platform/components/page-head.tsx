import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { breadcrumbTrail } from '../../content/breadcrumbs';
import { pageJsonLd } from '../../content/structured-data';
import type { PageContent, Reviewed } from '../../content/types';
import { site } from '../../config/site';
import { documentTitle } from './document-title';
import { withoutTrailingSlash } from '../../config/paths';
import type { Closures } from '../calendar/opening-hours';
import { useAppStarted } from '../hooks/use-app-started';

interface PageHeadProps {
  /** The page's content module: its title, description and, for an indexed page, its review. */
  page: Pick<PageContent, 'title' | 'metaDescription'> & Partial<Reviewed>;
  /** Only where the page shows another page's content; otherwise the URL's own path. */
  canonicalPath?: string;
  /**
   * The pages above this one in structured data, from Home, the page itself added as the last
   * crumb: `true` for the trail its path gives (content/breadcrumbs.ts), worked out when
   * prerendering only, or the crumbs themselves where the path does not name them (an article).
   */
  breadcrumbs?: true | readonly { label: string; to: string }[];
  /** Describe the firm itself in structured data, with its opening hours and these closures. */
  describesFirm?: Closures;
  /** Keep the page out of search results (the not-found and error pages). */
  noindex?: boolean;
  /** Open Graph's type: an article page says "article" and adds its own `article:` tags. */
  ogType?: 'website' | 'article';
  /** The page's own structured data beyond the page, the firm and the breadcrumbs (the fees' offers). */
  extraStructuredData?: readonly (readonly [key: string, block: object])[];
}

/**
 * The page's title, description, canonical URL, sharing tags and structured data (the sharing
 * tags every page has alike are in src/index.html). React hoists
 * the title, meta and link elements into the document head, when prerendering and on every
 * client-side navigation.
 *
 * The JSON-LD blocks are for search engines, which read each URL's own HTML: the build writes them
 * with the page (search engines read them anywhere in the document), and the browser's bundle
 * carries none of their code (`process.env.SITE_PRERENDER` is the build's, see webpack.config.ts).
 * Hydrating, the app renders the same elements and leaves their content as the build wrote it, for
 * as long as that page is shown. A page the app renders itself (a client-side navigation, back or
 * forward to the first page included) has none: no element rather than an empty or stale one.
 */
export function PageHead({
  page,
  canonicalPath,
  breadcrumbs,
  describesFirm,
  noindex,
  ogType = 'website',
  extraStructuredData = [],
}: PageHeadProps) {
  const { title, metaDescription: description, reviewedBy, reviewedOn } = page;
  const { pathname } = useLocation();
  const hydrated = useAppStarted();
  // Mounted while React hydrated the prerendered page, not since by a client-side navigation.
  const [hydratedFromHtml] = useState(!hydrated);
  const path = canonicalPath ?? withoutTrailingSlash(pathname);
  // "Page | Firm", or the firm's name alone on the home page.
  const fullTitle = documentTitle(title);
  const url = new URL(path, site.url).href;
  const review = reviewedBy && reviewedOn ? { reviewedBy, reviewedOn } : undefined;
  const structuredDataKeys = [
    ...(review && !noindex ? ['page'] : []),
    ...(describesFirm ? ['firm'] : []),
    ...(breadcrumbs === true || breadcrumbs?.length ? ['breadcrumbs'] : []),
    ...extraStructuredData.map(([key]) => key),
  ];

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {process.env.SITE_PRERENDER === 'true'
        ? pageJsonLd(structuredDataKeys, {
            url,
            title,
            description,
            review,
            closures: describesFirm?.closed,
            trail: breadcrumbs && [
              ...(breadcrumbs === true ? breadcrumbTrail(path) : breadcrumbs),
              { label: title, to: path },
            ],
            extra: extraStructuredData,
          }).map(([key, text]) => (
            <script key={key} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
          ))
        : hydratedFromHtml &&
          structuredDataKeys.map((key) => (
            <script
              key={key}
              type="application/ld+json"
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: '' }}
            />
          ))}
    </>
  );
}
