import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTimeBoundConfig, timeBoundFile, timeBoundHealth } from './time-bound';

describe('health’s time-bound statements', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'time-bound-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads what the build wrote beside the service’s pages, and names each whose day has come', () => {
    fs.writeFileSync(
      path.join(dir, timeBoundFile),
      JSON.stringify([
        { where: 'key-date rule p11d', what: 'P11D, last due 2027-07-06', reviewBy: '2027-07-07' },
        { where: '/sectors/x', what: 'closes on 28 February 2027', reviewBy: '2027-03-01' },
      ]),
    );
    const config = loadTimeBoundConfig({ SERVICE_PAGES_DIR: dir });
    expect(config.file).toBe(path.join(dir, '.time-bound.json'));
    expect(timeBoundHealth(config, new Date('2027-02-28T23:30:00Z'))).toEqual({
      known: true,
      due: [],
      next: '2027-03-01',
    });
    // Midnight in London: 1 March has begun.
    expect(timeBoundHealth(config, new Date('2027-03-01T00:30:00Z'))).toEqual({
      known: true,
      due: ['/sectors/x: "closes on 28 February 2027" (from 2027-03-01)'],
      next: '2027-07-07',
    });
    expect(timeBoundHealth(config, new Date('2027-07-07T12:00:00Z')).due).toHaveLength(2);
  });

  it('says so when the build wrote none', () => {
    const config = loadTimeBoundConfig({ SERVICE_PAGES_DIR: path.join(dir, 'none') });
    expect(timeBoundHealth(config, new Date())).toEqual({ known: false, due: [], next: null });
  });
});
