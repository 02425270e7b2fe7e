import fs from 'node:fs';
import path from 'node:path';
import { freePort, startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { staticPaths } from '../../src/app/static-paths';
import { describeWithNginx } from '../../test-kit/nginx';
import { rawRequest } from '../../test-kit/raw-request';
import { openFilesFor, SlowHeaders } from '../../test-kit/slow-clients';
import { until } from '../../test-kit/until';

/**
 * nginx against slow clients (DESIGN.md: nginx keeps serving while one address holds thousands
 * of slow connections; docs/deploying.md): 2,000 connections from one loopback address, each a
 * request whose header never ends, trickled a line a second, and each replaced as nginx ends it,
 * while other visitors (127.0.0.2 onwards, other addresses to nginx) ask for pages. The pages are
 * served, and nginx ends every slow request on its own header timeout (client_header_timeout,
 * 5 s in nginx.conf), however steadily the trickle goes on. Bounded: 2,000 sockets at once on
 * loopback only, and the slow requests' first round, about 5 s; about 10 s in all.
 */
const dist = path.resolve(__dirname, '../../dist');
const slowCount = 2000;
const slowAddress = '127.0.0.99';
const visitors = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`);
/** nginx.conf's client_header_timeout. */
const headerTimeoutMs = 5000;

jest.setTimeout(120_000);

describeWithNginx('nginx with 2,000 slow clients on one address', () => {
  let nginx: RunningNginx;
  let slow: SlowHeaders;

  beforeAll(async () => {
    // The sockets, the visitors' and Jest's own, with room to spare.
    const limit = openFilesFor(slowCount * 2 + 1000);
    if (limit < slowCount * 2 + 1000) {
      throw new Error(`The open-file limit is ${limit} and cannot be raised; the test needs ${slowCount * 2 + 1000}.`);
    }
    // Pages only: no enquiry service behind it.
    nginx = await startNginx({
      port: await freePort(),
      distDir: dist,
      quiet: true,
      enquiryServiceUrl: 'http://127.0.0.1:9',
    });
    slow = new SlowHeaders(Number(new URL(nginx.url).port), slowAddress);
  });

  afterAll(async () => {
    slow?.release();
    await nginx?.stop();
  });

  it('serves other visitors’ pages while one address holds 2,000 slow requests, and ends each on its header timeout', async () => {
    const first = await slow.hold(slowCount);
    const routes = staticPaths();
    const answers = await Promise.all(
      visitors.map(async (localAddress, i) => {
        const route = routes[(i * 7) % routes.length]!;
        const { status, body } = await rawRequest(nginx.url, route, { localAddress });
        return { route, status, heading: body.includes('<h1'), slowOpen: slow.open };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 200 || !answer.heading)).toEqual([]);
    // Each page came back while the slow address held most of its connections: those nginx has
    // just ended are replaced as fast as the machine allows (a batch's worth can be on its way).
    expect(Math.min(...answers.map((answer) => answer.slowOpen))).toBeGreaterThan(slowCount * 0.75);

    // The first 2,000 are all ended by nginx, never answered, none before its header timeout, and
    // however steadily the trickle went on: were each header line to start the timeout again,
    // none would ever end. (How long after the timeout is not asserted: on a busy machine this
    // process sees each close late.)
    await until(() => first.every((socket) => socket.closedAt !== null), 60_000);
    const held = first.map((socket) => socket.closedAt! - socket.openedAt);
    expect(first.filter((socket) => socket.answer !== '')).toEqual([]);
    expect(Math.min(...held)).toBeGreaterThanOrEqual(headerTimeoutMs - 250);
    // And their replacements held the address's count meanwhile.
    expect(slow.sockets.length).toBeGreaterThan(slowCount);

    // Nothing ran short on nginx's side (connections, files).
    const log = fs.readFileSync(nginx.logFile!, 'utf8');
    expect(log).not.toMatch(/worker_connections are not enough|Too many open files|\[(?:alert|emerg|crit)\]/);
  });
});
