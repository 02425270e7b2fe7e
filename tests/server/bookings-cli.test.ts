import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createEnquiryApp } from '../../server/enquiry-server';
import { listing } from '../../scripts/bookings';
import { bookingBody, testBookingConfig } from '../support/booking';
import { startTestEnquiries, type TestEnquiries } from '../support/enquiry-service';

/** npm run bookings, beside a running service: the listing, and a cancellation that frees the slot at once. */
jest.setTimeout(30_000);

const root = path.resolve(__dirname, '../..');
let enquiries: TestEnquiries;

const cli = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bookings.ts', ...args], {
    cwd: root,
    env: { ...process.env, ENQUIRY_SPOOL_DIR: enquiries.spoolDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

beforeAll(async () => {
  enquiries = await startTestEnquiries({ booking: testBookingConfig() });
});
afterAll(() => enquiries.stop());

it('lists the bookings and cancels one, recording why; the slot is free again for the running service', async () => {
  const app = createEnquiryApp(enquiries.service);
  const first = await request(app).post('/api/bookings').send(bookingBody('2026-12-01T10:00')).expect(201);
  await request(app)
    .post('/api/bookings')
    .send(bookingBody('2026-11-25T15:00', { name: 'Alan Turing', email: 'alan@example.com' }))
    .expect(201);

  const listed = cli('--all');
  const lines = listed.trim().split('\n');
  expect(lines[0]).toMatch(/: 2 bookings\.$/);
  expect(lines[1]).toContain('Wednesday 25 November 2026, 15:00 to 15:30 (London time)  Video call  Tax  Alan Turing');
  expect(lines[2]).toContain(`${first.body.id}  Tuesday 1 December 2026, 10:00 to 10:30 (London time)`);

  expect(() => cli('--cancel', first.body.id)).toThrow(/Say why/);
  expect(cli('--cancel', first.body.id, '--reason', 'Client asked to move it')).toContain(
    'Tuesday 1 December 2026, 10:00 to 10:30 (London time) is free again',
  );
  const cancelled = JSON.parse(
    fs.readFileSync(path.join(enquiries.service.bookings.diary.cancelledDir, `${first.body.id}.json`), 'utf8'),
  );
  expect(cancelled.reason).toBe('Client asked to move it');
  const { body } = await request(app).get('/api/bookings/slots').expect(200);
  const tuesday = body.days.find((day: { date: string }) => day.date === '2026-12-01');
  expect(tuesday.slots.find((slot: { start: string }) => slot.start === '10:00').free).toBe(true);
  await request(app).get(`/api/bookings/${first.body.id}`).expect(404);
  await request(app).post('/api/bookings').send(bookingBody('2026-12-01T10:00')).expect(201);
});

it('shows only future bookings unless asked for all', async () => {
  const bookings = await enquiries.service.bookings.diary.bookings();
  expect(listing(bookings, 'diary', { now: new Date('2026-11-30T12:00:00Z') })).toMatch(
    /^Diary diary: 1 future booking\./,
  );
  expect(listing(bookings, 'diary', { now: new Date('2026-11-30T12:00:00Z'), all: true })).toMatch(/: 2 bookings\./);
});
