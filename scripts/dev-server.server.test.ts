import path from 'node:path';
import { developmentDirs } from './dev-server';
import webpackConfig from '../webpack.config';

/**
 * `npm run dev` once wrote its development build into dist/, so a later `npm run serve` served
 * unminified code (437 KB instead of 148 KB on the home page). Its build has a folder of its own.
 */
it('builds for development outside the production build’s folders', () => {
  const production = webpackConfig({}, { mode: 'production' }).map((config) => config.output?.path ?? '');
  const inside = (dir: string, parent: string) => !path.relative(parent, dir).startsWith('..');
  for (const dir of Object.values(developmentDirs)) {
    for (const productionDir of production) {
      expect(inside(dir, productionDir) || inside(productionDir, dir)).toBe(false);
    }
  }
});
