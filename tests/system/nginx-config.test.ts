import fs from 'node:fs';
import path from 'node:path';
import { localNginxConfig } from '../../scripts/serve-nginx';
import { securityHeaders } from '../../server/platform/http/http-rules';
import { nginxIncludes, nginxIncludesDir } from '../../server/platform/http/nginx-includes';
import { featureRoutes } from '../../server/app/features';
import { nginxRouteLocations } from '../../server/platform/http/nginx-routes';
import { type RouteKey } from '../../src/config/paths';
import { isAppRoute, paths, prerenderedOnlyRoutes } from '../../src/config/route-table';

const conf = fs.readFileSync(path.resolve(__dirname, '../../nginx.conf'), 'utf8');

describe('nginx.conf', () => {
  const includes = nginxIncludes(featureRoutes);

  it('takes the shared rules from the files the build generates, and writes none of them itself', () => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(conf).not.toContain(name);
      expect(conf).not.toContain(value);
    }
    // The site's own limit (it takes no uploads) is nginx's; each feature's is generated.
    expect(conf).not.toMatch(/client_max_body_size (?!1k;)/);
    expect(conf).not.toMatch(/large_client_header_buffers|max-age|no-store|return \d+ "/);
    const included = [...conf.matchAll(/include \/etc\/nginx\/generated\/([\w-]+\.conf);/g)].map((m) => m[1]);
    expect(included.sort()).toEqual(Object.keys(includes).sort());
  });

  it('sets every header at server level only, where no location can drop them', () => {
    // The server include comes before the first location; within it, the one location with a
    // header of its own is the 416 refusal, which nginx reaches with the headers already set.
    const server = conf.slice(conf.indexOf('  server {'));
    expect(server.indexOf('include /etc/nginx/generated/server.conf;')).toBeLessThan(server.search(/^\s*location /m));
    expect(server.slice(server.search(/^\s*location /m))).not.toContain('add_header');
    const inLocations = [...(includes['server.conf'] ?? '').matchAll(/location ([^{]+)\{[^}]*?\badd_header\b/g)].map(
      (m) => m[1]?.trim(),
    );
    expect(inLocations).toEqual(['= /_errors/416']);
  });

  it('hides its version, never redirects to a host from the request, and runs unprivileged on 8080', () => {
    expect(conf).toMatch(/^\s*server_tokens off;/m);
    expect(conf).toMatch(/^\s*absolute_redirect off;/m);
    expect(conf).toMatch(/^\s*listen 8080 default_server;/m);
    expect(conf).not.toMatch(/^\s*user /m);
    expect(conf).toMatch(/^\s*gzip_static on;/m);
  });

  it('serves the route table from the locations the build generates, before its 404 catch-all', () => {
    const include = conf.indexOf('include /etc/nginx/generated/routes.conf;');
    expect(include).toBeGreaterThan(conf.search(/location ~ \\\.\[A-Za-z0-9\]\+\$ \{/));
    expect(include).toBeLessThan(conf.indexOf('location / {'));
    // No hand-written route location left beside it.
    expect(conf).not.toMatch(/location [=~] \^?\/(?:services|sectors|about)/);
  });
});

describe('the generated route locations (server/platform/http/nginx-routes.ts)', () => {
  const locations = nginxRouteLocations();
  const regexes = [...locations.matchAll(/^location ~ (\S+) \{$/gm)].map((match) => new RegExp(match[1] as string));
  const served = (uri: string) => regexes.findIndex((regex) => regex.test(uri));

  it('have one location per route, in the order of the table', () => {
    expect(regexes).toHaveLength(Object.keys(paths).length);
  });

  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/services', 'services'],
    ['/services/tax', 'serviceArea'],
    ['/services/tax/corporation-tax/', 'subservice'],
    ['/sectors/technology', 'sector'],
    ['/sectors/financial-services/banking/retail', 'sector'],
    ['/privacy-policy', 'privacyPolicy'],
  ])('match %s to the %s route, as the router does', (uri, key) => {
    expect(served(uri)).toBe(Object.keys(paths).indexOf(key));
    expect(isAppRoute(uri.replace(/(.)\/$/, '$1'))).toBe(true);
  });

  it.each(['/About', '/services/tax/a/b', '/sectors', '/sectors/', '/nope', '//about', '/index.html'])(
    'match %s as the router does',
    (uri) => {
      expect(served(uri) !== -1).toBe(isAppRoute(uri.replace(/(.)\/$/, '$1')));
    },
  );

  it('fall back to the app shell only for routes with parameters whose pages are not all prerendered', () => {
    const blocks = locations.split(/\n(?=# )/).slice(1);
    for (const [index, [key, pattern]] of Object.entries(paths).entries()) {
      const shell = pattern.includes(':') && !prerenderedOnlyRoutes.includes(key as RouteKey);
      expect(blocks[index]).toContain(shell ? '/app-shell.html;' : '=404;');
    }
    // Every article and topic is prerendered: an unknown one is a real 404.
    expect(prerenderedOnlyRoutes).toEqual(expect.arrayContaining(['insight', 'insightTopic']));
  });
});

describe('the local nginx run (npm run serve:nginx)', () => {
  it('changes only paths (the generated route locations: those of the local build), ports and the user', () => {
    const local = localNginxConfig(conf, {
      port: 8123,
      distDir: '/srv/site/dist',
      runDir: '/run/site',
      workerUser: 'root',
      enquiryServiceUrl: 'http://127.0.0.1:3999',
    });
    const before = conf.split('\n');
    const after = local.split('\n');
    expect(after[0]).toBe('user root;');
    const changed = after
      .slice(1)
      .map((line, index) => [before[index], line])
      .filter(([a, b]) => a !== b);
    expect(changed).toEqual([
      ['pid /tmp/nginx.pid;', 'pid /run/site/nginx.pid;'],
      ['  client_body_temp_path /tmp/client_temp;', '  client_body_temp_path /run/site/client_temp;'],
      ['  proxy_temp_path /tmp/proxy_temp;', '  proxy_temp_path /run/site/proxy_temp;'],
      ['  fastcgi_temp_path /tmp/fastcgi_temp;', '  fastcgi_temp_path /run/site/fastcgi_temp;'],
      ['  uwsgi_temp_path /tmp/uwsgi_temp;', '  uwsgi_temp_path /run/site/uwsgi_temp;'],
      ['  scgi_temp_path /tmp/scgi_temp;', '  scgi_temp_path /run/site/scgi_temp;'],
      ['  include /etc/nginx/generated/log.conf;', `  include ${nginxIncludesDir}/log.conf;`],
      ['  include /etc/nginx/generated/http.conf;', `  include ${nginxIncludesDir}/http.conf;`],
      ['  include /tmp/trusted-proxies*.conf;', '  include /run/site/trusted-proxies*.conf;'],
      ['    listen 8080 default_server;', '    listen 127.0.0.1:8123 default_server;'],
      ['    root /usr/share/nginx/html;', '    root /srv/site/dist;'],
      ['    set $enquiry_service http://enquiries:3001;', '    set $enquiry_service http://127.0.0.1:3999;'],
      ['    include /etc/nginx/generated/server.conf;', `    include ${nginxIncludesDir}/server.conf;`],
      ['      include /etc/nginx/generated/api.conf;', `      include ${nginxIncludesDir}/api.conf;`],
      ['      include /tmp/desk-networks*.conf;', '      include /run/site/desk-networks*.conf;'],
      ['      include /etc/nginx/generated/desk.conf;', `      include ${nginxIncludesDir}/desk.conf;`],
      ['    include /etc/nginx/generated/routes.conf;', `    include ${nginxIncludesDir}/routes.conf;`],
    ]);
  });
});
