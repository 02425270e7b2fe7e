/**
 * The booking diary against the attacks of issue 45 (not a test):   npm run bench:bot
 * Each attack runs against a fresh real booking service (the production settings: the project's
 * directors, rules and limits, the enquiry rate limit, the real clock) on loopback with a real SMTP
 * server; each bot request comes from its own 127.x.y.z address (a /24 is a network). After each, a
 * visitor from a fresh network books the first free time and confirms it from their email. Prints
 * one table: what the bot got, what the visitor got, the emails the firm and the bot's or the
 * stranger's addresses received, and the free times during the attack and once its holds had gone.
 *
 *   catch-all     one network, its own catch-all domain: books the earliest times and confirms each
 *   300 networks  three holds from each of 300 networks, never confirmed (gmail.com addresses it cannot read)
 *   renewal       the same with a BENCH_BOT_RENEW_HOLD-minute hold (1), held again as they lapse
 *                 for BENCH_BOT_RENEW_SECONDS (100): an hour's renewal, compressed
 *   both          300 networks and one catch-all domain, confirming everything
 *   variants      20 networks, 200 spellings of one stranger's Gmail address
 *   subdomains    79 networks, a subdomain of one registered domain each (s1.onebot.example, ...), confirming
 *   many domains  38 networks, 28 catch-all registered domains, confirming (its /24s all in one /16)
 *   many domains, N /16s    the same with its /24s spread over N /16s (127.21 on): 38 x 1, 17 x 2,
 *                 6 x 6, 5 x 7, 4 x 9 (/16s x /24s in each)
 *   many domains, proof of work on   the first many-domain bot, with BOOKING_PROOF_OF_WORK at its suggested setting: each
 *                 hold solved natively (test-kit/proof.ts), its hashes and CPU seconds counted, and the visitor's
 *   displacement  a visitor holds the first free time; 60 bookings tried from 11 networks (past the held-at-once
 *                 count), the visitor's time confirmed first: what the visitor's link then says
 * BENCH_BOT_MAX (400) bounds each attack's requests; BENCH_BOT_SECONDS (60) its time; BENCH_BOT_ONLY
 * runs only the attacks whose names start with it, or with any of its `|`-separated parts
 * ("subdomains", "many domains:|many domains, 17").
 */
import { loadBookingConfig } from '../src/features/booking/server/config';
import { loadEnquiryConfig } from '../src/features/enquiry/server/config';
import {
  addressVariants,
  clientOn,
  displaceVisitor,
  isMailbox,
  mailCounts,
  runAttack,
  sleep,
  visitorBooks,
  noWork,
  type AttackRow,
  type Work,
} from '../test-kit/booking-attacks';
import { proofOfWorkRules } from '../src/features/booking/rules';
import { freeTimes } from '../test-kit/booking-bot';
import { startEnquiryHttp } from '../test-kit/enquiry-service';
import { SmtpSink } from '../test-kit/smtp-sink';

const maxRequests = Number(process.env.BENCH_BOT_MAX ?? 400);
const seconds = Number(process.env.BENCH_BOT_SECONDS ?? 60);
const renewSeconds = Number(process.env.BENCH_BOT_RENEW_SECONDS ?? 100);
const renewHold = process.env.BENCH_BOT_RENEW_HOLD ?? '1';
const visitorAddress = '127.200.0.5';
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const botMail = (to: string) => to.endsWith('@catch-all.example');

interface Attack {
  name: string;
  env?: NodeJS.ProcessEnv;
  isTheirs: (to: string) => boolean;
  run: (target: {
    url: string;
    sink: SmtpSink;
  }) => Promise<Pick<Awaited<ReturnType<typeof runAttack>>, 'requests' | 'confirmed'> & { work?: Work }>;
}

/**
 * The many-domain bot (28 catch-all registered domains, confirming) on `wides` /16s (127.21 on)
 * with `perWide` /24s in each: every wide network a provider's block it must hold.
 */
/** The probe's many-domain bot (issue 53): 28 catch-all registered domains it reads, from `networks`, confirming. */
const manyDomainsBot = (networks: number[]): Pick<Attack, 'isTheirs' | 'run'> => ({
  isTheirs: (to) => /@d\d+\.example$/.test(to),
  run: (target) =>
    runAttack(target, {
      networks,
      email: (n) => `bot-${n}@d${n % 28}.example`,
      maxRequests: Math.max(maxRequests, 300),
      seconds,
      confirm: true,
    }),
});

const spreadBot = (wides: number, perWide: number): Attack => ({
  name: `many domains, ${wides} /16s: ${wides * perWide} networks, ${perWide} in each /16, 28 registered domains, confirms`,
  ...manyDomainsBot(range(0, wides * perWide).map((i) => (20 + Math.floor(i / perWide)) * 256 + (i % perWide))),
});

const attacks: Attack[] = [
  {
    name: 'catch-all: 1 network, own domain, confirms',
    isTheirs: botMail,
    run: (target) =>
      runAttack(target, {
        networks: [0],
        email: (n) => `bot-${n}@catch-all.example`,
        maxRequests,
        seconds,
        confirm: true,
      }),
  },
  {
    name: '300 networks hold, never confirm',
    isTheirs: (to) => to.startsWith('held-'),
    run: (target) =>
      runAttack(target, {
        networks: range(1, 300),
        email: (n) => `held-${n}@gmail.com`,
        // Three from each network: as many as the per-network limit lets it hold.
        maxRequests: 900,
        seconds,
        confirm: false,
      }),
  },
  {
    name: `renewal: 300 networks, ${renewHold}-min holds, ${renewSeconds} s`,
    env: { BOOKING_HOLD_MINUTES: renewHold },
    isTheirs: (to) => to.startsWith('held-'),
    run: async (target) => {
      const started = Date.now();
      const total = { requests: { sent: 0, held: 0, refused: 0, taken: 0, other: 0 }, confirmed: 0 };
      let round = 0;
      while (Date.now() - started < renewSeconds * 1000) {
        const { requests } = await runAttack(target, {
          networks: range(1, 300),
          email: (n) => `held-${round}-${n}@gmail.com`,
          maxRequests: 300,
          seconds,
          confirm: false,
        });
        for (const key of Object.keys(requests) as (keyof typeof requests)[]) total.requests[key] += requests[key];
        round += 1;
        await sleep(5_000);
      }
      return total;
    },
  },
  {
    name: 'both: 300 networks, one catch-all domain',
    isTheirs: botMail,
    run: (target) =>
      runAttack(target, {
        networks: range(1, 300),
        email: (n) => `bot-${n}@catch-all.example`,
        maxRequests: Math.max(maxRequests, 300),
        seconds,
        confirm: true,
      }),
  },
  {
    // Issue 53: every subdomain had been a mail domain of its own (247 free times to 0 in 30.7 s).
    name: 'subdomains: 79 networks, s<n>.onebot.example, confirms',
    isTheirs: (to) => to.endsWith('.onebot.example'),
    run: (target) =>
      runAttack(target, {
        networks: range(500, 79),
        email: (n) => `bot-${n}@s${n}.onebot.example`,
        maxRequests: Math.max(maxRequests, 300),
        seconds,
        confirm: true,
      }),
  },
  {
    // Issue 53: 28 catch-all registered domains from 38 networks (210 free times to 0 in 11.7 s).
    name: 'many domains: 38 networks, 28 registered domains, confirms',
    ...manyDomainsBot(range(600, 38)),
  },
  // The counter-cases to the row above: the many-domain bot with its /24s spread over /16s, as
  // many as the near days' wide-network limit asks (two near times a /16) and fewer.
  spreadBot(38, 1),
  spreadBot(17, 2),
  spreadBot(6, 6),
  spreadBot(5, 7),
  spreadBot(4, 9),
  {
    // Issue 53, item 3: the stronger check switched on (BOOKING_PROOF_OF_WORK at its suggested
    // setting), against the same many-domain bot: each hold costs it a solved challenge.
    name: `many domains, proof of work on (${proofOfWorkRules.suggested}): 38 networks, 28 registered domains, confirms`,
    env: { BOOKING_PROOF_OF_WORK: String(proofOfWorkRules.suggested) },
    ...manyDomainsBot(range(600, 38)),
  },
  {
    // Issue 53: past the held-at-once count, a bot that confirmed a visitor's held time first took
    // it, and the visitor's link said "Your hold ran out" within their hour.
    name: 'displacement: a visitor holds; 60 bookings tried from 11 networks, the visitor’s time confirmed first',
    isTheirs: (to) => /@displace-\d+\.example$/.test(to),
    run: async (target) => {
      const result = await displaceVisitor(target, {
        visitorAddress: '127.201.0.5',
        networks: range(700, 11),
        // One registered domain a network: 3 holds each, inside the per-domain limit.
        email: (n) => `bot-${n}@displace-${n % 11}.example`,
        holds: 60,
        seconds,
      });
      console.log(`displacement: ${result.visitorPage}`);
      return result;
    },
  },
  {
    name: 'variants: 20 networks, 1 stranger',
    isTheirs: isMailbox('jane.doe@gmail.com'),
    run: (target) => {
      const variants = addressVariants('janedoe', 200);
      return runAttack(target, {
        networks: range(400, 20),
        email: (n) => variants[n % variants.length] ?? 'jane.doe@gmail.com',
        maxRequests: 200,
        seconds,
        confirm: false,
      });
    },
  },
];

async function runOne(attack: Attack): Promise<AttackRow> {
  const sink = await new SmtpSink().start();
  const service = await startEnquiryHttp({
    smtpUrl: sink.url,
    rateLimit: loadEnquiryConfig({}).rateLimit,
    booking: loadBookingConfig(attack.env ?? {}),
  });
  try {
    const target = { url: service.url, sink };
    const before = (await freeTimes(service.url, clientOn(998))).free.length;
    const { requests, confirmed, work = noWork() } = await attack.run(target);
    const visitor = await visitorBooks(target, visitorAddress, 'visitor@client.example');
    // Once the bot's holds have gone (lapsed, or cleared by the firm): what is left is what was confirmed.
    await service.service.features.booking.clear({ reason: 'bench' });
    const after = (await freeTimes(service.url, clientOn(999))).free.length;
    await sleep(2_000);
    const mail = mailCounts(sink.messages, attack.isTheirs);
    return {
      attack: attack.name,
      requests,
      confirmed,
      freeBefore: before,
      freeDuring: visitor.free,
      freeAfter: after,
      offered: visitor.offered,
      visitor: visitor.words,
      firmEmails: mail.firm,
      strangerEmails: mail.theirs,
      work: { bot: work, visitor: visitor.work },
    };
  } finally {
    await service.stop();
    await sink.stop();
  }
}

async function main(): Promise<void> {
  const config = loadBookingConfig({});
  console.log(
    `Booking service per attack, on loopback (${new Date().toISOString()}); limits ${JSON.stringify(config.limits)}, hold ${config.holdMinutes} min; at most ${maxRequests} requests or ${seconds} s an attack.\n`,
  );
  const rows: AttackRow[] = [];
  const only = process.env.BENCH_BOT_ONLY?.toLowerCase().split('|');
  const chosen = (name: string) => !only || only.some((start) => name.toLowerCase().startsWith(start));
  for (const attack of attacks.filter((candidate) => chosen(candidate.name))) {
    const started = Date.now();
    rows.push(await runOne(attack));
    console.log(`${attack.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const header = [
    'attack',
    'bot requests: sent / 201 / 429 / 409 / other',
    'bot confirmed',
    'visitor from a fresh network',
    'firm emails',
    'bot/stranger emails',
    'free before / during / after / offered (tax)',
    'proofs of work: bot solved / hashes / CPU s; visitor hashes / CPU s',
  ];
  const lines = rows.map((row) => [
    row.attack,
    `${row.requests.sent} / ${row.requests.held} / ${row.requests.refused} / ${row.requests.taken} / ${row.requests.other}`,
    String(row.confirmed),
    row.visitor,
    String(row.firmEmails),
    String(row.strangerEmails),
    `${row.freeBefore} / ${row.freeDuring} / ${row.freeAfter} / ${row.offered}`,
    row.work.bot.proofs + row.work.visitor.proofs === 0
      ? 'off'
      : `${row.work.bot.proofs} / ${row.work.bot.hashes.toLocaleString('en-GB')} / ${row.work.bot.cpuSeconds.toFixed(1)}; ${row.work.visitor.hashes.toLocaleString('en-GB')} / ${row.work.visitor.cpuSeconds.toFixed(2)}`,
  ]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
