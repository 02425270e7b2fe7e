import { apiPrefix, deskPrefix } from './http-rules';
import type { FeatureRoutes } from './body-limits';

/**
 * nginx's share of each feature's declared routes (body-limits.ts): in the service's locations
 * (nginx.conf's /api/ and the desk's), one nested location per prefix with the feature's body
 * limit, and for a body over it the feature's own refusal, asked for without the body. A path
 * under no feature's prefix keeps nginx's site-wide 1 KB.
 */

/** A feature's routes, with the plug's name (which names its too-large location). */
export type NamedRoutes = FeatureRoutes & { name: string };

/** The service's locations in nginx.conf, by the file each includes, and the path each takes. */
const serviceLocations = { 'api.conf': apiPrefix, 'desk.conf': deskPrefix } as const;

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)}k`;
const regexEscape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** The prefix and what is below it, as nginx's regular expression. */
const underPattern = (prefix: string) => `^${regexEscape(prefix)}(?:/|$)`;
const tooLargeLocation = (name: string) => `@too_large_${name.replace(/[^A-Za-z0-9]/g, '_')}`;

/** Which service location a prefix sits in; a prefix in none would never reach the service. */
function locationFile(prefix: string): keyof typeof serviceLocations {
  const file = (Object.keys(serviceLocations) as (keyof typeof serviceLocations)[]).find((name) => {
    const area = serviceLocations[name];
    return area.endsWith('/') ? prefix.startsWith(area) : prefix === area || prefix.startsWith(`${area}/`);
  });
  if (!file) throw new Error(`${prefix} is under neither ${apiPrefix} nor ${deskPrefix}: nginx would not proxy it.`);
  return file;
}

/** The nested locations of one service location (api.conf, desk.conf): each prefix with its limit. */
export function nginxBodyLimitLocations(features: readonly NamedRoutes[]): Record<string, string> {
  const files = Object.fromEntries(Object.keys(serviceLocations).map((file) => [file, [] as string[]]));
  const seen = new Map<string, string>();
  for (const { name, prefixes, bodyLimitBytes } of features)
    for (const prefix of prefixes) {
      const other = seen.get(prefix);
      if (other) throw new Error(`${name} and ${other} both declare ${prefix}.`);
      seen.set(prefix, name);
      files[locationFile(prefix)]?.push(
        [
          `# ${name}: its largest body (${bodyLimitBytes} bytes), read in one buffer.`,
          `location ~ ${underPattern(prefix)} {`,
          `  client_max_body_size ${kb(bodyLimitBytes)};`,
          `  client_body_buffer_size ${kb(bodyLimitBytes)};`,
          '  proxy_pass $enquiry_service;',
          '}',
        ].join('\n'),
      );
    }
  return Object.fromEntries(Object.entries(files).map(([file, blocks]) => [file, blocks.join('\n')]));
}

/** In http {}: the answer to a body over a feature's limit, by path (nginx.conf's `error_page 413`). */
export function nginxTooLargeMap(features: readonly NamedRoutes[]): string {
  const lines = features.flatMap(({ name, prefixes, tooLargePath }) =>
    tooLargePath ? prefixes.map((prefix) => `  "~${underPattern(prefix)}" ${tooLargeLocation(name)};`) : [],
  );
  return [
    "# A body over a feature's limit: the feature's own refusal where it has one, else the plain one.",
    'map $uri $too_large_answer {',
    ...lines,
    '  default /_errors/413;',
    '}',
  ].join('\n');
}

/**
 * In server {}: each feature's refusal of a body over its limit, chunked or not (the branded page
 * for a form post, JSON for the app), asked for without the body, so that nginx and the service
 * refuse alike; the plain 413 if the service does not answer.
 */
export function nginxTooLargeLocations(features: readonly NamedRoutes[]): string {
  return features
    .flatMap(({ name, tooLargePath }) =>
      tooLargePath
        ? [
            `location ${tooLargeLocation(name)} {`,
            '  proxy_method GET;',
            '  proxy_pass_request_body off;',
            '  proxy_set_header Content-Length "";',
            '  proxy_set_header Connection "";',
            `  proxy_pass $enquiry_service${tooLargePath};`,
            '  error_page 502 504 =413 /_errors/413;',
            '}',
          ]
        : [],
    )
    .join('\n');
}
