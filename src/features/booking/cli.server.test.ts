import { execFileSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { createEnquiryApp } from '../../../server/enquiry-server';
import { bookingsCsv } from './cli';
import { bookingBody, testBookingConfig } from '../../../test-kit/booking';
import { startTestEnquiries, type TestEnquiries } from '../../../test-kit/enquiry-service';

/** npm run bookings, beside a running service: the listing, and a cancellation that frees the slot at once. */
jest.setTimeout(30_000);

const root = path.resolve(__dirname, '../../..');
let enquiries: TestEnquiries;

const cli = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'src/features/booking/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: enquiries.dataDir, DATABASE_URL: '' },
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
  // By director: the project's directors (the test service's one director takes both).
  expect(lines.slice(1, 6)).toEqual([
    '',
    'Eleanor Hartley: 2 bookings',
    expect.stringContaining('Wednesday 25 November 2026, 15:00 to 15:30 (London time)  Video call  Tax  Alan Turing'),
    expect.stringContaining(`${first.body.id}  Tuesday 1 December 2026, 10:00 to 10:30 (London time)`),
    '',
  ]);
  expect(lines).toContain('Daniel Okafor: 0 bookings');

  expect(() => cli('--cancel', first.body.id)).toThrow(/Say why/);
  expect(cli('--cancel', first.body.id, '--reason', 'Client asked to move it')).toContain(
    'Tuesday 1 December 2026, 10:00 to 10:30 (London time) is free again',
  );
  const cancelled = await enquiries.service.bookings.cancelled(first.body.id);
  expect(cancelled?.reason).toBe('Client asked to move it');
  // The visitor is told (an apology and a link to book again), and the firm's calendar is updated.
  const queued = await enquiries.service.outbox.list(undefined, `booking:${first.body.id}:cancelled`);
  expect(queued.map((message) => message.kind).sort()).toEqual(['booking', 'booking-visitor']);
  const { body } = await request(app).get('/api/bookings/slots').expect(200);
  const tuesday = body.days.find((day: { date: string }) => day.date === '2026-12-01');
  expect(tuesday.slots.find((slot: { start: string }) => slot.start === '10:00').free).toBe(true);
  await request(app).get(`/api/bookings/${first.body.id}`).expect(404);
  await request(app).post('/api/bookings').send(bookingBody('2026-12-01T10:00')).expect(201);
});

it('exports every booking on file as CSV, with the page it was booked from and formulas defused', async () => {
  const app = createEnquiryApp(enquiries.service);
  await request(app)
    .post('/api/bookings')
    .set('x-forwarded-for', '10.9.9.9')
    .send({ ...bookingBody('2026-12-02T10:00', { name: '=cmd()', email: 'csv@example.com' }), sourcePage: '/fees' })
    .expect(201);
  const csv = cli('--csv');
  expect(csv.startsWith('\uFEFF"reference","date","start","end","director","booked","booked from","Topic"')).toBe(true);
  expect(csv).toContain('"2026-12-02","10:00","10:30","eleanor-hartley"');
  expect(csv).toContain('"/fees"');
  expect(csv).toContain(`"'=cmd()"`);
  expect(bookingsCsv([])).toBe('\uFEFF' + csv.slice(1).split('\r\n')[0] + '\r\n');
});
