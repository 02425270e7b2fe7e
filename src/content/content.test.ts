import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { paths, unlistedRoutes } from '../config/route-table';
import { illustrations } from './illustrations';
import { sectorTiles } from './indexes/sector-tiles';
import { serviceCards } from './indexes/service-cards';
import { sectors, serviceAreas } from './indexes/site-map';
import { breadcrumbTrail } from './breadcrumbs';
import {
  consultationLink,
  footerLegalLinks,
  footerQuickLinks,
  footerServiceLinks,
  homeLabel,
  navGroups,
  navLinks,
} from './navigation';
import { notFoundPageContent, sectorPages, serviceAreaPages, sitePages } from './page-tree';
import { allPages, cookiePolicyPage, privacyPolicyPage, reviewedPages } from '../app/site-pages';
import { loadSectorStyleContent } from './sector-style-content';
import { fallbackPath, resolveSectorStylePath, sectorStyleIndex } from './sector-style-index';
import { serviceAnchorAliases } from './service-anchors';
import { sectorSlugs, serviceIds, type PageContent, type SectorStyleContent } from './types';

/** Where page modules live: the site's own here, each feature's in its folder. */
const featuresDir = path.join(__dirname, '..', 'features');
const pagesDirs = [
  path.join(__dirname, 'pages'),
  ...fs
    .readdirSync(featuresDir)
    .map((feature) => path.join(featuresDir, feature, 'content', 'pages'))
    .filter((dir) => fs.existsSync(dir)),
];
const sectorStylePages: SectorStyleContent[] = [
  ...serviceAreaPages.flatMap(({ area, subservices }) => [area, ...subservices]),
  ...sectorPages.flatMap(({ sector, subsectors }) => [sector, ...subsectors]),
];
const unlisted = new Set<string>(unlistedRoutes.map((key) => paths[key]));
const indexedPages = allPages.filter((page) => !unlisted.has(page.path));
const directors = sitePages.about.team.members.map((member) => member.name);

/** Every file under src/content/pages and each feature's content/pages, as the URL it should serve. */
function moduleUrls(pagesDir: string, dir = pagesDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleUrls(pagesDir, file);
    const url = `/${path.relative(pagesDir, file).replace(/\.ts$/, '').split(path.sep).join('/')}`;
    return [url === '/home' ? '/' : url];
  });
}

/** True when a link lands on a page with content of its own (and, for a hash, a card on /services). */
function resolves(link: string): boolean {
  const [pathname = '', hash] = link.split('#');
  // The insights listing is built from the Markdown folder (src/content/insights/), not a module.
  if (hash === undefined) return allPages.some((page) => page.path === pathname) || pathname === paths.insights;
  const cardIds: string[] = serviceCards.map((card) => card.id);
  return pathname === paths.services && (cardIds.includes(hash) || hash in serviceAnchorAliases);
}

describe('one module per page', () => {
  it('has a module for every page, at the path of its URL, and no module that is not a page', () => {
    const urls = pagesDirs.flatMap((dir) => moduleUrls(dir));
    expect(urls.filter((url) => url !== '/not-found').sort()).toEqual(allPages.map((page) => page.path).sort());
    expect(new Set(allPages.map((page) => page.path)).size).toBe(allPages.length);
  });

  it('loads each sector-style page’s module by its URL, as the site does', async () => {
    for (const page of sectorStylePages) expect(await loadSectorStyleContent(page.path)).toBe(page);
  });

  it('serves every module’s path from a route in the route table', () => {
    for (const page of allPages) {
      expect(Object.values(paths).some((pattern) => matchPath({ path: pattern, end: true }, page.path))).toBe(true);
    }
  });
});

describe('the page tree', () => {
  it('has the service areas and sectors of the content types, in the same order, each under its family', () => {
    expect(serviceAreaPages.map(({ area }) => area.path)).toEqual(serviceIds.map((id) => `/services/${id}`));
    expect(sectorPages.map(({ sector }) => sector.path)).toEqual(sectorSlugs.map((slug) => `/sectors/${slug}`));
    for (const { area, subservices } of serviceAreaPages) {
      for (const sub of subservices) expect(sub.path).toMatch(new RegExp(`^${area.path}/[a-z0-9-]+$`));
    }
    for (const { sector, subsectors } of sectorPages) {
      for (const sub of subsectors) expect(sub.path).toMatch(new RegExp(`^${sector.path}/[a-z0-9-]+$`));
    }
  });

  it('gives each service area and sector its own illustration, described, and its children the same picture', () => {
    for (const { area: parent, subservices: children } of serviceAreaPages) {
      expect(parent.illustration).toBe(parent.path.split('/').pop());
      for (const child of children) expect(child.illustration).toBe(parent.illustration);
    }
    for (const { sector: parent, subsectors: children } of sectorPages) {
      expect(parent.illustration).toBe(parent.path.split('/').pop());
      for (const child of children) expect(child.illustration).toBe(parent.illustration);
    }
    const parents = [...serviceAreaPages.map(({ area }) => area), ...sectorPages.map(({ sector }) => sector)];
    expect(parents.map((parent) => parent.illustration).sort()).toEqual(Object.keys(illustrations).sort());
    for (const illustration of Object.values(illustrations))
      expect(illustration.alt).toMatch(/^Illustration of .{20,}/);
  });
});

describe('sector-style pages', () => {
  it.each(sectorStylePages.map((page) => [page.path, page] as const))(
    '%s has a subtitle, at least two paragraphs and six services with unique titles',
    (_, page) => {
      expect(page.subtitle.length).toBeGreaterThan(20);
      expect(page.description.length).toBeGreaterThanOrEqual(2);
      for (const paragraph of page.description) expect(paragraph.length).toBeGreaterThan(150);
      expect(page.services).toHaveLength(6);
      expect(new Set(page.services.map((service) => service.title)).size).toBe(6);
      for (const service of page.services) expect(service.description.length).toBeGreaterThan(40);
    },
  );

  it('give each service area a card, each specialised service and each sector a summary', () => {
    for (const { area, subservices } of serviceAreaPages) {
      expect(area.card.description.length).toBeGreaterThan(40);
      expect(area.card.details.length).toBeGreaterThanOrEqual(3);
      expect(subservices.length).toBeGreaterThanOrEqual(2);
      for (const sub of subservices) expect(sub.summary.length).toBeGreaterThan(40);
    }
    for (const { sector } of sectorPages) expect(sector.summary.length).toBeGreaterThan(60);
  });

  it('fall back to the nearest parent, then to property-construction', () => {
    const [area] = serviceAreaPages;
    const [sector] = sectorPages;
    if (!area || !sector) throw new Error('No service areas or sectors');
    expect(resolveSectorStylePath(sector.sector.path)).toEqual({ path: sector.sector.path, exact: true });
    expect(resolveSectorStylePath(`${sector.sector.path}/`)).toEqual({ path: sector.sector.path, exact: true });
    expect(resolveSectorStylePath(`${area.area.path}/no-such-service`)).toEqual({ path: area.area.path, exact: false });
    for (const unknown of ['/sectors/aviation', '/sectors/aviation/airlines', '/services/payroll-only']) {
      expect(resolveSectorStylePath(unknown)).toEqual({ path: fallbackPath, exact: false });
    }
  });
});

describe('the indexes derived from the page modules', () => {
  it('name every sector-style page by its module’s title, and every child under its parent', () => {
    expect(sectorStyleIndex).toEqual(sectorStylePages.map(({ path: url, title }) => ({ path: url, title })));
    expect(serviceAreas.map((area) => area.id)).toEqual([...serviceIds]);
    expect(sectors.map((sector) => sector.slug)).toEqual([...sectorSlugs]);
  });

  it('put each module’s own card and summaries on the services and sectors pages', () => {
    serviceAreaPages.forEach(({ area, subservices }, index) => {
      const card = serviceCards[index];
      expect(card).toMatchObject({ path: area.path, title: area.title, ...area.card });
      expect(card?.subservices).toEqual(
        subservices.map(({ path: url, title, summary }) => ({ path: url, title, summary })),
      );
    });
    sectorPages.forEach(({ sector }, index) => {
      expect(sectorTiles[index]).toMatchObject({ path: sector.path, title: sector.title, summary: sector.summary });
    });
  });

  it('give breadcrumbs the titles of the pages above', () => {
    for (const { sector, subsectors } of sectorPages) {
      for (const sub of subsectors) {
        expect(breadcrumbTrail(sub.path).map((crumb) => crumb.label)).toEqual([
          homeLabel,
          sitePages.sectors.title,
          sector.title,
        ]);
      }
    }
  });
});

describe('review metadata', () => {
  const reviewed = reviewedPages;

  it.each(reviewed.map((page) => ['path' in page ? page.path : page.title, page] as const))(
    '%s was reviewed on a real date, not in the future, by a director on the about page',
    (_, page) => {
      expect(page.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${page.reviewedOn}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10)).toBe(page.reviewedOn);
      expect(date.getTime()).toBeLessThanOrEqual(Date.now());
      expect(directors).toContain(page.reviewedBy);
    },
  );

  it('dates each policy’s last change no later than its last review', () => {
    const policies = [privacyPolicyPage, sitePages.termsOfService, cookiePolicyPage, sitePages.complaints];
    for (const policy of [...policies, sitePages.accessibility]) {
      expect(policy.lastUpdated <= policy.reviewedOn).toBe(true);
    }
  });
});

describe('the whole site', () => {
  it('gives no two pages the same title or description, and every indexed page a description of 110 to 160 characters', () => {
    const pages: Pick<PageContent, 'title' | 'metaDescription'>[] = reviewedPages;
    const titles = pages.map((page) => page.title);
    const descriptions = pages.map((page) => page.metaDescription);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    expect(descriptions.filter((text, index) => descriptions.indexOf(text) !== index)).toEqual([]);
    const outOfRange = indexedPages.filter(
      (page) => page.metaDescription.length < 110 || page.metaDescription.length > 160,
    );
    expect(outOfRange.map((page) => `${page.path}: ${page.metaDescription.length}`)).toEqual([]);
  });

  it('has every link in the navigation and the content land on a page with content', () => {
    const links = [
      ...navGroups.flatMap((group) => [group.to, ...group.items.map((item) => item.to)]),
      ...[...navLinks, ...footerQuickLinks, ...footerServiceLinks, ...footerLegalLinks, consultationLink].map(
        (link) => link.to,
      ),
      ...sitePages.home.services.cards.map((card) => `/services/${card.id}`),
      ...notFoundPageContent.links.map((link) => link.to),
    ];
    expect(links.filter((link) => !resolves(link))).toEqual([]);
  });

  it('points each footer anchor on /services at a card there', () => {
    for (const id of Object.values(serviceAnchorAliases)) expect(serviceCards.map((card) => card.id)).toContain(id);
  });

  it('shows three team members, each with a portrait described by name', () => {
    const { members } = sitePages.about.team;
    expect(members).toHaveLength(3);
    for (const member of members) {
      expect(member.portraitAlt).toContain(member.name);
      expect(member.bio.length).toBeGreaterThan(100);
    }
  });

  it('has three service cards on the home page and six audiences', () => {
    expect(sitePages.home.services.cards).toHaveLength(3);
    expect(sitePages.home.audiences.items).toHaveLength(6);
  });

  it('is written in British English', () => {
    const text = JSON.stringify(reviewedPages);
    const american =
      /\b(?:\w*(?:organiz|speciali[z]|recogniz|authoriz|prioritiz|minimiz|maximiz|optimiz|utiliz|analyz|realiz|summariz|customiz|categoriz|standardiz|digitiz|capitaliz|finaliz|emphasiz)\w*|colors?|centers?|favor\w*|behavior\w*|catalog|fulfill|program)\b/gi;
    expect(text.match(american) ?? []).toEqual([]);
  });
});
