import { hiddenInLog, refererCases, requestCases, type LogCase } from '../../../src/platform/privacy/log-line';

/**
 * The access log's share of the log rule (src/platform/privacy/log-line.ts), as nginx maps written
 * into http.conf: `$log_request` (the path and query of the request line) and `$log_referer`,
 * which nginx.conf's `log_format` writes in the place of `$request_uri` and `$http_referer`. The
 * regular expressions are the rule's own text; PCRE and JavaScript read them alike.
 */

/** A map from `source` to `variable`, one line per case; each case's groups are named after the variable, as nginx's captures share one namespace. */
function logMap(source: string, variable: string, rule: readonly LogCase[], empty: boolean): string[] {
  const name = (group: string) => `${variable}_${group}`;
  const line = ({ match, write }: LogCase) => {
    const pattern = match.replace(/\(\?<(\w+)>/g, (_all, group: string) => `(?<${name(group)}>`);
    const value = write.map((part) => (typeof part === 'string' ? part : `\${${name(part.group)}}`)).join('');
    if (/["\\]/.test(pattern.replace(/\\[?]/g, '')))
      throw new Error(`The log rule's "${match}" needs quoting nginx does not do.`);
    return `  "~${pattern}" "${value}";`;
  };
  return [
    `map ${source} $${variable} {`,
    ...(empty ? ['  "" "";'] : []),
    ...rule.map(line),
    `  default "${hiddenInLog}";`,
    '}',
  ];
}

/** In http {}: the two maps the access log's format reads. */
export function nginxLogRules(): string {
  return [
    '# What the access log may hold of an address (src/platform/privacy/log-line.ts): a path up to its',
    '# first segment that could be a key, and nothing after a "?".',
    ...logMap('$request_uri', 'log_request', requestCases, false),
    ...logMap('$http_referer', 'log_referer', refererCases, true),
  ].join('\n');
}
