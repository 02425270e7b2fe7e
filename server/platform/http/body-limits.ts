import express, { type RequestHandler } from 'express';

/**
 * A server feature's routes as the edge and the service see them, declared once in its plug
 * (server/platform/feature.ts, `http`): the service sends a feature only the requests under its
 * prefixes and reads their bodies up to its limit (api-guards.ts), and the build writes nginx's
 * per-location `client_max_body_size` and its 413 answer from the same declarations
 * (nginx-body-limits.ts). A feature's limit changes in its folder alone.
 */
export interface FeatureRoutes {
  /** The path prefixes its routes are under, each a whole segment ('/api/bookings' takes /api/bookings and /api/bookings/...). */
  prefixes: readonly string[];
  /** The largest request body it takes, in bytes (nginx rounds it up to whole KB). */
  bodyLimitBytes: number;
  /**
   * Where nginx asks the feature (GET, without the body) for its own refusal of a body over the
   * limit, so that nginx and the service refuse alike; without one, nginx's plain-text 413.
   */
  tooLargePath?: string;
}

/** Whether a path is under a prefix: the prefix itself, or below it (never `/api/bookingsX`). */
export const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * A feature's router as the service mounts it: given only the requests under the feature's
 * prefixes (any other leaves this router at once, `next('router')`). A router itself, holding the
 * feature's, so that what walks the service's routes (a test trying every POST route) finds them.
 */
export function servedUnder(routes: FeatureRoutes | undefined, router: RequestHandler): RequestHandler {
  const prefixes = routes?.prefixes ?? [];
  const gate = express.Router();
  gate.use((req, _res, next) => (prefixes.some((prefix) => isUnder(req.path, prefix)) ? next() : next('router')));
  gate.use(router);
  return gate;
}

/**
 * Bytes one UTF-16 code unit (what a form's maxlength counts) can take in the costliest way a
 * client may send it: a form post percent-encodes a 3-byte UTF-8 character as 9 bytes (%E4%B8%AD;
 * a line break, CR LF, is 6); JSON may escape any character as 6 (\u4e2d).
 */
const worstBytesPerCodeUnit = 9;

/**
 * The largest body a form's own fields can make, `[name, maxLength]` each: every field at its
 * maxlength in the worst encoding, plus each field's name and punctuation, in whole KB. So every
 * post the form allows fits, in Cyrillic or Chinese as in English.
 */
export function formBodyLimitBytes(fields: readonly (readonly [string, number])[]): number {
  // "name":"…", in JSON is the name plus 4 quotes, a colon and a comma; name=…& in a form, less.
  const bytes = fields.reduce((sum, [name, maxLength]) => sum + name.length + 6 + maxLength * worstBytesPerCodeUnit, 2);
  return Math.ceil(bytes / 1024) * 1024;
}

/** A limit as people read it, in refusals and docs ("52 KB"). */
export const limitText = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;
