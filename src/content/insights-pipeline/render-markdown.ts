import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { site } from '../../config/site';

/** Raw HTML in an article is escaped, not passed through: editors write Markdown. */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
// A URL typed out in full becomes a link; a bare name with a dot in it does not: "GOV.UK" is the
// service's name in running text, and fuzzy linking made it a link to http://GOV.UK.
markdown.linkify.set({ fuzzyLink: false });

/** True when a link leaves the site (an absolute http(s) URL on another host). */
function isExternal(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  return new URL(url).host !== new URL(site.url).host;
}

/** What an article's body may contain once sanitised: Markdown's own elements and nothing else. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'br',
  ],
  allowedAttributes: { a: ['href', 'rel'], th: ['style'], td: ['style'], ol: ['start'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: {
    // External links are marked as such, for readers (the styles add a marker) and for crawlers.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const marked: sanitizeHtml.Attributes = isExternal(href) ? { href, rel: 'external noopener' } : { href };
      return { tagName, attribs: marked };
    },
    // The article's title is its page's only h1; the body's headings start at h2.
    h1: 'h2',
  },
};

/** An article's Markdown body as sanitised HTML, rendered at build time. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions);
}

/** Minutes to read a body at about 230 words a minute (never less than one). */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / 230));
}
