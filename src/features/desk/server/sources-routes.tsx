import type { Router } from 'express';
import { sourcesCopy } from '../content/sources';
import { deskPaths } from './paths';
import { sourcesCsv } from './sources-output';
import { sourcesReport } from './sources';
import type { DeskRouteKit } from './route-kit';
import { SourcesView } from './views/sources-view';

/** The sources report at /desk/sources, and its CSV: both roles may read them; each download is audited. */
export function sourcesRoutes(
  router: Router,
  { desk, staffOnly, only, page, signed, network, now }: DeskRouteKit,
): void {
  const relative = (path: string) => path.slice(deskPaths.home.length);
  const report = () => sourcesReport(desk.sources, desk.pageViews, now(), desk.config.sourcesMonths);

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
}
