import http from 'node:http';
import { bookingBody, sampleBooking } from './booking';

/**
 * A bot against the booking service, and a visitor after it (issue 30, item 7): the bot posts
 * bookings of the earliest free times from many loopback addresses (each request bound to its own
 * `localAddress`, so that the service sees a different client for each: 127.0.0.2, 127.0.0.3, ...;
 * the whole of 127.0.0.0/8 is this machine's, and no X-Forwarded-For is sent), a fresh email
 * address each time, at a steady rate. Then a visitor from another network books the first free
 * time on the first day offered, and one on the next working day. Used by
 * tests/system/booking-bot.test.ts (200 requests); `npm run bench:bot` has attacks of its own.
 */

export interface BotOptions {
  /** The service's origin, e.g. http://127.0.0.1:3001. */
  url: string;
  /** How many client addresses the bot rotates through, from 127.0.0.2. */
  addresses: number;
  /** Requests per second, spread evenly. */
  rate: number;
  /**
   * How many bookings it posts. The count ends the run, not a clock: on a busy machine the run is
   * slower and sends as many (a time limit had it send 130 of 200 and the test fail).
   */
  requests: number;
  /** Each address on a network of its own (127.1.0.2, 127.1.1.2, ...): a bot with many networks. */
  spread?: boolean;
}

export interface BotResult {
  sent: number;
  /** 201: a time held. */
  held: number;
  /** 429: refused by a limit (per address, per network, holds at once, or the rate limit). */
  refused: number;
  /** 409: the time was taken meanwhile. */
  taken: number;
  /** Anything else (a 400 for a time that went out of the window, a 5xx, a failed connection). */
  other: number;
  /** The refusals' words, each with how often it was given. */
  refusals: Record<string, number>;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One JSON request from `localAddress`, on a connection of its own. */
export function requestFrom(
  url: string,
  localAddress: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method,
        localAddress,
        agent: false,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(payload);
  });
}

interface GridDay {
  date: string;
  slots: { id: string; free: boolean }[];
}

/** The grid's free times for the topic booked (sampleBooking's), earliest first, as a client at `localAddress` sees them. */
export async function freeTimes(url: string, localAddress: string): Promise<{ days: GridDay[]; free: string[] }> {
  const { body } = await requestFrom(url, localAddress, 'GET', `/api/bookings/slots?topic=${sampleBooking.topic}`);
  const days = (body.days ?? []) as GridDay[];
  return { days, free: days.flatMap((day) => day.slots.filter((slot) => slot.free).map((slot) => slot.id)) };
}

/** The bot's address number `index` (0-based): 127.0.0.2 onwards, or with `spread` one per /24 from 127.1.0.2. */
export const botAddress = (index: number, spread = false) =>
  spread
    ? `127.${1 + Math.floor(index / 256)}.${index % 256}.2`
    : `127.0.${Math.floor((index + 2) / 256)}.${(index + 2) % 256}`;

/** Runs the bot: the earliest free times, one after another, from `addresses` addresses in turn. */
export async function runBot({ url, addresses, rate, requests, spread = false }: BotOptions): Promise<BotResult> {
  const result: BotResult = { sent: 0, held: 0, refused: 0, taken: 0, other: 0, refusals: {} };
  let { free } = await freeTimes(url, botAddress(0));
  let next = 0;
  const started = Date.now();
  const pending: Promise<void>[] = [];
  const gap = 1000 / rate;
  while (result.sent < requests) {
    const index = result.sent;
    if (next >= free.length) {
      // Every time it knows was tried: look again (a hold may have lapsed, or been cleared).
      free = (await freeTimes(url, botAddress(index % addresses, spread))).free;
      next = 0;
      if (free.length === 0) break;
    }
    const slot = free[next++];
    if (!slot) break;
    result.sent += 1;
    pending.push(
      requestFrom(url, botAddress(index % addresses, spread), 'POST', '/api/bookings', {
        ...bookingBody(slot, { name: 'Bot', email: `bot-${index}@bot.example`, company: '', note: '' }),
      }).then(
        (answer) => {
          if (answer.status === 201) result.held += 1;
          else if (answer.status === 409) result.taken += 1;
          else if (answer.status === 429) {
            result.refused += 1;
            const words = String(answer.body.error ?? answer.status);
            result.refusals[words] = (result.refusals[words] ?? 0) + 1;
          } else result.other += 1;
        },
        () => {
          result.other += 1;
        },
      ),
    );
    const due = started + (index + 1) * gap;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
  }
  await Promise.all(pending);
  return result;
}

export interface VisitorResult {
  /** The two times tried: the first free one on each of the two days asked for. */
  tries: { slot: string; status: number; answer: string }[];
}

/**
 * The first two days offered with a free time, as anyone sees them before a bot starts: the first
 * day offered may have none for want of notice (a Saturday evening offers Monday, all too soon).
 */
export async function firstOpenDays(url: string, localAddress: string): Promise<string[]> {
  const { days } = await freeTimes(url, localAddress);
  return days
    .filter((day) => day.slots.some((slot) => slot.free))
    .slice(0, 2)
    .map((day) => day.date);
}

/** A visitor from `localAddress` (another network) books the first free time on each of `dates`. */
export async function visitorBooks(
  url: string,
  localAddress: string,
  email: string,
  dates: string[],
): Promise<VisitorResult> {
  const { days } = await freeTimes(url, localAddress);
  const tries: VisitorResult['tries'] = [];
  for (const date of dates) {
    const day = days.find((candidate) => candidate.date === date);
    if (!day) {
      tries.push({ slot: `${date}: not offered`, status: 0, answer: 'the day is no longer offered' });
      continue;
    }
    const slot = day.slots.find((candidate) => candidate.free)?.id;
    if (!slot) {
      tries.push({ slot: `${day.date}: none free`, status: 0, answer: 'no free time that day' });
      continue;
    }
    const { status, body } = await requestFrom(
      url,
      localAddress,
      'POST',
      '/api/bookings',
      bookingBody(slot, { email }),
    );
    const director = (body.director as { name?: string } | null | undefined)?.name;
    const answer =
      status === 201 ? `held with ${director}, ${String(body.holdMinutes)} minutes to confirm` : String(body.error);
    tries.push({ slot, status, answer });
  }
  return { tries };
}
