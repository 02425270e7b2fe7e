import fs from 'node:fs';

/** Why a form post was refused: what the answer pages (sent and not sent) of every form say. */
export type NotSentReason =
  | { kind: 'invalid'; problems: Partial<Record<string, string>> }
  | { kind: 'tooLarge' | 'rateLimited' | 'crossSite' | 'unavailable' };

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first element `<div data-NAME ...>` of a page, its content to be written by the service. */
const elementMarked = (name: string) => new RegExp(`(<div data-${name}(?:="")?[^>]*>)[\\s\\S]*?(</div>)`);

/**
 * A prerendered page with the content of its `<div data-NAME>` replaced by `html`, read from the
 * build on each use (a rebuild needs no restart); null when the build or the element is not there.
 * `more`: other marked elements to fill in, by name, where the page has them.
 */
export function fillPage(
  templateFile: string,
  name: string,
  html: string,
  more: Readonly<Record<string, string>> = {},
): string | null {
  let template: string;
  try {
    template = fs.readFileSync(templateFile, 'utf8');
  } catch {
    return null;
  }
  const marked = elementMarked(name);
  if (!marked.test(template)) return null;
  // Each replaced by a function: what it writes in is never read as a replacement pattern.
  return Object.entries({ ...more, [name]: html }).reduce(
    (page, [marker, content]) =>
      page.replace(elementMarked(marker), (_, open: string, close: string) => `${open}${content}${close}`),
    template,
  );
}

/** A plain page with the same words, where the build's page is missing. */
export function plainPage(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><h1>${escapeHtml(title)}</h1>${body}`,
  ].join('');
}
