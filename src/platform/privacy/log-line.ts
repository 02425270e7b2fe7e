/*
 * What a log line may hold of an address: the one rule for nginx's access log (its maps are
 * generated from the cases below: server/platform/http/nginx-log-rules.ts) and for every line the
 * service writes (server/platform/log.ts). A link's key (a manage, confirm, unsubscribe or change
 * token) is a path segment, and what a visitor typed into a tool or carried into a form can be a
 * query, so a line keeps a path only up to its first segment that could be a key, and nothing
 * after a `?`. Both go in the place of what is hidden as `hiddenInLog`, so a reader sees that
 * something was there. The privacy policy states the rule in `loggedAddressWords`.
 */

/** What a log line writes in the place of what it may not hold (plain ASCII: nginx escapes the rest). */
export const hiddenInLog = '[hidden]';

/**
 * A path segment that is plainly not a key: lower-case letters, digits, dots and hyphens (a page's
 * slug, a file's name, a year, a booking's id), with no run of 24 letters and digits together. A
 * key the site makes is 32 random bytes in base64url (mixed case, so never kept) and any key in hex
 * is longer than 24 characters, while no slug has a word that long and a hashed asset's name has 10.
 */
const keptSegment = '(?![a-z0-9.-]*[a-z0-9]{24})[a-z0-9.-]*';
const keptPath = `(?:/${keptSegment})*`;
/** A Referer's scheme and host (and port): no user name or password, which no browser sends. */
const origin = '[A-Za-z][A-Za-z0-9+.-]*://[^/?#@]*';

/**
 * One case of the rule: a regular expression (the same text for PCRE in nginx and for JavaScript)
 * whose named groups `write` repeats, with what is hidden after them.
 */
export interface LogCase {
  match: string;
  write: readonly (string | { group: string })[];
}

/** The cases for an address, in order (the first that matches is written); none matches: `hiddenInLog` alone. */
function cases(start: string, query: string): LogCase[] {
  const head = [...(start ? [{ group: 'origin' }] : []), { group: 'kept' }];
  const opening = `^${start ? `(?<origin>${start})` : ''}(?<kept>${keptPath})`;
  return [
    { match: `${opening}$`, write: head },
    { match: `${opening}${query}`, write: [...head, `?${hiddenInLog}`] },
    { match: `${opening}/`, write: [...head, `/${hiddenInLog}`] },
  ];
}

/** The request's path and query, as the request line has it (nginx's `$request_uri`, Express's `originalUrl`). */
export const requestCases: readonly LogCase[] = cases('', '\\?');

/** The Referer header: another page's full address, which carries its own path and query (an empty header stays empty). */
export const refererCases: readonly LogCase[] = cases(origin, '[?#]');

function apply(rule: readonly LogCase[], text: string): string {
  for (const { match, write } of rule) {
    const found = new RegExp(match).exec(text);
    if (found)
      return write.map((part) => (typeof part === 'string' ? part : (found.groups?.[part.group] ?? ''))).join('');
  }
  return hiddenInLog;
}

/** A request's path and query as a log line may hold it: `/api/alerts/confirm/[hidden]`, `/book?[hidden]`. */
export const loggedRequest = (target: string): string => apply(requestCases, target);

/** A Referer as a log line may hold it: `https://example.org/book?[hidden]`; none stays empty. */
export const loggedReferer = (referer: string): string => (referer === '' ? '' : apply(refererCases, referer));

// An address in a sentence: an absolute URL, or a path from its first slash, to the next space or quote.
const addressInText = /(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/?#@"'<>()]*)?\/[^\s"'<>()]*/g;

/** A line of the service's log with every address in it held to the rule, wherever it came from (an error's message). */
export function loggedText(line: string): string {
  return line.replace(addressInText, (address) =>
    address.startsWith('/') ? loggedRequest(address) : loggedReferer(address),
  );
}

/** The rule in the privacy policy's words. */
export const loggedAddressWords =
  'the address asked for, cut short before any part that could be a key (such as the token in a link we emailed you) and without anything after a “?” (such as figures carried from one of our tools)';
