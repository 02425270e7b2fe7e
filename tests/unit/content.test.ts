import { matchPath } from 'react-router-dom';
import {
  footerLegalLinks,
  footerQuickLinks,
  footerServiceLinks,
  navGroups,
  navLinks,
} from '../../src/content/navigation';
import { paths } from '../../src/config/paths';
import { home } from '../../src/content/home';
import { illustrations } from '../../src/content/illustrations';
import { pageMeta } from '../../src/content/page-meta';
import { accessibilityStatement } from '../../src/content/policies/accessibility';
import { cookiePolicy } from '../../src/content/policies/cookie-policy';
import { privacyPolicy } from '../../src/content/policies/privacy-policy';
import { termsOfService } from '../../src/content/policies/terms-of-service';
import { sectorSummaries } from '../../src/content/sector-summaries';
import { serviceAnchorAliases } from '../../src/content/service-anchors';
import { serviceAreasWithDetails } from '../../src/content/service-details';
import { loadSectorStyleContent } from '../../src/content/sector-style-content';
import { fallbackPath, resolveSectorStylePath, sectorStyleIndex } from '../../src/content/sector-style-index';
import { sectors } from '../../src/content/sectors';
import { serviceAreas } from '../../src/content/services';
import { team } from '../../src/content/team';
import { sectorSlugs, serviceIds, type SectorStyleContent } from '../../src/content/types';

const policies = [privacyPolicy, termsOfService, cookiePolicy, accessibilityStatement];
/** Every sector-style page's content, loaded as the site loads it: one module per page. */
const sectorStylePages: SectorStyleContent[] = [];
beforeAll(async () => {
  sectorStylePages.push(...(await Promise.all(sectorStyleIndex.map((page) => loadSectorStyleContent(page.path)))));
});
const contentOf = (path: string) => sectorStylePages.find((page) => page.path === path);
const staticPaths = [
  paths.home,
  paths.services,
  paths.sectors,
  paths.about,
  paths.contact,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.cookiePolicy,
  paths.accessibility,
];
const contentPaths = new Set(sectorStyleIndex.map((page) => page.path));

/** True when a link lands on a page with content of its own (and, for a hash, a real target). */
function resolves(link: string): boolean {
  const [pathname = '', hash] = link.split('#');
  if (hash !== undefined) {
    const servicesTarget = pathname === paths.services && (hash in serviceAnchorAliases || hash in illustrations);
    if (!servicesTarget) return false;
  }
  return staticPaths.includes(pathname as (typeof staticPaths)[number]) || contentPaths.has(pathname);
}

describe('services', () => {
  it('are the nine of SPEC.md, in order, with unique ids', () => {
    expect(serviceAreas.map((area) => area.id)).toEqual([
      'accountancy',
      'audit',
      'tax',
      'corporate-finance',
      'sme-accounting',
      'crypto-accounting',
      'vat-services',
      'emi-reporting',
      'financial-outsourcing',
    ]);
    expect(serviceAreas.map((area) => area.id)).toEqual([...serviceIds]);
  });

  it.each(serviceAreasWithDetails.map((area) => [area.id, area] as const))(
    '%s has a description, key features and linked subservices with pages of their own',
    (id, area) => {
      expect(area.description.length).toBeGreaterThan(40);
      expect(area.details.length).toBeGreaterThanOrEqual(3);
      expect(area.subservices.length).toBeGreaterThanOrEqual(2);
      for (const sub of area.subservices) {
        expect(sub.description.length).toBeGreaterThan(40);
        expect(sub.path).toMatch(new RegExp(`^/services/${id}/[a-z0-9-]+$`));
        expect(contentPaths.has(sub.path)).toBe(true);
      }
      expect(contentPaths.has(`/services/${id}`)).toBe(true);
    },
  );

  it('maps the footer anchors to the fintech, crypto and SME cards', () => {
    expect(serviceAnchorAliases).toEqual({
      fintech: 'emi-reporting',
      crypto: 'crypto-accounting',
      sme: 'sme-accounting',
    });
  });
});

describe('sectors', () => {
  it('are the eight of SPEC.md plus financial services, each with a page and a summary', () => {
    expect(sectors.map((sector) => sector.slug)).toEqual([...sectorSlugs]);
    for (const slug of sectorSlugs) {
      expect(contentPaths.has(`/sectors/${slug}`)).toBe(true);
      expect(sectorSummaries[slug].length).toBeGreaterThan(60);
    }
  });

  it('list financial services’ subsectors, each with its own page', () => {
    const financial = sectors.find((sector) => sector.slug === 'financial-services');
    expect(financial?.subsectors.map((sub) => sub.title)).toEqual(
      expect.arrayContaining(['Banking', 'Payments and E-money', 'Crypto and Digital Assets', 'Insurance']),
    );
    for (const sub of financial?.subsectors ?? []) {
      expect(sub.path).toMatch(/^\/sectors\/financial-services\/[a-z-]+$/);
      expect(contentPaths.has(sub.path)).toBe(true);
    }
  });
});

describe('sector-style pages', () => {
  it('cover every service area, subservice, sector and subsector', () => {
    const expected = [
      ...serviceAreas.flatMap((area) => [`/services/${area.id}`, ...area.subservices.map((sub) => sub.path)]),
      ...sectors.flatMap((sector) => [`/sectors/${sector.slug}`, ...sector.subsectors.map((sub) => sub.path)]),
    ];
    expect([...contentPaths].sort()).toEqual([...new Set(expected)].sort());
    expect(sectorStylePages).toHaveLength(contentPaths.size);
  });

  it.each(sectorStyleIndex.map((entry) => [entry.path, entry] as const))(
    '%s has its own module with a title, subtitle, at least two paragraphs, an illustration and six services',
    (path, entry) => {
      const page = contentOf(path);
      if (!page) throw new Error(`No content module for ${path}`);
      expect(page.path).toBe(path);
      expect(page.title).toBe(entry.title);
      expect(page.subtitle.length).toBeGreaterThan(20);
      expect(page.description.length).toBeGreaterThanOrEqual(2);
      for (const paragraph of page.description) expect(paragraph.length).toBeGreaterThan(150);
      expect(illustrations[page.illustration]).toBeDefined();
      expect(page.services).toHaveLength(6);
      expect(new Set(page.services.map((service) => service.title)).size).toBe(6);
      expect(page.metaDescription.length).toBeGreaterThanOrEqual(110);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    },
  );

  it('fall back to the nearest parent, then to property-construction', () => {
    expect(resolveSectorStylePath('/sectors/technology')).toEqual({ path: '/sectors/technology', exact: true });
    expect(resolveSectorStylePath('/sectors/technology/')).toEqual({ path: '/sectors/technology', exact: true });
    expect(resolveSectorStylePath('/sectors/technology/saas')).toEqual({ path: '/sectors/technology', exact: false });
    expect(resolveSectorStylePath('/services/tax/inheritance')).toEqual({ path: '/services/tax', exact: false });
    for (const unknown of ['/sectors/aviation', '/sectors/aviation/airlines', '/services/payroll-only']) {
      expect(resolveSectorStylePath(unknown)).toEqual({ path: fallbackPath, exact: false });
    }
    expect(fallbackPath).toBe('/sectors/property-construction');
  });
});

describe('the whole site', () => {
  it('gives no two pages the same title or description', () => {
    const pages = [...Object.values(pageMeta), ...policies, ...sectorStylePages].map((page) => ({
      title: page.title,
      description: 'description' in page ? page.description : page.metaDescription,
    }));
    const titles = pages.map((page) => page.title);
    const descriptions = pages.map((page) => page.description);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    expect(descriptions.filter((text, index) => descriptions.indexOf(text) !== index)).toEqual([]);
  });

  it('has every link in navigation and content land on a page with content', () => {
    const links = [
      ...navGroups.flatMap((group) => [group.to, ...group.items.map((item) => item.to)]),
      ...[...navLinks, ...footerQuickLinks, ...footerServiceLinks, ...footerLegalLinks].map((link) => link.to),
      ...serviceAreas.flatMap((area) => area.subservices.map((sub) => sub.path)),
      ...sectors.flatMap((sector) => sector.subsectors.map((sub) => sub.path)),
      ...home.serviceCards.map((card) => `/services/${card.id}`),
    ];
    expect(links.filter((link) => !resolves(link))).toEqual([]);
    // And each of them is a route the router serves.
    for (const link of links) {
      const pathname = link.split('#')[0] ?? '';
      expect(Object.values(paths).some((pattern) => matchPath({ path: pattern, end: true }, pathname))).toBe(true);
    }
  });

  it('shows three team members, each with a portrait and alt text', () => {
    expect(team).toHaveLength(3);
    for (const member of team) {
      expect(member.portraitAlt).toContain(member.name);
      expect(member.bio.length).toBeGreaterThan(100);
    }
  });

  it('has three service cards on the home page and six audiences', () => {
    expect(home.serviceCards).toHaveLength(3);
    expect(home.audiences.items).toHaveLength(6);
  });

  it('is written in British English', () => {
    const text = JSON.stringify([
      home,
      sectorStylePages,
      serviceAreasWithDetails,
      sectorSummaries,
      sectors,
      team,
      policies,
      pageMeta,
    ]);
    const american =
      /\b(?:\w*(?:organiz|speciali[z]|recogniz|authoriz|prioritiz|minimiz|maximiz|optimiz|utiliz|analyz|realiz|summariz|customiz|categoriz|standardiz|digitiz|capitaliz|finaliz|emphasiz)\w*|colors?|centers?|favor\w*|behavior\w*|catalog|fulfill|program)\b/gi;
    expect(text.match(american) ?? []).toEqual([]);
  });
});
