import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Spool } from '../../server/enquiries/spool';
import { sampleEnquiry } from '../support/enquiry-service';

let dir: string;
let spool: Spool;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spool-test-'));
  spool = await new Spool(path.join(dir, 'spool')).open();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the enquiry spool', () => {
  it('stores each enquiry whole in its own file, readable by the service only', async () => {
    const stored = await spool.store(sampleEnquiry);
    const file = path.join(spool.waitingDir, `${stored.id}.json`);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(stored);
    expect(stored.enquiry).toEqual(sampleEnquiry);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(spool.dir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(spool.tmpDir)).toEqual([]);
    expect(await spool.counts()).toEqual({ waiting: 1, delivered: 0, failed: 0 });
  });

  it('stores the same id once: a retried enquiry is not stored twice', async () => {
    const id = '0b6f2c1e-5a4d-4c3b-9e8f-7a6b5c4d3e2f';
    const first = await spool.store(sampleEnquiry, { id });
    const again = await spool.store({ ...sampleEnquiry, message: 'changed' }, { id });
    expect(again).toEqual(first);
    expect((await spool.waiting()).map((r) => r.enquiry?.message)).toEqual([sampleEnquiry.message]);
    await expect(spool.store(sampleEnquiry, { id: '../../etc/passwd' })).rejects.toThrow('Not an enquiry id');
  });

  it('after a crash: ignores and clears half-written files, and a delivered enquiry stays delivered', async () => {
    const delivered = await spool.store(sampleEnquiry);
    await spool.markDelivered(delivered);
    // What a crash can leave: a partial file in tmp/, and the waiting copy of a delivered one.
    fs.writeFileSync(path.join(spool.tmpDir, 'partial.json'), '{"id": "trunc');
    fs.writeFileSync(path.join(spool.waitingDir, `${delivered.id}.json`), JSON.stringify(delivered));
    const reopened = await new Spool(spool.dir).open();
    expect(fs.readdirSync(reopened.tmpDir)).toEqual([]);
    expect(await reopened.waiting()).toEqual([]);
    expect((await reopened.delivered()).map((r) => r.id)).toEqual([delivered.id]);
  });

  it('lists waiting enquiries oldest first and deletes delivered ones past retention', async () => {
    const older = await spool.store(sampleEnquiry, { now: new Date('2026-11-01T09:00:00Z') });
    const newer = await spool.store(sampleEnquiry, { now: new Date('2026-11-20T09:00:00Z') });
    expect((await spool.waiting()).map((r) => r.id)).toEqual([older.id, newer.id]);
    await spool.markDelivered(older, new Date('2026-10-01T09:00:00Z'));
    await spool.markDelivered(newer, new Date('2026-11-20T09:05:00Z'));
    expect(await spool.purgeDeliveredBefore(new Date('2026-10-22T00:00:00Z'))).toBe(1);
    expect((await spool.delivered()).map((r) => r.id)).toEqual([newer.id]);
  });

  it('reports when it cannot store, and storing then fails instead of pretending', async () => {
    expect(await spool.isWritable()).toBe(true);
    // tmp/ replaced by a file: every write fails, as on a full or read-only disk.
    fs.rmSync(spool.tmpDir, { recursive: true });
    fs.writeFileSync(spool.tmpDir, '');
    expect(await spool.isWritable()).toBe(false);
    await expect(spool.store(sampleEnquiry)).rejects.toThrow();
    expect(await spool.counts()).toEqual({ waiting: 0, delivered: 0, failed: 0 });
  });
});
