import { JSDOM } from 'jsdom';

/** Parses HTML as a browser would, without running its scripts or loading anything. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}
