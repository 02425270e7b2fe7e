import http from 'node:http';
import path from 'node:path';
import { freePort, startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { createEnquiryApp } from '../../server/app/enquiry-server';
import { deskCopy } from '../../src/features/desk/content/desk';
import { startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { describeWithNginx } from '../../test-kit/nginx';
import { rawRequest } from '../../test-kit/raw-request';

/**
 * The desk restricted to the firm's networks through the production pair: nginx (the project's
 * nginx.conf, its allow and deny lines written from DESK_NETWORKS by the script the image runs)
 * in front of the service that reads the same setting. 127.0.0.2 is the firm; 127.0.0.3 is not.
 */
const dist = path.resolve(__dirname, '../../dist');
const deskNetworks = '127.0.0.2/32, 192.0.2.0/24';
const heading = (body: Buffer) => /<h1[^>]*>(.*?)<\/h1>/s.exec(body.toString())?.[1]?.replace(/<[^>]+>/g, '') ?? '';

describeWithNginx('the desk behind nginx, restricted by DESK_NETWORKS', () => {
  let nginx: RunningNginx;
  let enquiries: TestEnquiries;
  let service: http.Server;

  beforeAll(async () => {
    enquiries = await startTestEnquiries({ desk: { networks: deskNetworks.split(', ') } });
    const servicePort = await freePort();
    service = await new Promise<http.Server>((resolve) => {
      const server = http.createServer(createEnquiryApp(enquiries.service));
      server.listen(servicePort, '127.0.0.1', () => resolve(server));
    });
    nginx = await startNginx({
      port: await freePort(),
      distDir: dist,
      quiet: true,
      enquiryServiceUrl: `http://127.0.0.1:${servicePort}`,
      deskNetworks,
    });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    service?.closeAllConnections();
    await new Promise((resolve) => service?.close(resolve));
    await enquiries?.stop();
  });

  const from = (localAddress: string, target: string, method = 'GET') =>
    rawRequest(nginx.url, target, {
      method,
      localAddress,
      ...(method === 'POST'
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'email=eleanor.hartley%40harbourline.example',
          }
        : {}),
    });

  it('answers the desk from an allowed network', async () => {
    const page = await from('127.0.0.2', '/desk/sign-in');
    expect([page.status, heading(page.body)]).toEqual([200, deskCopy.signIn.title]);
    const asked = await from('127.0.0.2', '/desk/sign-in', 'POST');
    expect([asked.status, heading(asked.body)]).toEqual([200, deskCopy.checkInbox.title]);
    expect((await from('127.0.0.2', '/desk')).status).toBe(303);
  });

  it('answers every desk address from outside as the site answers an address it does not have, and sends nothing', async () => {
    const unknown = await from('127.0.0.3', '/no-such-page-here');
    expect(unknown.status).toBe(404);
    const before = (await enquiries.service.outbox.list(undefined, 'desk-sign-in')).length;
    const answers: string[] = [];
    for (const [target, method] of [
      ['/desk', 'GET'],
      ['/desk/', 'GET'],
      ['/desk/sign-in', 'GET'],
      ['/desk/sign-in', 'POST'],
      ['/desk/sign-in/' + 'a'.repeat(43), 'POST'],
      ['/desk/diary', 'GET'],
      ['/desk/audit', 'GET'],
      ['/desk/enquiries.csv', 'GET'],
      ['/desk/sign-out', 'POST'],
    ] as const) {
      const answer = await from('127.0.0.3', target, method);
      expect([target, method, answer.status, answer.body.toString()]).toEqual([
        target,
        method,
        404,
        unknown.body.toString(),
      ]);
      answers.push(`${method} ${target}: ${answer.status} "${heading(answer.body)}"`);
    }
    expect((await enquiries.service.outbox.list(undefined, 'desk-sign-in')).length).toBe(before);
    console.log(
      `The desk from 127.0.0.3, outside DESK_NETWORKS="${deskNetworks}", through nginx:\n${answers.join('\n')}`,
    );
  });
});
