import { bookingCopy } from '../../src/features/booking/copy';
import { loadBookingConfig } from '../../src/features/booking/server/config';
import { loadEnquiryConfig } from '../../src/features/enquiry/server/config';
import { holdLink, toFirm } from '../../test-kit/booking';
import { botAddress, firstOpenDays, requestFrom, runBot, visitorBooks } from '../../test-kit/booking-bot';
import { startEnquiryHttp, type TestEnquiries } from '../../test-kit/enquiry-service';
import { SmtpSink } from '../../test-kit/smtp-sink';

/**
 * No bot can close the diary (issue 30, item 7), bounded for npm test: the real service with its
 * production limits and clock, a bot posting from 200 loopback addresses (one request each, at
 * most 100 a second, all 200 however long a busy machine takes), then a visitor from each of two
 * other networks (one in the bot's /16, one not) who books a time on one of the first two days
 * that had a free time before the bot started (one near time a network: rules.ts,
 * `nearWorkingDays`), and confirms it.
 * `npm run bench:bot` runs more bots for 60 seconds.
 */
jest.setTimeout(60_000);

let sink: SmtpSink;
let service: TestEnquiries & { url: string };

beforeAll(async () => {
  sink = await new SmtpSink().start();
  service = await startEnquiryHttp({
    smtpUrl: sink.url,
    rateLimit: loadEnquiryConfig({}).rateLimit,
    booking: loadBookingConfig({}),
  });
});
afterAll(async () => {
  await service.stop();
  await sink.stop();
});

it('holds the bot’s share (one of it in the near days), refuses the rest, and books a visitor from each of two other networks', async () => {
  const { limits } = service.service.features.booking.config;
  // The days the bot goes for: the first two with a free time before it starts.
  const openDays = await firstOpenDays(service.url, '127.0.1.5');
  expect(openDays).toHaveLength(2);
  const bot = await runBot({ url: service.url, addresses: 200, rate: 100, requests: 200 });
  // All 200 were sent (the bot stops early only if no free time is left, which would be a failure).
  expect(bot.sent).toBe(200);
  // The service saw 200 clients on one network (127.0.0.0/24): one booking in the near days, and
  // its future bookings capped (the rest refused for one reason or the other).
  expect(botAddress(199)).toBe('127.0.0.201');
  expect(bot.held).toBe(limits.perNetwork);
  const reasons = [bookingCopy.nearTerm(limits.nearWorkingDays ?? 0), bookingCopy.perNetwork(limits.perNetwork)];
  expect(reasons).toEqual(expect.arrayContaining(Object.keys(bot.refusals)));
  expect(bot.other).toBe(0);
  expect(bot.held + bot.refused + bot.taken).toBe(bot.sent);

  // The first visitor shares the bot's /16 (127.0.0.0/16), which the bot's one near booking left
  // room in (rules.ts, `nearPerWideNetwork`); the second comes from another /16.
  const visitors = [
    { from: '127.0.1.5', email: 'visitor@client.example' },
    { from: '127.1.2.5', email: 'visitor@client-b.example' },
  ];
  for (const [i, visitor] of visitors.entries()) {
    const { tries } = await visitorBooks(service.url, visitor.from, visitor.email, [openDays[i]!]);
    expect(tries.map((attempt) => [attempt.status, attempt.slot.slice(0, 10)])).toEqual([[201, openDays[i]]]);
  }

  // Each confirms from the link in their email; the firm hears of theirs and not the bot's.
  const emails = visitors.map((visitor) => visitor.email);
  const held = (await service.service.features.booking.list()).filter((booking) =>
    emails.includes(booking.details.email),
  );
  expect(held).toHaveLength(2);
  for (const booking of held) {
    const path = await holdLink(service.service, booking.id, sink);
    const from = visitors.find((visitor) => visitor.email === booking.details.email)?.from ?? '';
    expect((await requestFrom(service.url, from, 'POST', `${path}/confirm`, {})).status).toBe(303);
  }
  await sink.waitFor(bot.held + 2 + 2 + 2, 20_000);
  const firm = sink.messages.filter(toFirm);
  expect(firm).toHaveLength(2);
  expect(emails.every((email) => firm.some((mail) => mail.parsed.text?.includes(email)))).toBe(true);
});
