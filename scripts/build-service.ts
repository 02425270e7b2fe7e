/**
 * Builds the enquiry and booking service for its image, after webpack has written dist/
 * (`npm run build` runs it second):
 * - its code, compiled by tsc as written (tsconfig.service.json): the service's and its tools'
 *   entries and the modules they import, one .js file beside each .ts file's place, no bundling;
 * - the prerendered pages its settings name (server/platform/service-pages.ts), copied from dist/
 *   with their dates (health reads the build's day from them) into build/service/pages/.
 * The image copies build/service/ as /app and runs `node server/app/enquiry-server-main.js`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadServiceConfig } from '../server/app/service-config';
import { pagesNamedIn } from '../server/platform/service-pages';
import { projectRoot } from '../server/platform/project-root';

export const serviceBuildDir = path.join(projectRoot, 'build', 'service');
/** Where the image's SERVICE_PAGES_DIR points, inside the service's build. */
export const servicePagesBuildDir = path.join(serviceBuildDir, 'pages');

/** The pages the service's settings name, relative to the folder they are read from. */
export function servicePageFiles(dist = path.join(projectRoot, 'dist')): string[] {
  return pagesNamedIn(loadServiceConfig({ SERVICE_PAGES_DIR: dist }), dist);
}

export function buildService(dist = path.join(projectRoot, 'dist')): void {
  fs.rmSync(serviceBuildDir, { recursive: true, force: true });
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.service.json'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  const pages = servicePageFiles(dist);
  const missing = pages.filter((page) => !fs.existsSync(path.join(dist, page)));
  if (missing.length > 0) throw new Error(`The service reads pages the build did not write: ${missing.join(', ')}.`);
  for (const page of pages)
    fs.cpSync(path.join(dist, page), path.join(servicePagesBuildDir, page), { preserveTimestamps: true });
  console.log(
    `service: ${path.relative(projectRoot, serviceBuildDir)}/ with ${pages.length} pages (${pages.join(', ')})`,
  );
}

if (require.main === module) buildService();
