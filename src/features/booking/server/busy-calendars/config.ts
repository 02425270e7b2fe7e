import { defaultFeedLimits } from './feed-text';
import { defaultFeedBudget, defaultParseLimits, type FeedBudget } from './parse-busy';
import { whole } from '../../../../../server/platform/env-values';

/**
 * Where the directors' diaries are, from the environment (never committed: a calendar's secret
 * address is a password to it).
 *
 *   BOOKING_BUSY_CALENDARS         whitespace-separated `director=url` pairs. `director` is an id
 *                                  from the team (checked against it by the caller), or `*` for a
 *                                  calendar that blocks everyone (closures, training days). A
 *                                  director may have several. The URL is http(s), or webcal(s),
 *                                  read as http(s): Outlook's published calendar, Google's secret
 *                                  iCal address, iCloud, Fastmail, Nextcloud, any CalDAV calendar.
 *   BOOKING_BUSY_POLL_MINUTES      how often each is read (5)
 *   BOOKING_BUSY_TIMEOUT_SECONDS   how long one read may take, answer and body (10)
 *   BOOKING_BUSY_MAX_BYTES         the largest feed read (5 MiB); a larger one is an error
 *   BOOKING_BUSY_HORIZON_DAYS      how far ahead busy times are read (42: past the booking window)
 *   BOOKING_BUSY_STALE_MINUTES     a feed not read for this long is flagged stale in health (30)
 *   BOOKING_BUSY_MAX_OCCURRENCES   occurrences one recurring event may step through (5000)
 *   BOOKING_BUSY_MAX_EVENTS        the most VEVENTs a feed may hold (50,000); a feed with more is
 *                                  refused, with a warning in the log and the reason in health,
 *                                  and its director offered nothing until it is read again
 *   BOOKING_BUSY_FEED_OCCURRENCES  occurrences one feed may step through, every series and one-off
 *                                  event together (100,000); a feed needing more is refused
 *   BOOKING_BUSY_FEED_SECONDS      time one feed's reading may take, pauses not counted (60)
 *   BOOKING_BUSY_REFRESH_OCCURRENCES  the same, for all the feeds of one refresh together (200,000)
 *   BOOKING_BUSY_REFRESH_SECONDS   the same, in time (120); a feed not reached keeps its last reading
 *                                  (busy-calendars.ts says what a refused feed's director is offered)
 *   BOOKING_BUSY_ALLOW_LOOPBACK    1 lets a feed's URL name this machine (tests, a calendar served
 *                                  beside the service in development); otherwise a feed is read
 *                                  only from a public address (public-host.ts)
 */
export interface BusyFeed {
  /** A director's id, or `*` for everyone. */
  director: string;
  url: string;
}

export interface BusyCalendarsConfig {
  feeds: BusyFeed[];
  pollMs: number;
  timeoutMs: number;
  maxBytes: number;
  /** Redirects followed before a read fails. */
  maxRedirects: number;
  horizonDays: number;
  staleMs: number;
  maxOccurrences: number;
  maxEvents: number;
  /** What reading one feed may cost (parse-busy.ts). */
  feedBudget: FeedBudget;
  /** What one refresh of every feed may cost, summed. */
  refreshBudget: FeedBudget;
  /** Whether a feed may be read from loopback (never from a private or link-local address). */
  allowLoopback: boolean;
}

/** Everyone: a feed for `*` blocks every director. */
export const everyone = '*';

export const busyCalendarDefaults: Omit<BusyCalendarsConfig, 'feeds'> = {
  pollMs: 5 * 60_000,
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  horizonDays: 42,
  staleMs: 30 * 60_000,
  maxOccurrences: defaultParseLimits.maxOccurrences,
  maxEvents: defaultFeedLimits.maxEvents,
  feedBudget: defaultFeedBudget,
  refreshBudget: { occurrences: 2 * defaultFeedBudget.occurrences, ms: 2 * defaultFeedBudget.ms },
  allowLoopback: false,
};

const directorPattern = /^[a-z0-9-]+$/;
const schemes = ['http:', 'https:', 'webcal:', 'webcals:'];

/**
 * A URL fit for logs and health: scheme and host only. A calendar's address usually carries its
 * secret in the path (Google's /private-…/basic.ics, Outlook's published token), sometimes in the
 * query or a user name.
 */
export function redactUrl(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}/…`;
  } catch {
    return '(not a URL)';
  }
}

/** The feeds BOOKING_BUSY_CALENDARS names; an error naming the entry (never its secret) when one is wrong. */
export function parseBusyFeeds(value: string): BusyFeed[] {
  const feeds: BusyFeed[] = [];
  value
    .split(/\s+/)
    .filter(Boolean)
    .forEach((entry, index) => {
      const equals = entry.indexOf('=');
      const director = equals > 0 ? entry.slice(0, equals) : '';
      const url = equals > 0 ? entry.slice(equals + 1) : '';
      const named = `BOOKING_BUSY_CALENDARS entry ${index + 1} (${director || '?'}=${redactUrl(url)})`;
      if (!director || !url) throw new Error(`${named} is not director=url.`);
      if (director !== everyone && !directorPattern.test(director))
        throw new Error(`${named}: the director must be a team id (a-z, 0-9 and -) or * for everyone.`);
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new Error(`${named}: the URL is not a URL.`);
      }
      if (!schemes.includes(parsed.protocol) || !parsed.hostname)
        throw new Error(`${named}: the URL must be http, https or webcal, with a host.`);
      if (feeds.some((feed) => feed.director === director && feed.url === url))
        throw new Error(`${named} is listed twice.`);
      feeds.push({ director, url });
    });
  return feeds;
}

/** The busy calendars' settings from the environment (see the top of this file). */
export function loadBusyCalendarsConfig(env: NodeJS.ProcessEnv = process.env): BusyCalendarsConfig {
  const defaults = busyCalendarDefaults;
  return {
    ...defaults,
    feeds: parseBusyFeeds(env.BOOKING_BUSY_CALENDARS ?? ''),
    pollMs: whole(env, 'BOOKING_BUSY_POLL_MINUTES', defaults.pollMs / 60_000, 1) * 60_000,
    timeoutMs: whole(env, 'BOOKING_BUSY_TIMEOUT_SECONDS', defaults.timeoutMs / 1000, 1) * 1000,
    maxBytes: whole(env, 'BOOKING_BUSY_MAX_BYTES', defaults.maxBytes, 1024),
    horizonDays: whole(env, 'BOOKING_BUSY_HORIZON_DAYS', defaults.horizonDays, 1),
    staleMs: whole(env, 'BOOKING_BUSY_STALE_MINUTES', defaults.staleMs / 60_000, 1) * 60_000,
    maxOccurrences: whole(env, 'BOOKING_BUSY_MAX_OCCURRENCES', defaults.maxOccurrences, 1),
    maxEvents: whole(env, 'BOOKING_BUSY_MAX_EVENTS', defaults.maxEvents, 1),
    feedBudget: {
      occurrences: whole(env, 'BOOKING_BUSY_FEED_OCCURRENCES', defaults.feedBudget.occurrences, 1),
      ms: whole(env, 'BOOKING_BUSY_FEED_SECONDS', defaults.feedBudget.ms / 1000, 1) * 1000,
    },
    refreshBudget: {
      occurrences: whole(env, 'BOOKING_BUSY_REFRESH_OCCURRENCES', defaults.refreshBudget.occurrences, 1),
      ms: whole(env, 'BOOKING_BUSY_REFRESH_SECONDS', defaults.refreshBudget.ms / 1000, 1) * 1000,
    },
    allowLoopback: env.BOOKING_BUSY_ALLOW_LOOPBACK === '1',
  };
}
