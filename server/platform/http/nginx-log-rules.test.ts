import fs from 'node:fs';
import path from 'node:path';
import { refererCases, requestCases } from '../../../src/platform/privacy/log-line';
import { nginxLogRules } from './nginx-log-rules';

const conf = fs.readFileSync(path.resolve(__dirname, '../../../nginx.conf'), 'utf8');
const format = /log_format\s+main\s+((?:'[^']*'\s*)+);/.exec(conf)?.[1] ?? '';

describe('the access log', () => {
  it('writes an address only as the log rule reduces it', () => {
    const variables = [...format.matchAll(/\$([a-z_0-9]+)/g)].map(([, name]) => name);
    expect(variables).toEqual(expect.arrayContaining(['log_request', 'log_referer']));
    // Anything that holds the raw address, its query or the Referer: never in a line.
    const raw = /^(request|request_uri|uri|document_uri|args|query_string|is_args|http_referer|arg_\w+|cookie_\w+)$/;
    expect(variables.filter((name) => raw.test(name ?? ''))).toEqual([]);
  });

  it('gets its maps from the rule’s own expressions, each case in order', () => {
    const maps = nginxLogRules();
    const lines = (variable: string, cases: typeof requestCases) =>
      cases.map(({ match }) => `"~${match.replace(/\(\?<(\w+)>/g, `(?<${variable}_$1>`)}"`);
    const expected = [...lines('log_request', requestCases), ...lines('log_referer', refererCases)];
    const found = expected.map((line) => maps.indexOf(line));
    expect(found.every((at) => at >= 0)).toBe(true);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    expect(maps).toContain('map $request_uri $log_request {');
    expect(maps).toContain('map $http_referer $log_referer {');
  });

  it('keeps error lines, which quote the whole request, to what stops nginx working', () => {
    expect(conf).toMatch(/^error_log \/dev\/stderr crit;$/m);
  });
});
