import fs from 'node:fs';
import path from 'node:path';
import { goAccessLogFormat, pagePath } from './page-views';

/**
 * GoAccess is told the access log's format (page-views.ts) and nginx writes it (nginx.conf's
 * `log_format main`): the one is the other, variable by variable, so a change to either fails here.
 */
const goAccessFor: Record<string, string> = {
  $remote_addr: '%h',
  // `[28/Nov/2026:10:00:01 +0000]`: the date and time GoAccess reads, the offset it skips.
  $time_local: '%d:%t %^',
  $request_method: '%m',
  $log_request: '%U',
  $server_protocol: '%H',
  $status: '%s',
  $body_bytes_sent: '%b',
  $log_referer: '%R',
  $http_user_agent: '%u',
  $upstream_status: '%^',
};

describe('page views', () => {
  it('tells GoAccess the format nginx.conf writes, field by field', () => {
    const conf = fs.readFileSync(path.resolve(__dirname, '../../../../nginx.conf'), 'utf8');
    const format = /log_format main '([^']+)';/.exec(conf)?.[1];
    expect(format).toBeDefined();
    const unknown = (format ?? '').match(/\$\w+/g)?.filter((variable) => !(variable in goAccessFor));
    expect(unknown).toEqual([]);
    expect((format ?? '').replace(/\$\w+/g, (variable) => goAccessFor[variable] ?? variable)).toBe(goAccessLogFormat);
  });

  it('counts the pages a visitor reads, as the source pages are kept, and nothing else', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/tools/mtd-income-tax')).toBe('/tools/mtd-income-tax');
    expect(pagePath('/services/audit/')).toBe('/services/audit');
    for (const other of ['/api/bookings', '/assets/main.js', '/desk/sources', '/favicon.svg', '/sitemap.xml', 'x'])
      expect(pagePath(other)).toBeNull();
  });
});
