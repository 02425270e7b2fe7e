import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { freePort, startNginx, waitForPort, type RunningNginx } from '../../scripts/serve-nginx';
import { bookingBody } from '../../test-kit/booking';
import { describeWithNginx } from '../../test-kit/nginx';
import { rawRequest } from '../../test-kit/raw-request';

/**
 * The log rule (src/platform/privacy/log-line.ts) as the logs are written: the production pair,
 * nginx (the project's nginx.conf, logging to a file) in front of the service run as its own
 * process (its standard output and error to a file), is sent every request that carries a key (a
 * booking's manage link and calendar file, an alert's confirm, change and unsubscribe links, each
 * real, read from the mail queue) or something a visitor typed (a tool's plain submit, a booking
 * or enquiry carried from a tool, and each as the Referer of the next request). Then both files are
 * read: no key and no value sent in an address is in either. Needs `npm run build` first.
 */
const root = path.resolve(__dirname, '../..');
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** What a visitor typed into the calculator: figures no log may hold, in an address or its Referer. */
const figures = { profit: '123457', otherIncome: '23459', pension: '7351' };
const note = `Profit £${figures.profit}, other income £${figures.otherIncome}, pension £${figures.pension}`;

describeWithNginx('what the logs keep of each address (nginx and the service)', () => {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'log-lines-'));
  const serviceLog = path.join(data, 'service.log');
  let child: ChildProcess;
  let nginx: RunningNginx;
  const secrets: string[] = [];
  const lines = { nginx: [] as string[], nginxFile: '', service: '' };
  const stopService = async () => {
    if (child?.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  const send = (target: string, init: { method?: string; body?: string; referer?: string } = {}) =>
    rawRequest(nginx.url, target, {
      method: init.method ?? 'GET',
      headers: { ...(init.body === undefined ? {} : form), ...(init.referer ? { referer: init.referer } : {}) },
      body: init.body,
    });
  const outbox = () => {
    const database = new BetterSqlite3(path.join(data, 'site.sqlite3'), { readonly: true });
    try {
      return (database.prepare('SELECT payload FROM outbox').all() as { payload: string }[]).map((row) => row.payload);
    } finally {
      database.close();
    }
  };
  const tokenIn = (payloads: string[], pattern: RegExp) =>
    payloads.map((payload) => pattern.exec(payload)?.[1]).find((token) => token !== undefined) ?? '';

  beforeAll(async () => {
    const port = await freePort();
    const out = fs.openSync(serviceLog, 'a');
    child = spawn(process.execPath, ['--import', 'tsx', 'server/app/enquiry-server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: data },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    await waitForPort(port, { child, timeoutMs: 30_000 });
    nginx = await startNginx({ port: await freePort(), quiet: true, enquiryServiceUrl: `http://127.0.0.1:${port}` });
    const site = nginx.url;

    // A booking, and its manage link's key from the email waiting in the queue (no SMTP here).
    const grid = await send('/api/bookings/slots?topic=tax');
    const days = (JSON.parse(grid.body.toString()) as { days: { slots: { id: string; free: boolean }[] }[] }).days;
    const slot = days.flatMap((day) => day.slots.filter((free) => free.free)).at(0)?.id ?? '';
    const booked = await send('/api/bookings', {
      method: 'POST',
      body: encode(bookingBody(slot) as Record<string, string>),
      referer: `${site}/book?topic=tax&note=${encodeURIComponent(note)}`,
    });
    expect(booked.status).toBe(303);
    // The booking's address, without the receipt its maker's answer carries.
    const id = new URL(String(booked.headers.location), 'http://site').pathname.split('/').at(-1) ?? '';
    const manageToken = tokenIn(outbox(), /\/api\/bookings\/manage\/([\w-]{43})/);
    // An alert sign-up, and its link's key (confirm, change and unsubscribe share it).
    const signedUp = await send('/api/alerts', {
      method: 'POST',
      body: encode({ email: 'ada@example.com', audiences: 'vat', leads: '14' }),
    });
    expect(signedUp.status).toBe(200);
    const alertToken = tokenIn(outbox(), /\/api\/alerts\/confirm\/([\w-]{43})/);
    secrets.push(manageToken, alertToken);
    expect(secrets.every((token) => token.length === 43)).toBe(true);

    const manage = `/api/bookings/manage/${manageToken}`;
    const alerts = (kind: string) => `/api/alerts/${kind}/${alertToken}`;
    const answers = [
      await send(manage, { referer: `${site}${manage}` }),
      await send(`${manage}/confirm`, { method: 'POST', body: '', referer: `${site}${manage}` }),
      await send(`/api/bookings/${id}?manage=${manageToken}`, { referer: `${site}${manage}?done=confirmed` }),
      await send(`/api/bookings/${id}.ics?manage=${manageToken}`, {
        referer: `${site}/api/bookings/${id}?manage=${manageToken}`,
      }),
      await send(alerts('confirm')),
      await send(alerts('confirm'), { method: 'POST', body: '', referer: `${site}${alerts('confirm')}` }),
      await send(alerts('change'), { referer: `${site}${alerts('confirm')}` }),
      await send(alerts('unsubscribe'), { referer: `${site}${alerts('change')}` }),
      await send(alerts('unsubscribe'), { method: 'POST', body: '', referer: `${site}${alerts('unsubscribe')}` }),
      // The calculator's plain submit (a visitor quicker than its script), its booking and the
      // estimate's enquiry as they were once carried in a query, each also as the next Referer.
      await send(`/tools/sole-trader-or-limited-company?${encode(figures)}`),
      await send(`/book?${encode({ topic: 'tax', note })}`, {
        referer: `${site}/tools/sole-trader-or-limited-company?${encode(figures)}`,
      }),
      await send(`/contact?${encode({ subject: 'tax', message: note })}`, {
        referer: `${site}/book?${encode({ note })}`,
      }),
      await send('/api/tools/sole-trader-or-limited-company', { method: 'POST', body: encode(figures) }),
    ];
    // Each was answered (none refused at the edge, which would log less).
    expect(answers.map((answer) => answer.status).filter((status) => status === 429 || status >= 500)).toEqual([]);
    // The service down: nginx could not pass the link on, which its error log would have quoted.
    await stopService();
    answers.push(await send(manage, { referer: `${site}${manage}` }));
    expect(answers.at(-1)?.status).toBe(503);

    // nginx writes a request's line as it finishes the request, which may be just after the
    // answer has arrived: read until every request sent has its line.
    const sent = answers.length + 3;
    const accessLines = () =>
      fs
        .readFileSync(nginx.logFile!, 'utf8')
        .split('\n')
        .filter((line) => / HTTP\/1\.1" \d{3} /.test(line));
    while (accessLines().length < sent) await new Promise((resolve) => setTimeout(resolve, 20));
    lines.nginx = accessLines();
    lines.nginxFile = fs.readFileSync(nginx.logFile!, 'utf8');
    lines.service = fs.readFileSync(serviceLog, 'utf8');
  }, 90_000);

  afterAll(async () => {
    await nginx?.stop();
    await stopService();
    fs.rmSync(data, { recursive: true, force: true });
  });

  it('keep no link’s key, in the request or the Referer, in either log', () => {
    const everything = [lines.nginxFile, lines.service].join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('keep nothing the visitor typed, and no query at all', () => {
    const everything = [lines.nginxFile, lines.service].join('\n');
    for (const value of [...Object.values(figures), encodeURIComponent(note), 'ada', 'topic=', 'manage='])
      expect(everything).not.toContain(value);
    expect(lines.nginx.filter((line) => /\?(?!\[hidden\])/.test(line))).toEqual([]);
  });

  it('keep what ops need: the method, the path up to the key, the status, the Referer’s origin', () => {
    expect(lines.service).toContain('Enquiry service listening');
    const origin = nginx.url;
    const hasLine = (pattern: RegExp) => lines.nginx.some((line) => pattern.test(line));
    const escaped = (text: string) => text.replace(/[.?[\]]/g, '\\$&');
    expect(
      hasLine(
        new RegExp(
          `"GET /api/bookings/manage/\\[hidden\\] HTTP/1.1" 200 \\d+ "${escaped(origin)}/api/bookings/manage/\\[hidden\\]"`,
        ),
      ),
    ).toBe(true);
    expect(hasLine(/"GET \/api\/bookings\/manage\/\[hidden\] HTTP\/1.1" 503 .* 502$/)).toBe(true);
    expect(hasLine(/"POST \/api\/alerts\/confirm\/\[hidden\] HTTP\/1.1" 200 /)).toBe(true);
    expect(hasLine(/"GET \/api\/bookings\/[0-9a-f-]{36}\.ics\?\[hidden\] HTTP\/1.1" 200 /)).toBe(true);
    expect(
      hasLine(
        new RegExp(
          `"GET /book\\?\\[hidden\\] HTTP/1.1" 200 \\d+ "${escaped(origin)}/tools/sole-trader-or-limited-company\\?\\[hidden\\]"`,
        ),
      ),
    ).toBe(true);
  });
});
