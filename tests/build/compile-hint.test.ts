import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { compileHint } from '../../scripts/compile-hint-plugin';
import { dist, distFiles, readDist } from '../support/build-files';

/** scripts/compile-hint-plugin.ts on the build: React DOM's chunk, and only it, asks V8 to compile it as it loads. */
describe("V8's compile hint", () => {
  const scripts = distFiles().filter((file) => file.endsWith('.js'));

  it('opens the chunk holding React DOM, as served and precompressed, and no other script', () => {
    const hinted = scripts.filter((file) => readDist(file).startsWith(compileHint));
    expect(hinted).toHaveLength(1);
    const [file] = hinted as [string];
    // React DOM's own marker on the root it renders into.
    expect(readDist(file)).toContain('__reactContainer$');
    const gzipped = zlib.gunzipSync(fs.readFileSync(path.join(dist, `${file}.gz`))).toString('utf8');
    expect(gzipped.startsWith(compileHint)).toBe(true);
  });
});
