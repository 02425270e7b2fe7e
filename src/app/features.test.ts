import fs from 'node:fs';
import path from 'node:path';
import { features as plugs } from '../../server/app/features';
import { features } from './features';

/*
 * The root's two lists are the only places a feature is named: every manifest in a feature's folder
 * is in the site's list (src/app/features.ts), and every server plug in the service's
 * (server/app/features.ts). A feature added to one folder and no list fails here.
 */

const featuresDir = path.resolve(__dirname, '../features');
const folders = fs.readdirSync(featuresDir).filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory());
const having = (file: string) => folders.filter((name) => fs.existsSync(path.join(featuresDir, name, file)));

it('lists every feature that has a manifest, once, by its folder’s name', () => {
  expect(features.map((feature) => feature.name).sort()).toEqual(having('manifest.ts').sort());
});

/** A feature's plugs: `server/feature.ts`, and any other `server/*-feature.ts` (key dates' rules beside its alerts). */
const plugFiles = folders.flatMap((name) => {
  const server = path.join(featuresDir, name, 'server');
  if (!fs.existsSync(server)) return [];
  return fs.readdirSync(server).filter((file) => file === 'feature.ts' || file.endsWith('-feature.ts'));
});

it('plugs in every feature that has a server plug', () => {
  expect(having('server/feature.ts').length).toBeGreaterThan(0);
  expect(plugs).toHaveLength(plugFiles.length);
  expect(new Set(plugs.map((plug) => plug.name)).size).toBe(plugs.length);
});
