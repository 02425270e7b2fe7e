import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's folder: the nearest folder, up from this module, that holds package.json. From the
 * sources that is the checkout; from the compiled service (build/service/) too; in the image, /app.
 * One answer wherever a feature's server code sits in the tree.
 */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

export const projectRoot = findProjectRoot(__dirname);
