import { useLocation } from 'react-router-dom';
import { accountingServiceJsonLd, breadcrumbJsonLd, webPageJsonLd } from '../../content/structured-data';
import type { PageContent, Reviewed } from '../../content/types';
import { site } from '../../config/site';
import { withoutTrailingSlash } from '../../config/paths';
import type { Closures } from '../calendar/opening-hours';

interface PageHeadProps {
  /** The page's content module: its title, description and, for an indexed page, its review. */
  page: Pick<PageContent, 'title' | 'metaDescription'> & Partial<Reviewed>;
  /** Only where the page shows another page's content; otherwise the URL's own path. */
  canonicalPath?: string;
  /** Pages above this one, from Home; the page itself is added as the last crumb. */
  breadcrumbs?: { label: string; to: string }[];
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
 * client-side navigation; the JSON-LD blocks stay with the page (search engines read them
 * anywhere in the document).
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
  const path = canonicalPath ?? withoutTrailingSlash(pathname);
  // "Page | Firm", or the firm's name alone on the home page.
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = new URL(path, site.url).href;
  const review = reviewedBy && reviewedOn ? { reviewedBy, reviewedOn } : undefined;
  const structuredData: (readonly [key: string, block: object])[] = [
    ...(review && !noindex ? [['page', webPageJsonLd({ url, title, description, review })] as const] : []),
    ...(describesFirm ? [['firm', accountingServiceJsonLd(describesFirm.closed)] as const] : []),
    ...(breadcrumbs?.length
      ? [['breadcrumbs', breadcrumbJsonLd([...breadcrumbs, { label: title, to: path }])] as const]
      : []),
    ...extraStructuredData,
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
      {structuredData.map(([key, block]) => (
        <script
          key={key}
          type="application/ld+json"
          // JSON inside a script element must not be able to close it.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
