/**
 * The serving rules both servers follow: security headers on every response, cache policy by
 * kind of file, the methods allowed, the longest URL accepted and the refusals' bodies. The
 * Express preview server reads them here; the build writes nginx's from them
 * (server/platform/http/nginx-http-rules.ts), and tests/system/parity.test.ts holds the two servers to them side
 * by side.
 */
import { enquiryFields } from '../../../src/content/enquiry';
import { honeypotField } from '../../../src/content/form-words';

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self'",
    // react-hot-toast injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; '),
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const cacheControl = {
  /** Content-hashed files under /assets/: a new build gives them new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML, sitemap, robots and every other file whose name does not change between builds. */
  revalidate: 'no-cache',
} as const;

/**
 * The key dates' calendar feeds (`/key-dates/<audience>.ics`): rebuilt with the site, so a
 * calendar app polling a subscription gets a fresh copy within the hour. nginx.conf declares the
 * `ics` type; server/platform/http/nginx-http-rules.ts writes the cache policy into nginx's generated map.
 */
export const calendarFeed = {
  pattern: /^\/key-dates\/[a-z-]+\.ics$/,
  contentType: 'text/calendar; charset=utf-8',
  cacheControl: 'public, max-age=3600',
} as const;

/** Files under this prefix carry a content hash in their names. */
export const hashedAssetPrefix = '/assets/';

export const allowedMethods = ['GET', 'HEAD'] as const;

/** Everything under this prefix is the enquiry API (src/features/enquiry/server/api.ts), proxied by nginx. */
export const apiPrefix = '/api/';

/**
 * The firm's staff's desk: pages the service renders, proxied by nginx as the API is (never the
 * route table's, never prerendered, never in the sitemap).
 */
export const deskPrefix = '/desk';

/** The largest desk form accepted (its longest is a cancellation's reason and the form's token): nginx's cap in location /desk too. */
export const deskBodyLimitBytes = 8 * 1024;

/** Whether a request target is the service's own: the API, or the desk (`/desk`, `/desk/...`, `/desk?...`). */
export const isServiceTarget = (target: string): boolean =>
  target.startsWith(apiPrefix) || target === deskPrefix || /^\/desk[/?]/.test(target);

/** The service's answers (the API's, the desk's) carry personal data or say what happened to it: never stored by a cache. */
export const apiCacheControl = 'no-store';

/**
 * Bytes one UTF-16 code unit (what the form's maxlength counts) can take in the costliest way a
 * client may send it: a form post percent-encodes a 3-byte UTF-8 character as 9 bytes (%E4%B8%AD;
 * a line break, CR LF, is 6); JSON may escape any character as 6 (\u4e2d).
 */
const worstBytesPerCodeUnit = 9;

/**
 * The largest enquiry body accepted, from the form's own fields (src/content/enquiry.ts): every field at its
 * maxlength in the worst encoding, plus each field's name and punctuation, the retry id (a UUID)
 * and the empty honeypot, in whole KB (nginx: client_max_body_size in location /api/). So every
 * enquiry the form allows fits, in Cyrillic or Chinese as in English.
 */
export const enquiryBodyLimitBytes = (() => {
  const fields: [string, number][] = [
    ...Object.entries(enquiryFields).map(([name, field]): [string, number] => [name, field.maxLength]),
    ['id', 36],
    [honeypotField, 0],
  ];
  // "name":"…", in JSON is the name plus 4 quotes, a colon and a comma; name=…& in a form, less.
  const bytes = fields.reduce((sum, [name, maxLength]) => sum + name.length + 6 + maxLength * worstBytesPerCodeUnit, 2);
  return Math.ceil(bytes / 1024) * 1024;
})();

/** The cap as people read it, in refusals and docs ("52 KB"). */
export const enquiryBodyLimitText = `${enquiryBodyLimitBytes / 1024} KB`;

/** Longer request targets get 414 (nginx: large_client_header_buffers 4 8k). */
export const maxUrlLength = 8000;

/** For load balancers and container health checks. */
export const healthPath = '/healthz';

/** Plain-text bodies for refusals, the same from both servers (413 and 429: nginx's own limits). */
export const refusalBodies = {
  400: 'Bad Request\n',
  404: 'Not Found\n',
  405: 'Method Not Allowed\n',
  413: 'Payload Too Large\n',
  414: 'URI Too Long\n',
  416: 'Range Not Satisfiable\n',
  429: 'Too Many Requests\n',
  500: 'Internal Server Error\n',
} as const;

/**
 * Where nginx asks the enquiry service for its refusal of a body over the cap (error_page 413),
 * so that it refuses exactly as the service does.
 */
export const enquiryTooLargePath = `${apiPrefix}enquiries/too-large`;
