import fs from 'node:fs';
import path from 'node:path';
import { appShellFile, htmlFileFor, notFoundFile } from '../../server/platform/build-layout';
import { paths, unlistedRoutes } from '../../src/config/route-table';
import { staticPaths } from '../../src/app/static-paths';
import { allPages } from '../../src/app/site-pages';
import { formatDate } from '../../src/platform/components/format-date';
import { site } from '../../src/config/site';
import { JSDOM } from 'jsdom';
import { parseHtml } from '../support/html';
import { bankHolidayClosures } from '../../src/platform/calendar/closures';
import { londonDate } from '../../src/platform/calendar/london-time';

/**
 * The build as it leaves Webpack, read as raw HTML (no JavaScript run): what crawlers, link
 * previews and visitors without JavaScript get.
 */
const dist = path.resolve(__dirname, '../../dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

/** What a crawler or link preview reads in a page, from the parsed document. */
function parse(html: string) {
  const document = parseHtml(html);
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? undefined;
  return {
    document,
    lang: document.documentElement.getAttribute('lang') ?? undefined,
    title: document.querySelector('head > title')?.textContent ?? undefined,
    description: content('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    robots: content('meta[name="robots"]'),
    ogImage: content('meta[property="og:image"]'),
    ogTitle: content('meta[property="og:title"]'),
    twitterCard: content('meta[name="twitter:card"]'),
    h1: document.querySelector('h1')?.textContent ?? undefined,
    root: document.getElementById('root')?.innerHTML ?? '',
    rootText: document.getElementById('root')?.textContent ?? '',
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
    ),
    inlineScripts: [...document.querySelectorAll('script:not([src])')].map((script) => script.outerHTML),
  };
}

/** The answers to an enquiry: prerendered, but kept out of search results and the sitemap. */
const unlisted = new Set<string>(unlistedRoutes.map((key) => paths[key]));
const pages = staticPaths()
  .filter((urlPath) => !unlisted.has(urlPath))
  .map((urlPath) => ({ urlPath, ...parse(read(htmlFileFor(urlPath))) }));
/** The pages made from a content module (the insights, made from Markdown, have tests/build/insights.test.ts). */
const isInsightPage = (urlPath: string) => urlPath === paths.insights || urlPath.startsWith(`${paths.insights}/`);
const contentPages = pages.filter((page) => !isInsightPage(page.urlPath));

describe('prerendered pages', () => {
  it('cover every route known at build time', () => {
    // Every page module's URL, the unlisted answers to an enquiry aside.
    expect(contentPages.map((page) => page.urlPath).sort()).toEqual(
      allPages
        .map((page) => page.path)
        .filter((urlPath) => !unlisted.has(urlPath))
        .sort(),
    );
    expect(staticPaths()).toEqual(expect.arrayContaining(['/', '/services', '/about', '/contact', '/accessibility']));
    expect(staticPaths()).toEqual(expect.arrayContaining([...unlisted]));
  });

  it.each(pages.map((page) => [page.urlPath, page] as const))(
    '%s carries its heading, title, description and canonical URL in the raw HTML',
    (urlPath, page) => {
      expect(page.lang).toBe('en-GB');
      expect(page.h1?.trim()).toBeTruthy();
      expect(page.title).toMatch(new RegExp(`${site.name}$`));
      expect(page.description?.length).toBeGreaterThan(50);
      expect(page.canonical).toBe(new URL(urlPath, site.url).href);
      expect(page.robots).toBeUndefined();
      expect(page.ogTitle).toBe(page.title);
      expect(page.ogImage).toBe(`${site.url}/og-image.png`);
      expect(page.twitterCard).toBe('summary_large_image');
      expect(page.root.length).toBeGreaterThan(2000);
      // No executable inline script: only JSON-LD data blocks.
      for (const script of page.inlineScripts) expect(script).toMatch(/^<script type="application\/ld\+json">/);
    },
  );

  it.each(contentPages.map((page) => [page.urlPath, page] as const))(
    '%s says who last reviewed it and when, on the page and as its structured data’s dateModified',
    (urlPath, page) => {
      const content = allPages.find((module) => module.path === urlPath);
      if (!content) throw new Error(`No content module for ${urlPath}`);
      expect(page.rootText).toContain(`Last reviewed ${formatDate(content.reviewedOn)} by ${content.reviewedBy}.`);
      expect(page.jsonLd.find((block) => block['@type'] === 'WebPage')).toMatchObject({
        url: page.canonical,
        dateModified: content.reviewedOn,
        lastReviewed: content.reviewedOn,
        reviewedBy: { '@type': 'Person', name: content.reviewedBy },
      });
      expect(read('sitemap.xml')).toContain(`<loc>${page.canonical}</loc><lastmod>${content.reviewedOn}</lastmod>`);
    },
  );

  it('says in every page’s footer that the firm is fictional while the demo notice is set', () => {
    // src/content/demo-notice.test.ts keeps the notice set while any placeholder remains.
    expect(site.demoNotice).toEqual(expect.any(String));
    for (const page of pages) {
      const notice = page.document.querySelector('footer [data-demo-notice]')?.textContent;
      expect([page.urlPath, notice]).toEqual([page.urlPath, site.demoNotice]);
    }
  });

  it('gives every page a unique title and description', () => {
    const titles = pages.map((page) => page.title);
    const descriptions = pages.map((page) => page.description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it('describes the firm, with its opening hours, on the home and contact pages', () => {
    for (const urlPath of ['/', '/contact']) {
      const firm = pages
        .find((page) => page.urlPath === urlPath)
        ?.jsonLd.find((b) => b['@type'] === 'AccountingService');
      expect(firm).toMatchObject({
        '@context': 'https://schema.org',
        name: site.name,
        telephone: site.phone.e164,
        email: site.email,
        url: `${site.url}/`,
        address: { '@type': 'PostalAddress', postalCode: site.address.postcode, addressCountry: 'GB' },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '09:00',
            closes: '17:30',
          },
        ],
        areaServed: { name: 'United Kingdom' },
      });
    }
  });

  it('lists the bank holidays the office closes for, from the build date, as closed all day', () => {
    // Built today (or yesterday, for a run across midnight): every closure from today is listed.
    const expected = bankHolidayClosures(londonDate(new Date()), site.hours.weekdays).closed;
    expect(expected.length).toBeGreaterThan(0);
    for (const urlPath of ['/', '/contact']) {
      const firm = pages
        .find((page) => page.urlPath === urlPath)
        ?.jsonLd.find((b) => b['@type'] === 'AccountingService') as
        | { specialOpeningHoursSpecification: Record<string, string>[] }
        | undefined;
      const listed = firm?.specialOpeningHoursSpecification ?? [];
      for (const { name, date } of expected) {
        expect(listed).toContainEqual({
          '@type': 'OpeningHoursSpecification',
          name,
          validFrom: date,
          validThrough: date,
          opens: '00:00',
          closes: '00:00',
        });
      }
      expect(listed.length - expected.length).toBeLessThanOrEqual(1);
    }
  });

  it('gives nested pages a breadcrumb trail ending at the page itself', () => {
    const page = pages.find((p) => p.urlPath === '/services/audit/safeguarding-audit');
    const trail = page?.jsonLd.find((block) => block['@type'] === 'BreadcrumbList') as
      { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(trail?.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', `${site.url}/`],
      [2, 'Services', `${site.url}/services`],
      [3, 'Audit and Assurance', `${site.url}/services/audit`],
      [4, 'Safeguarding Audits', `${site.url}/services/audit/safeguarding-audit`],
    ]);
    const nestedPages = pages.filter((p) => p.urlPath !== '/');
    expect(nestedPages.length).toBeGreaterThan(0);
    for (const nested of nestedPages) {
      expect(nested.jsonLd.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });

  it('renders the enquiry form as a plain HTML form posting to the enquiry service, honeypot out of reach', () => {
    const { document } = parse(read(htmlFileFor('/contact')));
    const form = document.querySelector('main form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/api/enquiries']);
    const button = form?.querySelector('button[type="submit"]');
    expect(button?.textContent).toBe('Send Message');
    expect(button?.hasAttribute('disabled')).toBe(false);
    const honeypot = form?.querySelector('input[name="website"]');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot?.getAttribute('tabindex')).toBe('-1');
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
  });
});

describe('the answers to an enquiry', () => {
  it.each([
    ['/contact/thank-you', 'Thank you for your message'],
    ['/contact/not-sent', 'Your enquiry has not been sent'],
  ])('%s is prerendered, branded and kept out of search results', (urlPath, heading) => {
    const page = parse(read(htmlFileFor(urlPath)));
    expect(page.h1).toBe(heading);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.rootText).toContain(site.email);
  });

  it('gives the not-sent page the element the enquiry service writes the reason into', () => {
    const slot = parse(read(htmlFileFor('/contact/not-sent'))).document.querySelector('[data-enquiry-reason]');
    expect(slot?.tagName).toBe('DIV');
    expect(slot?.querySelector('div')).toBeNull(); // the service replaces up to the first </div>
    expect(slot?.textContent).toBeTruthy();
  });
});

describe('the not-found page and the app shell', () => {
  it('prerenders the not-found page, kept out of search results', () => {
    const notFound = parse(read(notFoundFile));
    expect(notFound.h1).toBe('We can’t find that page');
    expect(notFound.robots).toBe('noindex');
    expect(notFound.canonical).toBeUndefined();
  });

  it('keeps the app shell empty for the client router to fill', () => {
    const shell = parse(read(appShellFile));
    expect(shell.root).toBe('');
    expect(shell.title).toBe(site.name);
  });
});

describe('crawl files', () => {
  it('lists exactly the indexable URLs in sitemap.xml, absolute', () => {
    const sitemap = read('sitemap.xml');
    const locs = [...new JSDOM(sitemap, { contentType: 'text/xml' }).window.document.querySelectorAll('url > loc')].map(
      (loc) => loc.textContent,
    );
    expect(locs.sort()).toEqual(pages.map((page) => new URL(page.urlPath, site.url).href).sort());
    expect(sitemap).not.toMatch(/404|app-shell/);
  });

  it('points robots.txt at the sitemap', () => {
    expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  });

  it('ships the 1200×630 share image', () => {
    const png = fs.readFileSync(path.join(dist, 'og-image.png'));
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
