import fs from 'node:fs';
import { freePort, startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { loadDeskConfig } from '../../src/features/desk/server/config';
import { PageViewCounter } from '../../src/features/desk/server/page-views';
import { describeWithGoAccess } from '../../test-kit/goaccess';
import { describeWithNginx } from '../../test-kit/nginx';
import { rawRequest } from '../../test-kit/raw-request';

/**
 * The sources report's page views as production counts them: the project's nginx.conf serves the
 * build and writes its access log (to a file, in its `main` format), and GoAccess, run by the
 * desk's own code with the settings the service reads (DESK_ACCESS_LOG), counts it. Pages read
 * are counted once a visit; the build's files, the service's API, a page not found and a crawler
 * are not, and a query (which the log rule drops) does not make another page. Needs `npm run build`.
 */
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describeWithNginx('page views from nginx’s access log', () => {
  describeWithGoAccess('counted by GoAccess', () => {
    let nginx: RunningNginx;
    beforeAll(async () => {
      // No service behind it: the pages are the build's, and /api/ answers 502, as when it restarts.
      nginx = await startNginx({ port: await freePort(), quiet: true, enquiryServiceUrl: 'http://127.0.0.1:9' });
    }, 30_000);
    afterAll(() => nginx?.stop());

    it('counts each page read this month, beside nothing else', async () => {
      const visits: [string, string][] = [
        ['/', chrome],
        ['/tools/mtd-income-tax', chrome],
        ['/tools/mtd-income-tax', chrome],
        ['/tools/mtd-income-tax?income=52000', chrome],
        ['/contact', chrome],
        ['/book', chrome],
        ['/book', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
        ['/no-such-page', chrome],
        ['/favicon.svg', chrome],
        ['/api/health', chrome],
      ];
      const answers = [];
      for (const [target, agent] of visits)
        answers.push((await rawRequest(nginx.url, target, { headers: { 'user-agent': agent } })).status);
      expect(answers.slice(0, 7)).toEqual([200, 200, 200, 200, 200, 200, 200]);
      expect(answers[7]).toBe(404);

      // nginx writes a request's line as it finishes it, which may be just after the answer arrived.
      const logged = () => fs.readFileSync(nginx.logFile!, 'utf8').match(/ HTTP\/1\.1" \d{3} /g)?.length ?? 0;
      while (logged() < visits.length) await new Promise((resolve) => setTimeout(resolve, 20));

      // nginx writes the time in its own zone: the month of its lines is this process's local month.
      const today = new Date();
      const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
      const lastYear = `${today.getFullYear() - 1}-${String(today.getMonth() + 1).padStart(2, '0')}`;
      const config = loadDeskConfig({ DESK_ACCESS_LOG: nginx.logFile }).pageViews;
      let clock = today;
      const counter = new PageViewCounter(config, () => clock);
      const counted = await counter.counts([lastYear, month]);
      // Kept a while: asked again, the same answer without running GoAccess again; later, counted afresh.
      expect(await counter.counts([lastYear, month])).toBe(counted);
      clock = new Date(today.getTime() + config.cacheMs);
      expect(await counter.counts([lastYear, month])).not.toBe(counted);
      expect(counted.available).toBe(true);
      if (!counted.available) return;
      // Last year's month: the log does not reach it, so its views are unknown rather than none.
      expect([...counted.months]).toEqual([month]);
      expect(
        Object.fromEntries([...counted.views].map(([page, months]) => [page, Object.fromEntries(months)])),
      ).toEqual({
        '/': { [month]: 1 },
        '/tools/mtd-income-tax': { [month]: 3 },
        '/contact': { [month]: 1 },
        '/book': { [month]: 1 },
      });
    });

    it('says views are not available when the log named is missing or GoAccess fails on it', async () => {
      const missing = loadDeskConfig({ DESK_ACCESS_LOG: `${nginx.logFile}.missing` }).pageViews;
      expect(await new PageViewCounter(missing, () => new Date()).counts(['2026-11'])).toEqual({
        available: false,
        reason: 'unreadable',
      });
      const broken = { ...loadDeskConfig({ DESK_ACCESS_LOG: nginx.logFile }).pageViews, program: 'goaccess-none' };
      expect(await new PageViewCounter(broken, () => new Date()).counts(['2026-11'])).toEqual({
        available: false,
        reason: 'failed',
      });
      expect(await new PageViewCounter(loadDeskConfig({}).pageViews, () => new Date()).counts(['2026-11'])).toEqual({
        available: false,
        reason: 'not-configured',
      });
    });
  });
});
