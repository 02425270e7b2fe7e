import { site } from '../config/site';
import { documentTitle } from './document-title';
import { accountingServiceJsonLd, breadcrumbJsonLd } from './structured-data';

/** What a page puts in the document head. */
export interface HeadData {
  title: string;
  description: string;
  /** The path the page is canonical at (its own, or the page whose content a fallback shows). */
  canonicalPath: string;
  /** Pages above this one, from Home; the page itself is added as the last crumb. */
  breadcrumbs?: { label: string; to: string }[];
  /** Describe the firm itself (with opening hours) in structured data. */
  describesFirm?: boolean;
  /** Keep the page out of search results (the not-found and error pages). */
  noindex?: boolean;
}

export const shareImage = { path: '/og-image.png', width: 1200, height: 630, alt: `${site.name}, ${site.tagline}` };

export { documentTitle };

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

/** The JSON-LD blocks a page carries. */
export function structuredData(head: HeadData): object[] {
  const blocks: object[] = [];
  if (head.describesFirm) blocks.push(accountingServiceJsonLd());
  if (head.breadcrumbs && head.breadcrumbs.length > 0) {
    blocks.push(breadcrumbJsonLd([...head.breadcrumbs, { label: head.title, to: head.canonicalPath }]));
  }
  return blocks;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element must not be able to close it. */
const escapeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head elements of a prerendered page, as HTML. */
export function headHtml(head: HeadData): string {
  const title = escapeHtml(documentTitle(head.title));
  const description = escapeHtml(head.description);
  const url = escapeHtml(absoluteUrl(head.canonicalPath));
  const image = escapeHtml(absoluteUrl(shareImage.path));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${url}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:locale" content="en_GB">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="${shareImage.width}">`,
    `<meta property="og:image:height" content="${shareImage.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(shareImage.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
    ...structuredData(head).map((block) => `<script type="application/ld+json">${escapeJson(block)}</script>`),
  ].join('');
}

/** The app shell's head: generic until the client renders the page and sets its own. */
export function shellHeadHtml(): string {
  return `<title>${escapeHtml(site.name)}</title><meta name="description" content="${escapeHtml(site.tagline)}">`;
}
