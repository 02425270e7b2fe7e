import express, { type Request, type RequestHandler, type Response } from 'express';
import { sourcesCopy } from '../content/sources';
import type { Desk } from './desk';
import { deskPaths } from './paths';
import type { DeskSession } from './sessions';
import { sourcesCsv } from './sources-output';
import { sourcesReport } from './sources';
import type { DeskPageProps, Signed } from './views/document';
import { SourcesView } from './views/sources-view';

/** What the desk's router lends the pages mounted on it (routes.tsx): signing in, the page frame, the network. */
export interface DeskRouteKit {
  staffOnly: (handler: (req: Request, res: Response, session: DeskSession) => Promise<unknown>) => RequestHandler;
  page: (res: Response, status: number, props: DeskPageProps) => unknown;
  signed: (res: Response) => Signed | undefined;
  network: (req: Request) => string;
  now: () => Date;
}

/** The sources report at /desk/sources, and its CSV: both roles may read them; each download is audited. */
export function sourcesRoutes(desk: Desk, { staffOnly, page, signed, network, now }: DeskRouteKit): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const relative = (path: string) => path.slice(deskPaths.home.length);
  const report = () => sourcesReport(desk.sources, desk.pageViews, now(), desk.config.sourcesMonths);
  const only = (methods: string) => (_req: Request, res: Response) =>
    res.set('Allow', methods).status(405).type('text/plain').send('Method Not Allowed\n');

  router
    .route(relative(deskPaths.sources))
    .get(
      staffOnly(async (_req, res) => {
        page(res, 200, {
          title: sourcesCopy.title,
          lead: sourcesCopy.lead,
          signed: signed(res),
          current: 'sources',
          children: (
            <>
              <SourcesView report={await report()} />
              <p className="mt-10">
                <a href={deskPaths.sourcesCsv} className="font-semibold text-teal-800 underline">
                  {sourcesCopy.csv}
                </a>
              </p>
            </>
          ),
        });
      }),
    )
    .all(only('GET, HEAD'));

  router
    .route(relative(deskPaths.sourcesCsv))
    .get(
      staffOnly(async (req, res, session) => {
        await desk.audit.record({
          email: session.member.email,
          action: 'downloaded the sources report as CSV',
          detail: '',
          network: network(req),
        });
        res
          .status(200)
          .type('text/csv; charset=utf-8')
          .set('Content-Disposition', 'attachment; filename="sources.csv"')
          .send(sourcesCsv(await report()));
      }),
    )
    .all(only('GET, HEAD'));

  return router;
}
