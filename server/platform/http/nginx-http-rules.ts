import {
  apiCacheControl,
  cacheControl,
  calendarFeed,
  hashedAssetPrefix,
  healthPath,
  maxUrlLength,
  refusalBodies,
  securityHeaders,
} from './http-rules';
import { nginxTooLargeLocations, nginxTooLargeMap, type NamedRoutes } from './nginx-body-limits';

/**
 * nginx's share of server/platform/http/http-rules.ts, written at build time into include files that nginx.conf
 * reads (server/platform/http/nginx-includes.ts), as the route locations are from the route table: the security
 * headers, the headers hidden from the enquiry service, the refusals' bodies, the cache policy, the
 * health path and the size limits (each feature's, nginx-body-limits.ts). nginx.conf keeps only what is
 * nginx's own.
 */

/** A value as an nginx string: double-quoted, with the escapes nginx reads (\n, \", \\). */
function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`nginx would read "${value}" as naming a variable.`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

/** Whole KB, rounded up: nginx's sizes are in k. */
const kb = (bytes: number) => `${Math.ceil(bytes / 1024)}k`;

const regexEscape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** In http {}: the cache policy by status and path, the longest request line accepted, and each feature's 413 answer. */
export function nginxHttpRules(features: readonly NamedRoutes[]): string {
  return [
    '# Cache policy: content-hashed files, when served, for a year; everything else, refusals and',
    '# missing assets included, revalidated. API answers ($api_request, nginx.conf) are never stored.',
    'map "$status:$uri" $static_cache_control {',
    `  "~^(200|206|304):${regexEscape(hashedAssetPrefix)}" ${quoted(cacheControl.immutable)};`,
    // The key dates' calendar feeds: fresh within the hour (calendarFeed).
    `  "~^(200|206|304):${calendarFeed.pattern.source.replace(/^\^/, '').replace(/\\\//g, '/')}" ${quoted(calendarFeed.cacheControl)};`,
    `  default ${quoted(cacheControl.revalidate)};`,
    '}',
    'map $api_request $cache_control {',
    `  1 ${quoted(apiCacheControl)};`,
    '  default $static_cache_control;',
    '}',
    `# A request line longer than this is refused with 414 (maxUrlLength ${maxUrlLength}).`,
    `large_client_header_buffers 4 ${kb(maxUrlLength)};`,
    nginxTooLargeMap(features),
  ].join('\n');
}

/**
 * In server {}: the security headers on every response (always, and at server level only, so no
 * location can drop them), the same headers hidden from the enquiry service's answers so each is
 * sent once, the refusals' plain-text bodies, each feature's refusal of a body over its limit and
 * the health path.
 */
export function nginxServerRules(features: readonly NamedRoutes[]): string {
  const headers = Object.entries(securityHeaders).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  const hidden = [...Object.keys(securityHeaders), 'Cache-Control'].map((name) => `proxy_hide_header ${name};`);
  const refusals = Object.entries(refusalBodies)
    .filter(([status]) => status !== '404')
    .map(([status, body]) =>
      [
        `location = /_errors/${status} {`,
        '  internal;',
        '  default_type text/plain;',
        // nginx runs the header filters a second time for a 416, which would send every header
        // twice; an (empty) add_header of the location's own stops the second copy inheriting.
        ...(status === '416' ? ['  add_header Content-Range "" always;'] : []),
        `  return ${status} ${quoted(body)};`,
        '}',
      ].join('\n'),
    );
  return [
    '# Security headers on every response, errors included (server/platform/http/http-rules.ts).',
    ...headers,
    'add_header Cache-Control $cache_control always;',
    '# The enquiry service sends its own; these replace them, so each is sent once.',
    ...hidden,
    '',
    "# Plain-text bodies for refusals, never nginx's own pages.",
    ...refusals,
    'location @plain_not_found {',
    '  types {}',
    '  default_type text/plain;',
    `  return 404 ${quoted(refusalBodies[404])};`,
    '}',
    '',
    "# A body over a feature's limit: its own refusal (nginx-body-limits.ts).",
    nginxTooLargeLocations(features),
    '',
    "# For load balancers and the container's health check.",
    `location = ${healthPath} {`,
    '  access_log off;',
    '  default_type text/plain;',
    '  return 200 "ok\\n";',
    '}',
  ].join('\n');
}
