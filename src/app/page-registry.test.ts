import { pageRegistry as generated } from '../config/indexes/generated/page-registry';
import { siteRoutes } from '../config/site-routes';
import { features } from './features';
import { pageRegistry } from './page-registry';

describe('the page registry', () => {
  it('is the site’s own pages and every feature’s, each feature’s page module in its folder', () => {
    const featureKeys = features.flatMap((feature) => Object.keys(feature.pages));
    expect(Object.keys(pageRegistry)).toEqual([...Object.keys(siteRoutes), ...featureKeys]);
    for (const feature of features) {
      for (const [key, page] of Object.entries(feature.pages)) {
        expect(pageRegistry[key]?.path).toBe(page.path);
        expect(pageRegistry[key]?.page).toBe(`features/${feature.name}/${page.page}`);
      }
    }
  });

  it('is written out for the browser and the servers as it is (npm run generate)', () => {
    expect(generated).toEqual(pageRegistry);
  });

  it('declares each URL pattern once', () => {
    const patterns = Object.values(pageRegistry).map((entry) => entry.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
