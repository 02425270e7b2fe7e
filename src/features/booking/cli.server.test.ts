import { execFileSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { createEnquiryApp } from '../../../server/app/enquiry-server';
import { bookingsCsv } from './cli';
import type { BookingTables } from './server/tables';
import { bookingBody, holdLink, testBookingConfig } from '../../../test-kit/booking';
import { startTestEnquiries, type TestEnquiries } from '../../../test-kit/enquiry-service';

/**
 * npm run bookings, beside a running service: the listing, a cancellation that frees the slot at
 * once, and clearing a bot's holds (all unconfirmed ones, or a network's, its confirmed ones too
 * when asked). The command runs on the real clock, as it would in production.
 */
// Each run of the command starts Node with tsx: seconds each on a busy machine.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../../..');
let enquiries: TestEnquiries;

const cli = (...args: string[]) => cliOn(enquiries, ...args);
const cliOn = (service: TestEnquiries, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'server/app/cli.ts', 'bookings', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: service.dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

beforeAll(async () => {
  enquiries = await startTestEnquiries({ booking: testBookingConfig() });
});
afterAll(() => enquiries.stop());

/** Books and confirms, as the visitor would from the link in their email. */
async function bookConfirmed(
  app: ReturnType<typeof createEnquiryApp>,
  service: TestEnquiries,
  body: object,
  address = '127.0.0.1',
) {
  const answer = await request(app).post('/api/bookings').set('x-forwarded-for', address).send(body).expect(201);
  const path = await holdLink(service.service, answer.body.id, null);
  await request(app).post(`${path}/confirm`).type('form').send('').expect(303);
  return answer;
}

it('lists the bookings and cancels one, recording why; the slot is free again for the running service', async () => {
  const app = createEnquiryApp(enquiries.service);
  const first = await bookConfirmed(app, enquiries, bookingBody('2026-12-01T10:00'));
  await bookConfirmed(
    app,
    enquiries,
    bookingBody('2026-11-25T15:00', { name: 'Alan Turing', email: 'alan@example.com' }),
  );

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
  const cancelled = await enquiries.service.features.booking.cancelled(first.body.id);
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

it('blocks a director’s day and unblocks it for the running service, and marks a started consultation', async () => {
  // Blocks on the real clock, so that a block the command adds is still to come for the service too.
  const live = await startTestEnquiries({ booking: testBookingConfig({ clock: () => new Date() }) });
  try {
    const app = createEnquiryApp(live.service);
    const days = async () => {
      const { body } = await request(app).get('/api/bookings/slots').expect(200);
      return body.days as { date: string; slots: { id: string; free: boolean }[] }[];
    };
    const day = (await days()).filter((candidate) => candidate.slots.filter((slot) => slot.free).length > 2)[1]!;
    const freeOn = async () =>
      (await days()).find((candidate) => candidate.date === day.date)!.slots.filter((slot) => slot.free);
    const inside = await bookConfirmed(app, live, bookingBody(day.slots.find((slot) => slot.free)!.id), '10.8.8.8');
    const block = ['--block', 'eleanor-hartley', '--from', `${day.date}T00:00`, '--until', `${day.date}T23:59`];
    expect(() => cliOn(live, ...block)).toThrow(/Say why/);
    const blocked = cliOn(live, ...block, '--reason', 'Training day');
    expect(blocked).toContain('Blocked eleanor-hartley from');
    // The consultation already inside is listed, not cancelled.
    expect(blocked).toContain(`Still booked inside it: ${inside.body.id}`);
    expect(await live.service.features.booking.find(inside.body.id)).toBeDefined();
    expect(await freeOn()).toEqual([]);
    const [kept] = await live.service.features.booking.blocks.upcoming();
    expect(cliOn(live, '--blocks')).toContain(`${kept!.id}  eleanor-hartley`);
    expect(cliOn(live, '--unblock', kept!.id)).toContain(`Removed block ${kept!.id}`);
    expect((await freeOn()).length).toBeGreaterThan(0);
  } finally {
    await live.stop();
  }

  // Marked on the real clock, by which this Thursday morning consultation has started.
  const past = await bookConfirmed(
    createEnquiryApp(enquiries.service),
    enquiries,
    bookingBody('2026-11-26T10:00', { name: 'Katherine Johnson', email: 'katherine@example.com' }),
    '10.8.8.9',
  );
  expect(() => cli('--mark', past.body.id, 'maybe')).toThrow(/attended\|missed/);
  expect(cli('--mark', past.body.id, 'missed').trim()).toBe(`Marked ${past.body.id} missed.`);
  const marked = await enquiries.service.database.db
    .withTables<BookingTables>()
    .selectFrom('bookings')
    .select(['attendance', 'attendance_by'])
    .where('id', '=', past.body.id)
    .executeTakeFirst();
  expect(marked).toEqual({ attendance: 'missed', attendance_by: 'command line' });
});

it('offers other times for the running service: held from others, the visitor’s email queued', async () => {
  // On the real clock, so that the times offered are still to come for the service too.
  const live = await startTestEnquiries({ booking: testBookingConfig({ clock: () => new Date() }) });
  try {
    const app = createEnquiryApp(live.service);
    const free = async (date: string) => {
      const { body } = await request(app).get('/api/bookings/slots').expect(200);
      const found = (body.days as { date: string; slots: { id: string; free: boolean }[] }[]).find(
        (candidate) => candidate.date === date,
      )!;
      return found.slots.filter((slot) => slot.free).map((slot) => slot.id);
    };
    const { body } = await request(app).get('/api/bookings/slots').expect(200);
    const day = (body.days as { date: string; slots: { id: string; free: boolean }[] }[]).filter(
      (candidate) => candidate.slots.filter((slot) => slot.free).length > 3,
    )[1]!;
    const [own, first, second] = await free(day.date);
    const booked = await bookConfirmed(app, live, bookingBody(own!), '10.8.8.10');
    expect(() => cliOn(live, '--offer', booked.body.id, '--times', 'soon')).toThrow(/Say 1 to 3 London times/);
    const said = cliOn(live, '--offer', booked.body.id, '--times', `${first},${second}`, '--note', 'Either?');
    expect(said).toContain('Offered 2 times, held for the visitor until');
    const after = await free(day.date);
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
    const queued = await live.service.outbox.list(undefined, `booking:${booked.body.id}:offer`);
    expect(queued.map((message) => message.kind)).toEqual(['booking-offer']);
  } finally {
    await live.stop();
  }
});

it('exports every booking on file as CSV, with the page it was booked from and formulas defused', async () => {
  const app = createEnquiryApp(enquiries.service);
  await bookConfirmed(
    app,
    enquiries,
    {
      ...bookingBody('2026-12-02T10:00', { name: '=cmd()', email: 'csv@example.com' }),
      sourcePage: '/fees',
    },
    '10.9.9.9',
  );
  const csv = cli('--csv');
  expect(csv.startsWith('\uFEFF"reference","date","start","end","director","booked","booked from","Topic"')).toBe(true);
  expect(csv).toContain('"2026-12-02","10:00","10:30","eleanor-hartley"');
  expect(csv).toContain('"/fees"');
  expect(csv).toContain(`"'=cmd()"`);
  expect(bookingsCsv([])).toBe('\uFEFF' + csv.slice(1).split('\r\n')[0] + '\r\n');
});

it('clears a bot: a network’s unconfirmed holds, its confirmed bookings only when asked (the visitors told), then every hold', async () => {
  // On the real clock, so that the holds are live for the command as for the service.
  const live = await startTestEnquiries({ booking: testBookingConfig({ clock: () => new Date() }) });
  try {
    const app = createEnquiryApp(live.service);
    const grid = await request(app).get('/api/bookings/slots').expect(200);
    // Past the window's first two working days, where one network books one time (rules.ts, `nearWorkingDays`).
    const free: string[] = grid.body.days
      .slice(2)
      .flatMap((day: { slots: { id: string; free: boolean }[] }) => day.slots)
      .filter((slot: { free: boolean }) => slot.free)
      .map((slot: { id: string }) => slot.id);
    const hold = (slot: string, address: string, email: string) =>
      request(app).post('/api/bookings').set('x-forwarded-for', address).send(bookingBody(slot, { email }));
    // The bot's network: two holds and one booking it confirmed; a visitor elsewhere holds one.
    await hold(free[0]!, '203.0.113.10', 'bot1@example.com').expect(201);
    await hold(free[1]!, '203.0.113.11', 'bot2@example.com').expect(201);
    const confirmed = await hold(free[2]!, '203.0.113.12', 'bot3@example.com').expect(201);
    const path = await holdLink(live.service, confirmed.body.id, null);
    await request(app).post(`${path}/confirm`).type('form').send('').expect(303);
    await hold(free[3]!, '198.51.100.7', 'visitor@example.com').expect(201);
    expect(cliOn(live)).toContain('UNCONFIRMED, held until');
    // One hold cancelled on its own: no one to tell.
    const single = await hold(free[4]!, '192.0.2.1', 'single@elsewhere.example').expect(201);
    expect(cliOn(live, '--cancel', single.body.id, '--reason', 'Duplicate')).toContain(
      'It was an unconfirmed hold, so no one was emailed.',
    );

    expect(cliOn(live, '--clear-network', '203.0.113.0/24').trim()).toBe(
      'Cleared 2 unconfirmed holds from 203.0.113.0/24: their times are free again; no one was emailed.',
    );
    expect(() => cliOn(live, '--clear-network', '10.0.0.0/8')).toThrow(/Give a range from \/16 to \/24/);
    expect(() => cliOn(live, '--clear-network', '203.0.113.0/24', '--include-confirmed')).toThrow(/Say why/);
    expect(
      cliOn(live, '--clear-network', '203.0.113.0/24', '--include-confirmed', '--reason', 'Booked by a bot').trim(),
    ).toBe(
      [
        'Cleared 0 unconfirmed holds from 203.0.113.0/24: their times are free again; no one was emailed.',
        'Cancelled 1 confirmed booking from 203.0.113.0/24: each visitor is emailed an apology with a link to book again, and the firm a cancellation (the service sends them).',
      ].join('\n'),
    );
    const told = await live.service.outbox.list(undefined, `booking:${confirmed.body.id}:cancelled`);
    expect(told.map((message) => message.kind).sort()).toEqual(['booking', 'booking-visitor']);
    expect((await live.service.features.booking.cancelled(confirmed.body.id))?.reason).toBe('Booked by a bot');

    expect(cliOn(live, '--clear-unconfirmed').trim()).toBe(
      'Cleared 1 unconfirmed hold: their times are free again; no one was emailed.',
    );
    expect(await live.service.features.booking.list()).toEqual([]);
    const after = await request(app).get('/api/bookings/slots').expect(200);
    const freeAfter = new Set(
      after.body.days
        .flatMap((day: { slots: { id: string; free: boolean }[] }) => day.slots)
        .filter((slot: { free: boolean }) => slot.free)
        .map((slot: { id: string }) => slot.id),
    );
    for (const slot of free.slice(0, 4)) expect(freeAfter.has(slot)).toBe(true);
    // The holds' "confirm it" emails still waiting are withdrawn with them.
    const waiting = await live.service.outbox.list('waiting', 'booking:');
    // Only the confirmed booking's is left (a test reads the link from the queue, not a mailbox).
    expect(waiting.filter((message) => message.id.endsWith(':hold')).map((message) => message.id)).toEqual([
      `booking:${confirmed.body.id}:hold`,
    ]);
  } finally {
    await live.stop();
  }
});
