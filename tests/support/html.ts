import { JSDOM } from 'jsdom';

/** Parses HTML as a browser would, without running its scripts or loading anything. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** Each form of a page as "method action" ("post /api/bookings"), in the page's order. */
export function formsIn(html: string): string[] {
  return [...parseHtml(html).querySelectorAll('form')].map(
    (form) => `${form.getAttribute('method') ?? 'get'} ${form.getAttribute('action') ?? ''}`,
  );
}
