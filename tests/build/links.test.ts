import request from 'supertest';
import { createApp } from '../../server/app';
import { htmlFileFor, notFoundFile } from '../../server/build-layout';
import { staticPaths } from '../../src/app/static-paths';
import { chatUrl, site } from '../../src/config/site';
import { dist, readDist } from '../support/build-files';
import { startTestEnquiries, type TestEnquiries } from '../support/enquiry-service';

/**
 * A crawl of every prerendered page: each internal link answers 200 from the server, each
 * #anchor has a target, no link points at "#" alone, and the only links off the site are the
 * phone, email and chat links.
 */
let app: ReturnType<typeof createApp>;
let enquiries: TestEnquiries;
beforeAll(async () => {
  enquiries = await startTestEnquiries();
  app = createApp({ distDir: dist, enquiries: enquiries.service });
});
afterAll(() => enquiries.stop());
const pages = [
  ...staticPaths().map((p) => [p, readDist(htmlFileFor(p))] as const),
  ['/404', readDist(notFoundFile)] as const,
];

const decode = (value: string) => value.replace(/&amp;/g, '&');
const hrefsOf = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decode(m[1] as string));
const hasId = (html: string, id: string) =>
  new RegExp(`\\bid="?${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[" >]`).test(html);

const links = new Map<string, Set<string>>();
for (const [page, html] of pages) {
  for (const href of hrefsOf(html)) {
    if (!links.has(href)) links.set(href, new Set());
    links.get(href)?.add(page);
  }
}
const internal = [...links.keys()].filter((href) => href.startsWith('/') || href.startsWith('#'));
const external = [...links.keys()].filter((href) => !href.startsWith('/') && !href.startsWith('#'));

describe('links', () => {
  it('were found on every page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(60);
    for (const [, html] of pages) expect(hrefsOf(html).length).toBeGreaterThan(20);
  });

  it('never point at "#" alone', () => {
    expect(links.has('#')).toBe(false);
  });

  it.each(internal.filter((href) => href.startsWith('/')))('%s answers 200 and its anchor exists', async (href) => {
    const [pathname = '', hash] = href.split('#');
    const response = await request(app).get(pathname);
    expect(response.status).toBe(200);
    if (hash) expect(hasId(response.text, hash)).toBe(true);
  });

  it('in-page anchors have their targets on every page that uses them', () => {
    for (const href of internal.filter((h) => h.startsWith('#'))) {
      for (const page of links.get(href) ?? []) {
        const html = pages.find(([p]) => p === page)?.[1] ?? '';
        expect([page, href, hasId(html, href.slice(1))]).toEqual([page, href, true]);
      }
    }
  });

  it('leave the site only to phone, email and the chat app', () => {
    expect(external.sort()).toEqual(
      [`tel:${site.phone.e164}`, `mailto:${site.email}`, chatUrl().replace(/&amp;/g, '&')].sort(),
    );
  });
});
