/**
 * The serving rules both servers follow: security headers on every response, cache policy by
 * kind of file, the methods allowed, the longest URL accepted and the refusals' bodies. The
 * Express preview server reads them here; the build writes nginx's from them
 * (server/platform/http/nginx-http-rules.ts), and tests/system/parity.test.ts holds the two servers to them side
 * by side.
 */
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

/** Everything under this prefix is the service's API (each feature's declared prefixes, body-limits.ts), proxied by nginx. */
export const apiPrefix = '/api/';

/**
 * The firm's staff's desk: pages the service renders, proxied by nginx as the API is (never the
 * route table's, never prerendered, never in the sitemap).
 */
export const deskPrefix = '/desk';

/** Whether a request target is the service's own: the API, or the desk (`/desk`, `/desk/...`, `/desk?...`). */
export const isServiceTarget = (target: string): boolean =>
  target.startsWith(apiPrefix) || target === deskPrefix || /^\/desk[/?]/.test(target);

/** The service's answers (the API's, the desk's) carry personal data or say what happened to it: never stored by a cache. */
export const apiCacheControl = 'no-store';

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
