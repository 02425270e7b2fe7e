/**
 * The booking diary against a bot (issue 30, item 7; not a test):   npm run bench:bot
 * Starts the real booking service (the production settings: the project's directors, rules and
 * limits, the enquiry rate limit, the real clock) on loopback with a real SMTP server, then a bot
 * posts bookings of the earliest free times from 200 loopback addresses (127.0.0.2 to 127.0.0.201,
 * each request bound to its own; the service sees each as a client) with a fresh email address
 * each time, at BENCH_BOT_RATE requests a second (10) for BENCH_BOT_SECONDS (60). Then a visitor
 * from another network (127.0.1.5) books the first free time on the first day offered and one on
 * the next working day, and confirms both from the link in their email. It prints what the bot
 * sent, what was held and refused, the visitor's two answers, and the emails the firm received.
 * BENCH_BOT_SPREAD=1 puts each of the bot's addresses on a network of its own (127.1.0.2,
 * 127.1.1.2, ...): a bot with 200 networks, which the per-network limit cannot tell apart.
 */
import { loadBookingConfig } from '../src/features/booking/server/config';
import { loadEnquiryConfig } from '../src/features/enquiry/server/config';
import { botAddress, requestFrom, runBot, visitorBooks } from '../test-kit/booking-bot';
import { startEnquiryHttp } from '../test-kit/enquiry-service';
import { SmtpSink } from '../test-kit/smtp-sink';
import { toFirm } from '../test-kit/booking';

const seconds = Number(process.env.BENCH_BOT_SECONDS ?? 60);
const rate = Number(process.env.BENCH_BOT_RATE ?? 10);
const addresses = 200;
const spread = process.env.BENCH_BOT_SPREAD === '1';
const visitorAddress = '127.0.1.5';
const visitorEmail = 'visitor@client.example';

async function main(): Promise<void> {
  const sink = await new SmtpSink().start();
  const service = await startEnquiryHttp({
    smtpUrl: sink.url,
    rateLimit: loadEnquiryConfig({}).rateLimit,
    booking: loadBookingConfig({}),
  });
  try {
    const { limits, holdMinutes } = service.service.features.booking.config;
    console.log(
      `Booking service on ${service.url} (${new Date().toISOString()}); limits: ${JSON.stringify(limits)}, hold ${holdMinutes} min.`,
    );
    console.log(
      `Bot: ${addresses} addresses (${botAddress(0, spread)} to ${botAddress(addresses - 1, spread)}), ${rate} requests/s for ${seconds} s...`,
    );
    const bot = await runBot({ url: service.url, addresses, rate, seconds, spread });
    console.log(
      `Bot requests sent: ${bot.sent}; accepted (held): ${bot.held}; refused (429): ${bot.refused}; taken (409): ${bot.taken}; other: ${bot.other}.`,
    );
    for (const [words, count] of Object.entries(bot.refusals)) console.log(`  ${count} × 429 "${words}"`);

    const visitor = await visitorBooks(service.url, visitorAddress, visitorEmail);
    console.log(`Visitor from ${visitorAddress}:`);
    for (const attempt of visitor.tries) console.log(`  ${attempt.slot}: ${attempt.status} ${attempt.answer}`);

    // The visitor confirms each from the link in their email, as delivered to the SMTP server.
    const held = visitor.tries.filter((attempt) => attempt.status === 201).length;
    const deadline = Date.now() + 30_000;
    const holdEmails = () =>
      sink.messages.filter(
        (mail) =>
          mail.envelope.to.includes(visitorEmail) &&
          (mail.parsed.subject ?? '').startsWith('Confirm your consultation'),
      );
    while (holdEmails().length < held && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    let confirmed = 0;
    for (const mail of holdEmails()) {
      const path = /\/api\/bookings\/manage\/[\w-]{43}/.exec(mail.parsed.text ?? '')?.[0];
      if (!path) continue;
      const answer = await requestFrom(service.url, visitorAddress, 'POST', `${path}/confirm`, {});
      if (answer.status === 303) confirmed += 1;
    }
    while (sink.messages.filter(toFirm).length < confirmed && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const firm = sink.messages.filter(toFirm);
    const forVisitor = firm.filter((mail) => mail.parsed.text?.includes(visitorEmail)).length;
    console.log(
      `Visitor confirmed ${confirmed} of ${held} from the email. The firm received ${firm.length} invitations: ${forVisitor} for the visitor's bookings, ${firm.length - forVisitor} for the bot's.`,
    );
    const botMail = sink.messages.filter((mail) => mail.envelope.to.some((to) => to.endsWith('@bot.example')));
    const withInvitation = botMail.filter((mail) => mail.parsed.attachments.length > 0).length;
    console.log(`Emails to the bot's addresses: ${botMail.length} (${withInvitation} with a calendar invitation).`);
  } finally {
    await service.stop();
    await sink.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
