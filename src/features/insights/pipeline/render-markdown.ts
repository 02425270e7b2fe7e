import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { site } from '../../../config/site';

/** Raw HTML in an article is escaped, not passed through: editors write Markdown. */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
// A URL typed out in full becomes a link; a bare name with a dot in it does not: "GOV.UK" is the
// service's name in running text, and fuzzy linking made it a link to http://GOV.UK.
markdown.linkify.set({ fuzzyLink: false });

/**
 * A table's caption, written as a paragraph of its own just before the table that starts
 * "Table: " (Pandoc's way): it becomes the table's <caption>, which names the table for screen
 * readers. Runs after the block rules and before the inline ones, which then render its words.
 */
markdown.core.ruler.after('block', 'table_caption', (state) => {
  const tokens = state.tokens;
  for (let i = 3; i < tokens.length; i += 1) {
    const [open, inline, close, table] = tokens.slice(i - 3, i + 1);
    if (open?.type !== 'paragraph_open' || close?.type !== 'paragraph_close' || table?.type !== 'table_open') continue;
    const caption = inline?.type === 'inline' ? /^Table: (.+)$/s.exec(inline.content)?.[1] : undefined;
    if (!inline || !caption) continue;
    inline.content = caption;
    const captionOpen = new state.Token('caption_open', 'caption', 1);
    const captionClose = new state.Token('caption_close', 'caption', -1);
    // [paragraph_open, inline, paragraph_close, table_open] becomes [table_open, caption_open, inline, caption_close].
    tokens.splice(i - 3, 4, table, captionOpen, inline, captionClose);
  }
});

/**
 * Each table in a region of its own that scrolls sideways when the table is wider than the screen
 * (WCAG 1.4.10 lets a data table keep its two dimensions; with 1.4.12's spacing at 320 px some do
 * not fit), so the page itself never does. The region can be focused, so that a keyboard can
 * scroll it, and is named by the table's caption.
 */
markdown.renderer.rules.table_open = (tokens, idx, options, _env, self) => {
  const inline = tokens[idx + 1]?.type === 'caption_open' ? tokens[idx + 2] : undefined;
  // The caption's words without their Markdown (its emphasis, its code).
  const caption = inline?.children
    ?.filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
  const label = markdown.utils.escapeHtml(caption || 'Table');
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">${self.renderToken(tokens, idx, options)}`;
};
markdown.renderer.rules.table_close = (tokens, idx, options, _env, self) =>
  `${self.renderToken(tokens, idx, options)}</div>`;

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
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'br',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    th: ['style'],
    td: ['style'],
    ol: ['start'],
    div: ['class', 'role', 'tabindex', 'aria-label'],
  },
  // The table's scrolling region (above) is the only div an article has.
  allowedClasses: { div: ['table-scroll'] },
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
