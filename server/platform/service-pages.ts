import path from 'node:path';
import { htmlFileFor } from './build-layout';
import { projectRoot } from './project-root';

/**
 * Where the service finds the prerendered pages it answers with (a refused form, a booking, a
 * manage link), one rule for every feature: under SERVICE_PAGES_DIR (the image's /app/pages), or
 * the build's dist/, each laid out as the build lays out dist/ (build-layout.ts). A feature's
 * settings name each page they read with `servicePage`; the build copies exactly the pages the
 * settings name (`pagesNamedIn`) into build/service/pages/, and the image copies that folder. So
 * the image holds what the service reads, with no second list to keep in step.
 */
export function servicePagesDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.SERVICE_PAGES_DIR || path.join(projectRoot, 'dist'));
}

/** The file of the prerendered page at `urlPath` (`/book/manage` → `<dir>/book/manage/index.html`). */
export function servicePage(env: NodeJS.ProcessEnv, urlPath: string): string {
  return path.join(servicePagesDir(env), htmlFileFor(urlPath));
}

/**
 * Every file under `dir` that the settings name anywhere (at any depth), relative to `dir`, sorted:
 * the pages the service will read, found in the settings themselves rather than listed again.
 */
export function pagesNamedIn(settings: unknown, dir: string): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const relative = path.relative(dir, value);
      if (path.isAbsolute(value) && relative && !relative.startsWith('..') && !path.isAbsolute(relative))
        found.add(relative.split(path.sep).join('/'));
    } else if (value && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      Object.values(value).forEach(walk);
    }
  };
  walk(settings);
  return [...found].sort();
}
