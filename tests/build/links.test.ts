import request from 'supertest';
import { createApp } from '../../server/app/app';
import { htmlFileFor, notFoundFile } from '../../server/platform/build-layout';
import { staticPaths } from '../../src/app/static-paths';
import { chatUrl, site } from '../../src/config/site';
import { isAllowedSource } from '../../src/config/source-domains';
import { feedPath, keyDateAudiences } from '../../src/features/key-dates/content/audiences';
import { dist, readDist } from '../support/build-files';
import { startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { parseHtml } from '../support/html';

/**
 * A crawl of every prerendered page: each internal link answers 200 from the server, each
 * #anchor has a target, no link points at "#" alone, and the only links off the site are the
 * phone, email and chat links, the primary sources and public registers on allowed domains, and
 * the key dates' calendar subscriptions.
 */
let app: ReturnType<typeof createApp>;
let enquiries: TestEnquiries;
beforeAll(async () => {
  enquiries = await startTestEnquiries();
  app = createApp({ distDir: dist, service: enquiries.service });
});
afterAll(() => enquiries.stop());
const pages = [
  ...staticPaths().map((p) => [p, parseHtml(readDist(htmlFileFor(p)))] as const),
  ['/404', parseHtml(readDist(notFoundFile))] as const,
];

const hrefsOf = (page: Document) => [...page.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
const hasId = (page: Document, id: string) => page.getElementById(id) !== null;

const links = new Map<string, Set<string>>();
for (const [page, document] of pages) {
  for (const href of hrefsOf(document)) {
    if (!links.has(href)) links.set(href, new Set());
    links.get(href)?.add(page);
  }
}
const internal = [...links.keys()].filter((href) => href.startsWith('/') || href.startsWith('#'));
const external = [...links.keys()].filter((href) => !href.startsWith('/') && !href.startsWith('#'));

describe('links', () => {
  it('were found on every page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(60);
    for (const [, page] of pages) expect(hrefsOf(page).length).toBeGreaterThan(20);
  });

  it('never point at "#" alone', () => {
    expect(links.has('#')).toBe(false);
  });

  it.each(internal.filter((href) => href.startsWith('/')))('%s answers 200 and its anchor exists', async (href) => {
    const [pathname = '', hash] = href.split('#');
    const response = await request(app).get(pathname);
    expect(response.status).toBe(200);
    // A fragment of name=value pairs is a form's prefill (src/platform/forms/prefill.ts), not an anchor.
    if (hash && !hash.includes('=')) expect(hasId(parseHtml(response.text), hash)).toBe(true);
  });

  it('in-page anchors have their targets on every page that uses them', () => {
    const anchors = internal.filter((h) => h.startsWith('#'));
    expect(anchors.length).toBeGreaterThan(0);
    for (const href of anchors) {
      for (const page of links.get(href) ?? []) {
        const document = pages.find(([p]) => p === page)?.[1];
        expect([page, href, document && hasId(document, href.slice(1))]).toEqual([page, href, true]);
      }
    }
  });

  it('leave the site only to phone, email, the chat app, sources and registers on allowed domains, and the key dates’ feeds', () => {
    const contact = [`tel:${site.phone.e164}`, `mailto:${site.email}`, chatUrl()];
    expect(external.filter((href) => contact.includes(href)).sort()).toEqual(contact.sort());
    // Each feed is offered as a webcal:// subscription.
    const feeds = new Set(keyDateAudiences.map((audience) => `webcal://${new URL(site.url).host}${feedPath(audience)}`));
    expect(external.filter((href) => feeds.has(href))).toHaveLength(feeds.size);
    // Each deadline's primary source is on an allowed domain, like every other source.
    const others = external.filter((href) => !contact.includes(href) && !feeds.has(href));
    expect(others.length).toBeGreaterThan(30);
    expect(others.filter((href) => !isAllowedSource(href))).toEqual([]);
  });
});
