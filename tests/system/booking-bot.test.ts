import { loadBookingConfig } from '../../src/features/booking/server/config';
import { loadEnquiryConfig } from '../../src/features/enquiry/server/config';
import { holdLink, toFirm } from '../../test-kit/booking';
import { botAddress, firstOpenDays, requestFrom, runBot, visitorBooks } from '../../test-kit/booking-bot';
import { startEnquiryHttp, type TestEnquiries } from '../../test-kit/enquiry-service';
import { SmtpSink } from '../../test-kit/smtp-sink';

/**
 * No bot can close the diary (issue 30, item 7), bounded for npm test: the real service with its
 * production limits and clock, a bot posting from 200 loopback addresses (one request each, at
 * most 100 a second, all 200 however long a busy machine takes), then a visitor from another
 * network who books a time on each of the first two days that had a free time before the bot
 * started, and confirms both. `npm run bench:bot` is the same for 60 seconds.
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

it('holds a few of the bot’s bookings, refuses the rest, and books the visitor from another network twice', async () => {
  const { limits } = service.service.features.booking.config;
  // The days the bot goes for: the first two with a free time before it starts.
  const openDays = await firstOpenDays(service.url, '127.0.1.5');
  expect(openDays).toHaveLength(2);
  const bot = await runBot({ url: service.url, addresses: 200, rate: 100, requests: 200 });
  // All 200 were sent (the bot stops early only if no free time is left, which would be a failure).
  expect(bot.sent).toBe(200);
  // The service saw 200 clients on one network (127.0.0.0/24): its unconfirmed holds are capped.
  expect(botAddress(199)).toBe('127.0.0.201');
  expect(bot.held).toBe(limits.perNetwork);
  expect(bot.other).toBe(0);
  expect(bot.held + bot.refused + bot.taken).toBe(bot.sent);
  expect(Object.keys(bot.refusals)).toHaveLength(1);

  const visitor = await visitorBooks(service.url, '127.0.1.5', 'visitor@client.example', openDays);
  expect(visitor.tries.map((attempt) => attempt.status)).toEqual([201, 201]);
  expect(visitor.tries.map((attempt) => attempt.slot.slice(0, 10))).toEqual(openDays);

  // The visitor confirms both from the links in their emails; the firm hears of theirs and not the bot's.
  const held = (await service.service.features.booking.list()).filter(
    (booking) => booking.details.email === 'visitor@client.example',
  );
  expect(held).toHaveLength(2);
  for (const booking of held) {
    const path = await holdLink(service.service, booking.id, sink);
    expect((await requestFrom(service.url, '127.0.1.5', 'POST', `${path}/confirm`, {})).status).toBe(303);
  }
  await sink.waitFor(bot.held + 2 + 2 + 2, 20_000);
  const firm = sink.messages.filter(toFirm);
  expect(firm).toHaveLength(2);
  expect(firm.every((mail) => mail.parsed.text?.includes('visitor@client.example'))).toBe(true);
});
