import fs from 'node:fs';
import path from 'node:path';
import { isAppRoute, notFoundPage, pageRegistry, routePatterns } from './route-table';

describe('route table', () => {
  it('holds every route of SPEC.md section 2 and the policy pages', () => {
    expect(routePatterns).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/services/:serviceType',
        '/services/:serviceType/:subservice',
        '/sectors',
        '/sectors/:sectorSlug/*',
        '/about',
        '/contact',
        '/privacy-policy',
        '/terms-of-service',
        '/cookie-policy',
        '/accessibility',
      ]),
    );
    expect(new Set(routePatterns).size).toBe(routePatterns.length);
  });

  it.each([
    ['/', true],
    ['/services/tax', true],
    ['/services/audit/safeguarding-audit', true],
    ['/sectors/financial-services/banking', true],
    ['/sectors/anything/deeper/still', true],
    ['/about', true],
    ['/services/a/b/c', false],
    ['/sectors', true],
    ['/nope', false],
    ['/about/team', false],
    ['/Services', false],
  ])('knows whether %s is a route', (pathname, expected) => {
    expect(isAppRoute(pathname)).toBe(expected);
  });
});

describe('the page registry', () => {
  const src = path.resolve(__dirname, '..');
  const modules = [...new Set([...Object.values(pageRegistry).map((entry): string => entry.page), notFoundPage])];

  it.each(modules)('names a page module that exists and whose default export is its component: %s', (module) => {
    const file = path.join(src, `${module}.tsx`);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^export default function [A-Z]\w*Page\(/m);
  });

  it('gives every page module a name the router loads (a file ending -page.tsx)', () => {
    for (const module of modules) expect(module).toMatch(/-page$/);
  });
});
