import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Enquiry } from '../../src/content/enquiry';

/** One enquiry as the spool keeps it: what the visitor sent, and how its delivery is going. */
export interface StoredEnquiry {
  id: string;
  /** ISO 8601, when the service accepted it. */
  receivedAt: string;
  enquiry: Enquiry;
  delivery: {
    attempts: number;
    /** ISO 8601: not retried before this. */
    nextAttemptAt: string;
    lastError?: string;
    /** ISO 8601, set once the firm's SMTP server accepted the email. */
    deliveredAt?: string;
  };
}

const idShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for the ids the spool hands out (and accepts from a client retrying the same enquiry). */
export function isEnquiryId(value: unknown): value is string {
  return typeof value === 'string' && idShape.test(value);
}

/**
 * The durable store: a directory in which each enquiry is its own file, written the way mail
 * servers queue mail. A file is written in full under tmp/, flushed to disk, and only then linked
 * into waiting/ and the directory flushed, so a crash at any moment leaves the whole enquiry or
 * none of it (a half-written file stays in tmp/, which is cleared on start). Delivered enquiries
 * move to delivered/ the same way and are deleted after the retention period.
 *
 * One process owns a spool: the enquiry service (or the preview server) and its delivery worker.
 */
export class Spool {
  readonly tmpDir: string;
  readonly waitingDir: string;
  readonly deliveredDir: string;

  constructor(readonly dir: string) {
    this.tmpDir = path.join(dir, 'tmp');
    this.waitingDir = path.join(dir, 'waiting');
    this.deliveredDir = path.join(dir, 'delivered');
  }

  /** Creates the folders (readable by the service's user only) and clears what a crash left in tmp/. */
  async open(): Promise<this> {
    for (const dir of [this.dir, this.tmpDir, this.waitingDir, this.deliveredDir]) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    }
    for (const name of await fs.readdir(this.tmpDir)) await fs.rm(path.join(this.tmpDir, name), { force: true });
    // A crash between "delivered" being written and "waiting" being removed: delivered wins.
    for (const name of await fs.readdir(this.waitingDir)) {
      if (await exists(path.join(this.deliveredDir, name))) await fs.rm(path.join(this.waitingDir, name));
    }
    return this;
  }

  /**
   * Stores a new enquiry durably; resolves only once it is on disk. With the id of an enquiry
   * already stored (a client retrying after a lost answer), stores nothing and returns that one.
   */
  async store(
    enquiry: Enquiry,
    { id = randomUUID() as string, now = new Date() }: { id?: string; now?: Date } = {},
  ): Promise<StoredEnquiry> {
    if (!isEnquiryId(id)) throw new Error(`Not an enquiry id: ${id}`);
    const record: StoredEnquiry = {
      id,
      receivedAt: now.toISOString(),
      enquiry,
      delivery: { attempts: 0, nextAttemptAt: now.toISOString() },
    };
    const tmp = await this.writeTemporary(record);
    try {
      // link() never replaces an existing file: the same id twice keeps the first.
      await fs.link(tmp, this.fileIn(this.waitingDir, id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return this.read(this.fileIn(this.waitingDir, id));
    } finally {
      await fs.rm(tmp, { force: true });
    }
    await syncDirectory(this.waitingDir);
    return record;
  }

  /** Records a delivery attempt's outcome on a waiting enquiry (atomically replaced). */
  async update(record: StoredEnquiry): Promise<void> {
    const tmp = await this.writeTemporary(record);
    await fs.rename(tmp, this.fileIn(this.waitingDir, record.id));
    await syncDirectory(this.waitingDir);
  }

  /** Moves an enquiry to delivered/, durably, before it leaves waiting/. */
  async markDelivered(record: StoredEnquiry, at = new Date()): Promise<StoredEnquiry> {
    const delivered: StoredEnquiry = { ...record, delivery: { ...record.delivery, deliveredAt: at.toISOString() } };
    delete delivered.delivery.lastError;
    const tmp = await this.writeTemporary(delivered);
    await fs.rename(tmp, this.fileIn(this.deliveredDir, record.id));
    await syncDirectory(this.deliveredDir);
    await fs.rm(this.fileIn(this.waitingDir, record.id), { force: true });
    await syncDirectory(this.waitingDir);
    return delivered;
  }

  /** Enquiries waiting for delivery, oldest first. */
  waiting(): Promise<StoredEnquiry[]> {
    return this.readAll(this.waitingDir);
  }

  /** Enquiries delivered and not yet past retention, oldest first. */
  delivered(): Promise<StoredEnquiry[]> {
    return this.readAll(this.deliveredDir);
  }

  /** Deletes delivered enquiries delivered before `cutoff`; returns how many. */
  async purgeDeliveredBefore(cutoff: Date): Promise<number> {
    let purged = 0;
    for (const record of await this.delivered()) {
      if (record.delivery.deliveredAt && new Date(record.delivery.deliveredAt) < cutoff) {
        await fs.rm(this.fileIn(this.deliveredDir, record.id), { force: true });
        purged += 1;
      }
    }
    if (purged > 0) await syncDirectory(this.deliveredDir);
    return purged;
  }

  /** Whether a new enquiry could be stored now: a probe file is written, flushed and removed. */
  async isWritable(): Promise<boolean> {
    const probe = path.join(this.tmpDir, `.probe-${randomUUID()}`);
    try {
      const handle = await fs.open(probe, 'wx', 0o600);
      try {
        await handle.writeFile('probe');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rm(probe);
      await fs.access(this.waitingDir, fs.constants.W_OK);
      return true;
    } catch {
      await fs.rm(probe, { force: true }).catch(() => undefined);
      return false;
    }
  }

  /** How many enquiries wait, and how many are kept as delivered: no personal data. */
  async counts(): Promise<{ waiting: number; delivered: number }> {
    const count = async (dir: string) => (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).length;
    return { waiting: await count(this.waitingDir), delivered: await count(this.deliveredDir) };
  }

  private fileIn(dir: string, id: string): string {
    return path.join(dir, `${id}.json`);
  }

  /** Writes the record in full to a new file under tmp/ and flushes it to disk. */
  private async writeTemporary(record: StoredEnquiry): Promise<string> {
    const tmp = path.join(this.tmpDir, `${record.id}.${randomUUID()}.json`);
    const handle = await fs.open(tmp, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await fs.rm(tmp, { force: true });
      throw error;
    }
    await handle.close();
    return tmp;
  }

  private async read(file: string): Promise<StoredEnquiry> {
    return JSON.parse(await fs.readFile(file, 'utf8')) as StoredEnquiry;
  }

  private async readAll(dir: string): Promise<StoredEnquiry[]> {
    const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json'));
    const records: StoredEnquiry[] = [];
    for (const name of names) {
      try {
        records.push(await this.read(path.join(dir, name)));
      } catch {
        // Removed meanwhile (delivered or purged), or not ours: skip it rather than stop the queue.
      }
    }
    return records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Flushes a directory's entries (a new or renamed file's name) to disk. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
