import { mailboxOf } from '../server/platform/forms/address';
import { bookingBody, isHoldEmail, managePathIn, toFirm } from './booking';
import { freeTimes, requestFrom } from './booking-bot';
import { solveNatively } from './proof';
import { challengePath, type ProofChallenge } from '../src/features/booking/proof-of-work';
import type { SmtpSink, ReceivedMail } from './smtp-sink';

/**
 * The attacks of issue 45 against a real booking service on loopback, each request from its own
 * 127.x.y.z address (the service sees each as a client; a /24 is a network), and what a real
 * visitor from a fresh network gets afterwards. Used by `npm run bench:bot`
 * (scripts/bench-booking-bot.ts), which prints the table.
 */

/** What one attack did, and what the visitor and the inboxes got. */
export interface AttackRow {
  attack: string;
  /** The bot's booking requests, by answer. */
  requests: { sent: number; held: number; refused: number; taken: number; other: number };
  /** Holds the bot confirmed from its own mailbox. */
  confirmed: number;
  /** Free times (for the bot's topic) before the attack, as a visitor saw them after it, and once its holds had gone. */
  freeBefore: number;
  freeDuring: number;
  freeAfter: number;
  /** The window's offered times, free or not. */
  offered: number;
  /** The visitor's outcome: the time they held, its place among the window's times (1: the first), and whether their confirmation took. */
  visitor: string;
  /** Emails the firm received (an invitation per confirmed booking). */
  firmEmails: number;
  /** Emails to the bot's or the stranger's addresses. */
  strangerEmails: number;
  /** The proofs of work the bot and the visitor solved (BOOKING_PROOF_OF_WORK on), natively. */
  work: { bot: Work; visitor: Work };
}

/** Proofs of work solved: how many, their hashes and the CPU seconds they took here. */
export interface Work {
  proofs: number;
  hashes: number;
  cpuSeconds: number;
}
export const noWork = (): Work => ({ proofs: 0, hashes: 0, cpuSeconds: 0 });
const addWork = (total: Work, more: Work) => {
  total.proofs += more.proofs;
  total.hashes += more.hashes;
  total.cpuSeconds += more.cpuSeconds;
};

/**
 * The proof a hold needs from `address` now: none while the service asks for none, else a fresh
 * challenge solved with native SHA-256 (test-kit/proof.ts), as a bot would, and what it cost.
 */
async function proofFor(url: string, address: string): Promise<{ proof?: string; work: Work }> {
  const { body } = await requestFrom(url, address, 'GET', challengePath);
  const { challenge, difficulty } = body as unknown as ProofChallenge;
  if (!challenge || !difficulty) return { work: noWork() };
  const started = process.cpuUsage();
  const { proof, hashes } = solveNatively(challenge, difficulty);
  const used = process.cpuUsage(started);
  return { proof, work: { proofs: 1, hashes, cpuSeconds: (used.user + used.system) / 1e6 } };
}

export interface Target {
  url: string;
  sink: SmtpSink;
}

type Tally = AttackRow['requests'];
const tally = (): Tally => ({ sent: 0, held: 0, refused: 0, taken: 0, other: 0 });
const count = (requests: Tally, status: number) => {
  requests.sent += 1;
  if (status === 201) requests.held += 1;
  else if (status === 429) requests.refused += 1;
  else if (status === 409) requests.taken += 1;
  else requests.other += 1;
};

/** The address of client `index` on network `network` (127.N.x.y: /24 `network`, host 2 to 251). */
export const clientOn = (network: number, index = 0) =>
  `127.${1 + Math.floor(network / 256)}.${network % 256}.${2 + (index % 250)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to `ms` for `test` to hold (mail arrives through the queue, a moment after the answer). */
async function waitUntil(test: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test() && Date.now() < deadline) await sleep(50);
}

/** Posts one booking of `slot` from `address` for `email` (with a proof of work where one is asked for); its status, the booking's id and the work. */
export async function post(url: string, address: string, slot: string, email: string) {
  let work = noWork();
  try {
    const solved = await proofFor(url, address);
    work = solved.work;
    const body = { ...bookingBody(slot, { email, name: 'Bot' }), ...(solved.proof ? { proof: solved.proof } : {}) };
    const answer = await requestFrom(url, address, 'POST', '/api/bookings', body);
    return { status: answer.status, id: typeof answer.body.id === 'string' ? answer.body.id : null, work };
  } catch {
    return { status: 0, id: null, work };
  }
}

/**
 * Confirms every hold of `holds` whose "confirm it" email reached the sink, each from the client
 * that made it (as a bot would: one address's rate limit never bounds it); how many took.
 */
export async function confirmFromMail(target: Target, holds: { id: string; from: string }[]): Promise<number> {
  await waitUntil(() => holds.every(({ id }) => target.sink.messages.some((mail) => isHoldEmail(mail, id))), 20_000);
  let confirmed = 0;
  for (const { id, from } of holds) {
    const mail = target.sink.messages.find((candidate) => isHoldEmail(candidate, id));
    const path = managePathIn(mail?.parsed.text ?? '');
    if (!path) continue;
    const answer = await requestFrom(target.url, from, 'POST', `${path}/confirm`, {});
    if (answer.status === 303) confirmed += 1;
  }
  return confirmed;
}

/**
 * A bot on networks `networks` (each /24 a network; one network uses its 250 hosts in turn) that
 * books the earliest free times for `email(n)`, a fresh address each time, until `maxRequests`
 * or `seconds`; with `confirm`, it reads its own catch-all mailbox and confirms every hold.
 */
export async function runAttack(
  target: Target,
  options: {
    networks: number[];
    email: (n: number) => string;
    maxRequests: number;
    seconds: number;
    confirm: boolean;
    /** Requests in flight at once. */
    parallel?: number;
  },
): Promise<{ requests: Tally; confirmed: number; holds: { id: string; from: string; slot: string }[]; work: Work }> {
  const requests = tally();
  const work = noWork();
  const held: { id: string; from: string; slot: string }[] = [];
  const started = Date.now();
  const parallel = options.parallel ?? 10;
  let n = 0;
  const { networks } = options;
  // One network: its hosts in turn; several: one host of each in turn.
  const address = (i: number) =>
    networks.length === 1
      ? clientOn(networks[0] ?? 0, i)
      : clientOn(networks[i % networks.length] ?? 0, Math.floor(i / networks.length));
  while (requests.sent < options.maxRequests && Date.now() - started < options.seconds * 1000) {
    const { free } = await freeTimes(target.url, address(n));
    if (free.length === 0) break;
    const batch = free.slice(0, Math.min(parallel, options.maxRequests - requests.sent));
    const answers = await Promise.all(
      batch.map(async (slot) => {
        const i = n++;
        return { ...(await post(target.url, address(i), slot, options.email(i))), from: address(i), slot };
      }),
    );
    for (const answer of answers) {
      count(requests, answer.status);
      addWork(work, answer.work);
      if (answer.status === 201 && answer.id) held.push({ id: answer.id, from: answer.from, slot: answer.slot });
    }
  }
  const confirmed = options.confirm ? await confirmFromMail(target, held) : 0;
  return { requests, confirmed, holds: held, work };
}

/**
 * A visitor from a fresh network: the first free time of the grid, held and confirmed from their
 * email. Says which time, its place among the window's offered times and working days, and what each step answered.
 */
export async function visitorBooks(target: Target, address: string, email: string) {
  const { days, free } = await freeTimes(target.url, address);
  const all = days.flatMap((day) => day.slots.map((slot) => slot.id));
  const slot = free[0];
  if (!slot) return { words: 'no free time offered', free: 0, offered: all.length, work: noWork() };
  const { status, id, work } = await post(target.url, address, slot, email);
  if (status !== 201 || !id) return { words: `${slot}: ${status}`, free: free.length, offered: all.length, work };
  const confirmed = (await confirmFromMail(target, [{ id, from: address }])) === 1;
  const place = all.indexOf(slot) + 1;
  // The window's days are working days: the first is the next working day.
  const day = days.findIndex((candidate) => slot.startsWith(candidate.date)) + 1;
  return {
    words: `${slot} (time ${place} of ${all.length}, working day ${day} of ${days.length}): held, ${confirmed ? 'confirmed' : 'NOT confirmed'}`,
    free: free.length,
    offered: all.length,
    work,
  };
}

/** Mail in the sink to the firm, and to addresses `isTheirs` claims (the bot's, or a stranger's mailbox). */
export const mailCounts = (messages: ReceivedMail[], isTheirs: (to: string) => boolean) => ({
  firm: messages.filter(toFirm).length,
  theirs: messages.filter((mail) => mail.envelope.to.some(isTheirs)).length,
});

/** Whether `address` is a variant of `mailbox` (mailboxOf's). */
export const isMailbox = (mailbox: string) => (address: string) => mailboxOf(address) === mailboxOf(mailbox);

/** `count` different spellings of one Gmail address: dots, +tags, case, googlemail.com. */
export function addressVariants(local: string, count: number): string[] {
  const variants: string[] = [];
  for (let i = 0; variants.length < count; i += 1) {
    const letters = [...local];
    const dotted = letters.map((letter, j) => (j > 0 && (i >> j) % 2 === 1 ? `.${letter}` : letter)).join('');
    const cased = i % 3 === 0 ? dotted.toUpperCase() : dotted;
    const domain = i % 2 === 0 ? 'gmail.com' : 'googlemail.com';
    variants.push(`${cased}+${i.toString(36)}@${domain}`);
  }
  return variants;
}

export { sleep };

/**
 * Contested holds against a visitor (issue 53): a visitor holds the first free time; a bot on
 * `networks` tries `holds` bookings (past the site's held-at-once count, holds stop keeping their
 * times, so the visitor's time is offered again), then holds the visitor's time from one more
 * network and confirms it first. Returns what the visitor's link then says (its heading) and answers.
 */
export async function displaceVisitor(
  target: Target,
  options: { visitorAddress: string; networks: number[]; email: (n: number) => string; holds: number; seconds: number },
): Promise<{ requests: Tally; confirmed: number; visitorPage: string }> {
  const { free } = await freeTimes(target.url, options.visitorAddress);
  const slot = free[0];
  if (!slot) return { requests: tally(), confirmed: 0, visitorPage: 'no free time offered' };
  const visitor = await post(target.url, options.visitorAddress, slot, 'held-visitor@visitor-b.example');
  if (visitor.status !== 201 || !visitor.id)
    return { requests: tally(), confirmed: 0, visitorPage: `hold: ${visitor.status}` };
  const bot = await runAttack(target, {
    networks: options.networks,
    email: options.email,
    maxRequests: options.holds,
    seconds: options.seconds,
    confirm: false,
  });
  // Past the count, the visitor's time is offered again: the bot holds it from one more network and confirms it.
  const from = clientOn(Math.max(...options.networks) + 1);
  const onTheirs = await post(target.url, from, slot, options.email(options.holds));
  count(bot.requests, onTheirs.status);
  const confirmed = onTheirs.id ? await confirmFromMail(target, [{ id: onTheirs.id, from }]) : 0;
  await waitUntil(() => target.sink.messages.some((mail) => isHoldEmail(mail, visitor.id ?? '')), 20_000);
  const path = managePathIn(
    target.sink.messages.find((mail) => isHoldEmail(mail, visitor.id ?? ''))?.parsed.text ?? '',
  );
  const page = path ? await requestFrom(target.url, options.visitorAddress, 'GET', path) : null;
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(String(page?.body.text ?? ''))?.[1] ?? '';
  return {
    requests: bot.requests,
    confirmed,
    visitorPage: page
      ? `${slot} held; bot confirmed it ${confirmed}x; visitor's link: ${page.status} "${heading}"`
      : 'no link',
  };
}
