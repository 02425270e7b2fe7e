import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Enquiry } from '../../src/content/enquiry';
import type { BookingRecord } from '../bookings/record';

/** What the spool carries to the firm: an enquiry, or a consultation booking (server/bookings/). */
export type SpoolItem = { enquiry: Enquiry; booking?: undefined } | { booking: BookingRecord; enquiry?: undefined };

/** One enquiry (or booking) as the spool keeps it: what the visitor sent, and how its delivery is going. */
export type StoredEnquiry = SpoolItem & SpoolMeta;

/** A stored enquiry, not a booking. */
export type EnquiryRecord = Extract<SpoolItem, { enquiry: Enquiry }> & SpoolMeta;

/** A stored booking's email. */
export type BookingSpoolRecord = Extract<SpoolItem, { booking: BookingRecord }> & SpoolMeta;

interface SpoolMeta {
  id: string;
  /** ISO 8601, when the service accepted it. */
  receivedAt: string;
  delivery: {
    attempts: number;
    /** ISO 8601: not retried before this. */
    nextAttemptAt: string;
    lastError?: string;
    /** Permanent (5xx) refusals so far; after a few the enquiry moves to failed/. */
    refusals?: number;
    /** ISO 8601, set once the firm's SMTP server accepted the email. */
    deliveredAt?: string;
  };
}

const idShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for the ids the spool hands out (and accepts from a client retrying the same enquiry). */
export function isEnquiryId(value: unknown): value is string {
  return typeof value === 'string' && idShape.test(value);
}

/** The folders an enquiry's file can be in, besides its claim: what became of it. */
export type EnquiryState = 'waiting' | 'delivered' | 'failed';

/**
 * The durable store: a directory in which each enquiry is its own file, written the way mail
 * servers queue mail. A file is written in full under tmp/, flushed to disk, and only then linked
 * into place and the directory flushed, so a crash at any moment leaves the whole enquiry or none
 * of it (a half-written file stays in tmp/, which is cleared on start).
 *
 * An id is claimed once: the first store of an id links its record into ids/, which link() does
 * atomically or not at all, and the claim stays while the enquiry is kept in any state (waiting,
 * delivered or failed), so a retry of the same id, in parallel or long after delivery, stores and
 * sends nothing. Delivered enquiries move to delivered/, and enquiries the mail server refused for
 * good to failed/; delivered ones (and their claims) are deleted after the retention period.
 *
 * One process owns a spool: the enquiry service (or the preview server) and its delivery worker.
 */
export class Spool {
  readonly tmpDir: string;
  readonly idsDir: string;
  readonly waitingDir: string;
  readonly deliveredDir: string;
  readonly failedDir: string;
  /** Stores under way, by id: a second post of an id shares the first one's outcome. */
  private readonly storing = new Map<string, Promise<StoredEnquiry>>();

  constructor(readonly dir: string) {
    this.tmpDir = path.join(dir, 'tmp');
    this.idsDir = path.join(dir, 'ids');
    this.waitingDir = path.join(dir, 'waiting');
    this.deliveredDir = path.join(dir, 'delivered');
    this.failedDir = path.join(dir, 'failed');
  }

  dirOf(state: EnquiryState): string {
    return { waiting: this.waitingDir, delivered: this.deliveredDir, failed: this.failedDir }[state];
  }

  /**
   * Creates the folders (readable by the service's user only) and puts right what a crash left:
   * tmp/ cleared, an enquiry in two states kept in the later one, a claim with no enquiry (a crash
   * between the two links of `store`) made a waiting enquiry, and an enquiry without a claim (a
   * spool from before claims) claimed.
   */
  async open(): Promise<this> {
    for (const dir of [this.dir, this.tmpDir, this.idsDir, this.waitingDir, this.deliveredDir, this.failedDir]) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    }
    for (const name of await fs.readdir(this.tmpDir)) await fs.rm(path.join(this.tmpDir, name), { force: true });
    const names = async (dir: string) => new Set((await fs.readdir(dir)).filter((name) => name.endsWith('.json')));
    const [ids, waiting, delivered, failed] = await Promise.all([
      names(this.idsDir),
      names(this.waitingDir),
      names(this.deliveredDir),
      names(this.failedDir),
    ]);
    // Delivered wins over waiting (a crash mid-move); waiting over failed (mid-move either way,
    // and one more attempt is harmless: the mail server refused it, so nothing was sent).
    for (const name of waiting) {
      if (delivered.has(name)) {
        await fs.rm(path.join(this.waitingDir, name));
        waiting.delete(name);
      } else if (failed.has(name)) {
        await fs.rm(path.join(this.failedDir, name));
        failed.delete(name);
      }
    }
    for (const name of ids) {
      if (!waiting.has(name) && !delivered.has(name) && !failed.has(name))
        await fs.link(path.join(this.idsDir, name), path.join(this.waitingDir, name));
    }
    for (const [dir, held] of [
      [this.waitingDir, waiting],
      [this.deliveredDir, delivered],
      [this.failedDir, failed],
    ] as const) {
      for (const name of held) if (!ids.has(name)) await fs.link(path.join(dir, name), path.join(this.idsDir, name));
    }
    await Promise.all([this.idsDir, this.waitingDir, this.deliveredDir, this.failedDir].map(syncDirectory));
    return this;
  }

  /**
   * Stores a new enquiry durably; resolves only once it is on disk. With the id of an enquiry
   * already stored (a client retrying after a lost answer), in whatever state and however often,
   * stores nothing and returns that one.
   */
  store(enquiry: Enquiry, options: { id?: string; now?: Date } = {}): Promise<StoredEnquiry> {
    return this.storeItem({ enquiry }, options);
  }

  /** Stores a booking's email to the firm, under the booking's own id: once, however often asked. */
  storeBooking(booking: BookingRecord, now = new Date()): Promise<StoredEnquiry> {
    return this.storeItem({ booking }, { id: booking.id, now });
  }

  private storeItem(
    item: SpoolItem,
    { id = randomUUID() as string, now = new Date() }: { id?: string; now?: Date },
  ): Promise<StoredEnquiry> {
    if (!isEnquiryId(id)) return Promise.reject(new Error(`Not an enquiry id: ${id}`));
    const under = this.storing.get(id);
    if (under) return under;
    const storing = this.claimAndStore(item, id, now).finally(() => this.storing.delete(id));
    this.storing.set(id, storing);
    return storing;
  }

  private async claimAndStore(item: SpoolItem, id: string, now: Date): Promise<StoredEnquiry> {
    const record: StoredEnquiry = {
      ...item,
      id,
      receivedAt: now.toISOString(),
      delivery: { attempts: 0, nextAttemptAt: now.toISOString() },
    };
    const tmp = await this.writeTemporary(record);
    const claim = this.fileIn(this.idsDir, id);
    try {
      // The claim: link() never replaces an existing file, so of any number of stores of one id
      // exactly one succeeds; the others read what the first stored.
      try {
        await fs.link(tmp, claim);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return await this.read(claim);
      }
      try {
        await fs.link(tmp, this.fileIn(this.waitingDir, id));
        await syncDirectory(this.waitingDir);
        await syncDirectory(this.idsDir);
      } catch (error) {
        // Not stored, so not claimed: the client's retry may store it.
        await fs.rm(this.fileIn(this.waitingDir, id), { force: true }).catch(() => undefined);
        await fs.rm(claim, { force: true }).catch(() => undefined);
        throw error;
      }
      return record;
    } finally {
      await fs.rm(tmp, { force: true }).catch(() => undefined);
    }
  }

  /** Whether an enquiry with this id is stored, or being stored, in any state. */
  async has(id: string): Promise<boolean> {
    if (!isEnquiryId(id)) return false;
    if (this.storing.has(id)) return true;
    return fs.access(this.fileIn(this.idsDir, id)).then(
      () => true,
      () => false,
    );
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
    await this.move(delivered, 'waiting', 'delivered');
    return delivered;
  }

  /** Moves an enquiry the mail server refused for good to failed/, durably, before it leaves waiting/. */
  async markFailed(record: StoredEnquiry): Promise<void> {
    await this.move(record, 'waiting', 'failed');
  }

  /**
   * Puts a failed enquiry back in waiting/ with a fresh delivery record, due at once (the
   * runbook's resend). Safe while the service runs: it picks the enquiry up on its next pass.
   */
  async resend(id: string, now = new Date()): Promise<StoredEnquiry> {
    if (!isEnquiryId(id)) throw new Error(`Not an enquiry id: ${id}`);
    const record = await this.read(this.fileIn(this.failedDir, id));
    const fresh: StoredEnquiry = { ...record, delivery: { attempts: 0, nextAttemptAt: now.toISOString() } };
    await this.move(fresh, 'failed', 'waiting');
    return fresh;
  }

  /** Writes the record into `to`, flushed, then removes it from `from`: a crash leaves it in both, never neither. */
  private async move(record: StoredEnquiry, from: EnquiryState, to: EnquiryState): Promise<void> {
    const tmp = await this.writeTemporary(record);
    await fs.rename(tmp, this.fileIn(this.dirOf(to), record.id));
    await syncDirectory(this.dirOf(to));
    await fs.rm(this.fileIn(this.dirOf(from), record.id), { force: true });
    await syncDirectory(this.dirOf(from));
  }

  /** Enquiries waiting for delivery, oldest first. */
  waiting(): Promise<StoredEnquiry[]> {
    return this.readAll(this.waitingDir);
  }

  /** Enquiries delivered and not yet past retention, oldest first. */
  delivered(): Promise<StoredEnquiry[]> {
    return this.readAll(this.deliveredDir);
  }

  /** Enquiries the mail server refused for good, kept until someone resends them: oldest first. */
  failed(): Promise<StoredEnquiry[]> {
    return this.readAll(this.failedDir);
  }

  /** Deletes delivered enquiries delivered before `cutoff`, and their claims; returns how many. */
  async purgeDeliveredBefore(cutoff: Date): Promise<number> {
    let purged = 0;
    for (const record of await this.delivered()) {
      if (record.delivery.deliveredAt && new Date(record.delivery.deliveredAt) < cutoff) {
        // The claim first: a crash between the two leaves a delivered enquiry without a claim,
        // which open() claims again, and never a claim without an enquiry, which it would resend.
        await fs.rm(this.fileIn(this.idsDir, record.id), { force: true });
        await fs.rm(this.fileIn(this.deliveredDir, record.id), { force: true });
        purged += 1;
      }
    }
    if (purged > 0) await Promise.all([syncDirectory(this.idsDir), syncDirectory(this.deliveredDir)]);
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
      await fs.access(this.idsDir, fs.constants.W_OK);
      return true;
    } catch {
      await fs.rm(probe, { force: true }).catch(() => undefined);
      return false;
    }
  }

  /** How many enquiries wait, are kept as delivered, and failed: no personal data. */
  async counts(): Promise<{ waiting: number; delivered: number; failed: number }> {
    const count = async (dir: string) =>
      (await fs.readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json')).length;
    const [waiting, delivered, failed] = await Promise.all([
      count(this.waitingDir),
      count(this.deliveredDir),
      count(this.failedDir),
    ]);
    return { waiting, delivered, failed };
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
      await handle.close().catch(() => undefined);
      await fs.rm(tmp, { force: true }).catch(() => undefined);
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

/** Flushes a directory's entries (a new or renamed file's name) to disk. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
