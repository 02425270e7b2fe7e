import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { bookingNow, testBookingConfig } from '../../../../test-kit/booking';
import { bookingRules } from '../rules';
import { startTestEnquiries, type TestEnquiries } from '../../../../test-kit/enquiry-service';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import type { ServiceHealth } from '../../../../server/app/service';
import type { BookingConfig } from './config';
import { busyCalendarDefaults } from './busy-calendars/config';

/**
 * Health says what a visitor meets on /book (issue 45, item 4): not "ok" when a busy calendar has
 * never been read, when no time can be offered, or when the bank holidays on file have run out;
 * and the container's health check, run as the Dockerfile writes it, follows it.
 */
jest.setTimeout(30_000);

let running: TestEnquiries | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function healthWith(booking: Partial<BookingConfig>): Promise<ServiceHealth & { problems: string[] }> {
  running = await startTestEnquiries({ booking: testBookingConfig(booking) });
  await running.service.features.booking.calendars?.refresh();
  return (await running.service.health()) as ServiceHealth & { problems: string[] };
}

/** One feed on loopback answering `body` (or nothing: a port with no server). */
async function feedServer(body: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/diary.ics`, close: () => server.close() };
}

const noTime = `No time can be offered in the next ${bookingRules.windowWorkingDays} working days, for any topic: /book shows none.`;

const calendars = (feeds: { director: string; url: string }[]) => ({
  busyCalendars: { ...busyCalendarDefaults, allowLoopback: true, timeoutMs: 2000, pollMs: 60 * 60_000, feeds },
});

it('is ok when times can be offered and every calendar has been read', async () => {
  const feed = await feedServer('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nEND:VCALENDAR\r\n');
  try {
    const health = await healthWith(calendars([{ director: '*', url: feed.url }]));
    expect(health).toMatchObject({ status: 'ok', problems: [] });
    expect(health.freeTimes).toBeGreaterThan(0);
  } finally {
    feed.close();
  }
});

it('is degraded, naming the calendar, when a busy calendar has never been read', async () => {
  // A port nothing listens on: the read fails at once.
  const feed = await feedServer('');
  feed.close();
  const health = await healthWith(calendars([{ director: 'eleanor-hartley', url: feed.url }]));
  expect(health.status).toBe('degraded');
  expect(health.problems[0]).toMatch(
    /^The busy calendar of eleanor-hartley \(http:\/\/127\.0\.0\.1:\d+\/…\) has never been read \(could not connect \(ECONNREFUSED\)\): they are offered no times\.$/,
  );
  // The test's one director is that calendar's: nothing can be offered either.
  expect(health.problems[1]).toBe(noTime);
});

it('is degraded when no time can be offered in the window (a calendar busy throughout)', async () => {
  const allWindow = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//t//t//EN',
    'BEGIN:VEVENT',
    'UID:away@test',
    'DTSTAMP:20261101T000000Z',
    'DTSTART;VALUE=DATE:20261101',
    'DTEND;VALUE=DATE:20270401',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const feed = await feedServer(`${allWindow}\r\n`);
  try {
    const health = await healthWith(calendars([{ director: '*', url: feed.url }]));
    expect(health).toMatchObject({
      status: 'degraded',
      freeTimes: 0,
      problems: [noTime],
    });
  } finally {
    feed.close();
  }
});

it('is degraded once the bank holidays on file have run out (the clock at 30 December 2028)', async () => {
  const health = await healthWith({ clock: () => new Date('2028-12-30T10:00:00Z') });
  expect(health).toMatchObject({
    status: 'degraded',
    problems: [
      'No day can be booked: the bank holidays on file end on 2028-12-31. Add the next year from GOV.UK (docs/key-dates.md) and rebuild.',
    ],
  });
});

describe("the container's health check (the Dockerfile's command)", () => {
  const dockerfile = fs.readFileSync(path.resolve(__dirname, '../../../../Dockerfile'), 'utf8');
  const stage = dockerfile.slice(dockerfile.indexOf(' AS enquiries'));
  const script = /HEALTHCHECK[^\n]*\n\s*CMD \["node", "-e", "(.*)"\]/.exec(stage)?.[1] ?? '';

  async function check(booking: Partial<BookingConfig>): Promise<number> {
    running = await startTestEnquiries({ booking: testBookingConfig(booking) });
    const server = http.createServer(createEnquiryApp(running.service)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // Asynchronously: the service answering it runs in this process.
      return await new Promise<number>((resolve) => {
        const child = execFile(process.execPath, ['-e', script.replace('127.0.0.1:3001', `127.0.0.1:${port}`)]);
        child.on('exit', (code) => resolve(code ?? -1));
      });
    } finally {
      server.close();
    }
  }

  it('passes while health says ok, and fails while it says degraded', async () => {
    expect(script).toContain('/api/health');
    expect(await check({ clock: () => bookingNow })).toBe(0);
    await running?.stop();
    expect(await check({ clock: () => new Date('2028-12-30T10:00:00Z') })).toBe(1);
  });
});
