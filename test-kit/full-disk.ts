import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A folder on a disk that a test can fill and empty again: a small tmpfs (512 KB unless told: room for every feature's empty tables and their journal) where the test runs as
 * root and may mount one (a real ENOSPC), else a plain folder whose spool is made unwritable by
 * replacing its tmp/ with a file (every write then fails, as on a read-only disk). `kind` says which.
 */
export interface FullDisk {
  dir: string;
  kind: 'tmpfs' | 'unwritable spool';
  /** Fills the disk (or blocks the spool's writes). */
  fill: () => void;
  /** Frees it again. */
  free: () => void;
  remove: () => void;
}

/**
 * A tmpfs of `size`: room for the service's database with every feature's tables (512 KB had
 * become too little once the desk's and the booking's new tables came, and the disk was full before
 * the test filled it), and `fill()` takes whatever is left, so the size only has to be enough.
 */
export function smallDisk(spoolDirName = 'spool', size = '2m'): FullDisk {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'full-disk-'));
  const spoolTmp = path.join(dir, spoolDirName, 'tmp');
  let mounted = false;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: 'ignore' });
      mounted = true;
    } catch {
      mounted = false;
    }
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    kind: mounted ? 'tmpfs' : 'unwritable spool',
    fill: () => {
      if (!mounted) {
        fs.rmSync(spoolTmp, { recursive: true, force: true });
        fs.writeFileSync(spoolTmp, '');
        return;
      }
      const fd = fs.openSync(filler, 'a');
      const block = Buffer.alloc(4096);
      try {
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        fs.closeSync(fd);
      }
    },
    free: () => {
      if (!mounted) {
        fs.rmSync(spoolTmp, { force: true });
        fs.mkdirSync(spoolTmp, { mode: 0o700 });
        return;
      }
      fs.rmSync(filler, { force: true });
    },
    remove: () => {
      if (mounted) execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
