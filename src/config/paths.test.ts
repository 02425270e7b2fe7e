import { href } from './paths';

describe('href', () => {
  it('builds URLs from patterns', () => {
    expect(href('/')).toBe('/');
    expect(href('/services/:serviceType', { serviceType: 'tax' })).toBe('/services/tax');
    expect(href('/services/:serviceType/:subservice', { serviceType: 'audit', subservice: 'safeguarding-audit' })).toBe(
      '/services/audit/safeguarding-audit',
    );
    expect(href('/sectors/:sectorSlug/*', { sectorSlug: 'technology' })).toBe('/sectors/technology');
    expect(href('/sectors/:sectorSlug/*', { sectorSlug: 'financial-services', '*': 'banking' })).toBe(
      '/sectors/financial-services/banking',
    );
    expect(href('/insights/:slug', { slug: 'a b' })).toBe('/insights/a%20b');
  });

  it('names only the routes the registry has, with their parameters (checked at compile time)', () => {
    // @ts-expect-error: no route has this pattern.
    expect(href('/no-such-page')).toBe('/no-such-page');
    // @ts-expect-error: the pattern has a parameter.
    expect(() => href('/services/:serviceType')).toThrow(/serviceType/);
    // @ts-expect-error: the parameter is misnamed.
    expect(() => href('/insights/:slug', { id: 'x' })).toThrow(/slug/);
  });
});
