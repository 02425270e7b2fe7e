import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SlotId } from '../../src/lib/booking/slots';
import { syncDirectory } from '../enquiries/spool';
import type { BookingRecord } from './record';

/** A cancelled booking, kept with why (`npm run bookings -- --cancel ID --reason ...`). */
export interface CancelledBooking {
  booking: BookingRecord;
  cancelledAt: string;
  reason: string;
}

const slotFile = (slot: SlotId) => `${slot.replace(':', '-')}.json`;

/**
 * The consultation diary on disk. A slot is booked by one file, slots/<slot>.json, holding the
 * whole booking: written in full under tmp/ and flushed, then linked into place, which link()
 * does atomically or not at all and never over an existing file. So of any number of bookings of
 * one slot, in this process or any other, exactly one succeeds, and a crash leaves the booking
 * whole or absent. queued/<id> records that the booking's email is in the enquiry spool (the
 * service puts it there again on start if a crash came between), cancelled/<id>.json what was
 * cancelled and why; cancelling removes the slot's file, which frees it.
 */
export class Diary {
  readonly tmpDir: string;
  readonly slotsDir: string;
  readonly queuedDir: string;
  readonly cancelledDir: string;
  /** Claim files never change once written: each is read once, by name (a rebooked slot is re-read). */
  private readonly cache = new Map<string, BookingRecord>();
  private salt = '';

  constructor(readonly dir: string) {
    this.tmpDir = path.join(dir, 'tmp');
    this.slotsDir = path.join(dir, 'slots');
    this.queuedDir = path.join(dir, 'queued');
    this.cancelledDir = path.join(dir, 'cancelled');
  }

  /** Creates the folders (the service's user only), clears tmp/ and reads (or makes) the address salt. */
  async open(): Promise<this> {
    for (const dir of [this.dir, this.tmpDir, this.slotsDir, this.queuedDir, this.cancelledDir])
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    for (const name of await fs.readdir(this.tmpDir)) await fs.rm(path.join(this.tmpDir, name), { force: true });
    const saltFile = path.join(this.dir, 'address-salt');
    await fs.writeFile(saltFile, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
    this.salt = (await fs.readFile(saltFile, 'utf8')).trim();
    return this;
  }

  /** A client address as the diary keeps it: salted and hashed, never the address itself. */
  clientKey(address: string): string {
    return createHash('sha256').update(`${this.salt}:${address}`).digest('hex');
  }

  /** Books the record's slot: true if this call booked it, false if the slot was already taken. */
  async claim(record: BookingRecord): Promise<boolean> {
    const tmp = path.join(this.tmpDir, `${record.id}.${randomUUID()}.json`);
    await writeFlushed(tmp, `${JSON.stringify(record, null, 2)}\n`);
    const name = slotFile(record.slot.id);
    try {
      await fs.link(tmp, path.join(this.slotsDir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await fs.rm(tmp, { force: true });
    }
    await syncDirectory(this.slotsDir);
    this.cache.set(name, record);
    return true;
  }

  /**
   * Deletes bookings whose slot started before `cutoff`, with their queued marks and any cancelled
   * records of such slots: the diary keeps no one's details longer than it needs them.
   */
  async purgeBefore(cutoff: Date, startOf: (booking: BookingRecord) => Date): Promise<number> {
    let purged = 0;
    for (const booking of await this.bookings()) {
      if (startOf(booking) >= cutoff) continue;
      await fs.rm(path.join(this.queuedDir, booking.id), { force: true });
      await fs.rm(path.join(this.slotsDir, slotFile(booking.slot.id)), { force: true });
      this.cache.delete(slotFile(booking.slot.id));
      purged += 1;
    }
    for (const name of await fs.readdir(this.cancelledDir)) {
      const file = path.join(this.cancelledDir, name);
      const record = JSON.parse(await fs.readFile(file, 'utf8').catch(() => 'null')) as CancelledBooking | null;
      if (record && startOf(record.booking) < cutoff) await fs.rm(file, { force: true });
    }
    if (purged > 0) await syncDirectory(this.slotsDir);
    return purged;
  }

  /** Frees a slot this process just claimed (its email could not be queued): nothing was booked. */
  async release(record: BookingRecord): Promise<void> {
    await fs.rm(path.join(this.slotsDir, slotFile(record.slot.id)), { force: true });
    await syncDirectory(this.slotsDir);
    this.cache.delete(slotFile(record.slot.id));
  }

  /** Records that the booking's email is in the spool. */
  async markQueued(id: string): Promise<void> {
    await fs.writeFile(path.join(this.queuedDir, id), '', { mode: 0o600 });
    await syncDirectory(this.queuedDir);
  }

  async isQueued(id: string): Promise<boolean> {
    return fs.access(path.join(this.queuedDir, id)).then(
      () => true,
      () => false,
    );
  }

  /** The slots booked now, by id. */
  async takenSlots(): Promise<Set<string>> {
    return new Set((await this.bookings()).map((record) => record.slot.id));
  }

  /** Every booking whose slot is still held (past ones too, until cancelled or cleared), earliest slot first. */
  async bookings(): Promise<BookingRecord[]> {
    const names = (await fs.readdir(this.slotsDir)).filter((name) => name.endsWith('.json'));
    const present = new Set(names);
    for (const name of this.cache.keys()) if (!present.has(name)) this.cache.delete(name);
    const records: BookingRecord[] = [];
    for (const name of names) {
      let record = this.cache.get(name);
      if (!record) {
        try {
          record = JSON.parse(await fs.readFile(path.join(this.slotsDir, name), 'utf8')) as BookingRecord;
        } catch {
          continue; // cancelled meanwhile
        }
        this.cache.set(name, record);
      }
      records.push(record);
    }
    return records.sort((a, b) => a.slot.id.localeCompare(b.slot.id));
  }

  async find(id: string): Promise<BookingRecord | undefined> {
    return (await this.bookings()).find((record) => record.id === id);
  }

  /** A cancelled booking, if `id` names one. */
  async cancelled(id: string): Promise<CancelledBooking | undefined> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
    try {
      return JSON.parse(await fs.readFile(path.join(this.cancelledDir, `${id}.json`), 'utf8')) as CancelledBooking;
    } catch {
      return undefined;
    }
  }

  /**
   * Cancels a booking: what and why is recorded (flushed) first, then the slot's file is removed,
   * which frees the slot. A crash between leaves it booked and recorded: cancelling again finishes.
   */
  async cancel(id: string, reason: string, now = new Date()): Promise<CancelledBooking> {
    const booking = await this.find(id);
    if (!booking) throw new Error(`No booking ${id} holds a slot (npm run bookings lists them).`);
    const cancelled: CancelledBooking = { booking, cancelledAt: now.toISOString(), reason };
    const tmp = path.join(this.tmpDir, `${id}.${randomUUID()}.json`);
    await writeFlushed(tmp, `${JSON.stringify(cancelled, null, 2)}\n`);
    await fs.rename(tmp, path.join(this.cancelledDir, `${id}.json`));
    await syncDirectory(this.cancelledDir);
    await fs.rm(path.join(this.slotsDir, slotFile(booking.slot.id)), { force: true });
    await syncDirectory(this.slotsDir);
    this.cache.delete(slotFile(booking.slot.id));
    return cancelled;
  }
}

/** Writes a new file in full and flushes it, before it is linked or renamed into place. */
async function writeFlushed(file: string, text: string): Promise<void> {
  const handle = await fs.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
