import { checkFeedHost, type Lookup } from './public-host';

/**
 * One read of a calendar feed over HTTP(S), with Node's fetch: conditional (If-None-Match and
 * If-Modified-Since from the last answer; 304 means unchanged), within a time limit for the whole
 * read (redirects and body), a size limit (the body is streamed and the read stops past it) and a
 * limit on redirects, which are followed here rather than by fetch so they can be counted and kept
 * to http(s) on the feed's own host. Every host read from must be public (public-host.ts). Errors
 * say what went wrong in words fit for health and logs: never the URL.
 */

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedAnswer = { changed: false } | ({ changed: true; text: string } & Validators);

export interface FetchOptions {
  validators: Validators | null;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Aborts the read when the poller stops. */
  signal: AbortSignal;
  fetch: typeof fetch;
  /** Whether the feed may be on this machine (public-host.ts). */
  allowLoopback: boolean;
  /** The system's resolver unless a test passes its own. */
  lookup?: Lookup;
}

const redirects = new Set([301, 302, 303, 307, 308]);

/** webcal:// is how calendar apps say "subscribe to this http(s) feed". */
const httpUrl = (url: string) => url.replace(/^webcal(s?):/i, 'http$1:');

export async function fetchFeed(url: string, options: FetchOptions): Promise<FeedAnswer> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([timeout, options.signal]);
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5' };
  if (options.validators?.etag) headers['if-none-match'] = options.validators.etag;
  if (options.validators?.lastModified) headers['if-modified-since'] = options.validators.lastModified;
  try {
    let target = new URL(httpUrl(url));
    const host = target.hostname;
    for (let hops = 0; ; hops++) {
      await checkFeedHost(target.hostname, options.allowLoopback, options.lookup);
      const response = await options.fetch(target, { headers, redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (redirects.has(response.status) && location) {
        await response.body?.cancel();
        if (hops >= options.maxRedirects) throw new Error(`more than ${options.maxRedirects} redirects`);
        target = new URL(location, target);
        if (target.protocol !== 'http:' && target.protocol !== 'https:')
          throw new Error('redirected to something other than http(s)');
        // Another host could be anything: the feed's owner moves it by changing its URL here.
        if (target.hostname !== host) throw new Error('redirected to another host');
        continue;
      }
      if (response.status === 304 && options.validators) {
        await response.body?.cancel();
        return { changed: false };
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
      }
      const text = await readText(response, options.maxBytes);
      return {
        changed: true,
        text,
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      };
    }
  } catch (error) {
    if (timeout.aborted) throw new Error(`no complete answer within ${options.timeoutMs / 1000} s`);
    if (options.signal.aborted) throw new Error('stopped');
    throw new Error(describe(error));
  }
}

/** The body as UTF-8 text, read no further than `maxBytes`. */
async function readText(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new Error(`larger than the ${maxBytes.toLocaleString('en-GB')}-byte limit`);
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let text = '';
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * A failed read in words: fetch's "fetch failed" hides the reason in `cause`. Read by shape, not
 * `instanceof`: fetch's errors come from Node's own realm, which under Jest is not the test's.
 */
function describe(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { code?: unknown } };
  if (typeof message !== 'string') return String(error);
  if (message === 'fetch failed')
    return `could not connect${typeof cause?.code === 'string' ? ` (${cause.code})` : ''}`;
  return message;
}
