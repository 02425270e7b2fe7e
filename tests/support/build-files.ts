import fs from 'node:fs';
import path from 'node:path';
import { gzipSize as gzipSizeIn } from '../../scripts/first-load';

/** The built site, read from dist/ as the servers send it. */
export const dist = path.resolve(__dirname, '../../dist');

export function readDist(file: string): string {
  return fs.readFileSync(path.join(dist, file), 'utf8');
}

/** Every file under dist/, as paths relative to it. */
export function distFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(dist, full).split(path.sep).join('/'));
    }
  };
  walk(dist);
  return files;
}

/** Bytes over the wire: gzip at the level the build precompresses with (nginx's gzip_static). */
export function gzipSize(file: string): number {
  return gzipSizeIn(dist, file);
}
