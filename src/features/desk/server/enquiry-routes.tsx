import type { Request, Router } from 'express';
import { enquiryStatuses, type EnquiryStatus } from '../../../../server/platform/firm';
import { deskCopy } from '../content/desk';
import { enquiryStatusCopy } from '../content/desk-data';
import { deskPaths } from './paths';
import type { DeskRouteKit } from './route-kit';
import { EnquiriesView, type EnquiryFilter } from './views/enquiries-view';
import { deskForms } from './form-fields';

const { enquiryStatus: statusFields } = deskForms;

const isStatus = (value: unknown): value is EnquiryStatus => enquiryStatuses.includes(value as EnquiryStatus);

/** The filter a request names: a subject and a status, each '' for every one. */
function filterOf(query: Request['query']): EnquiryFilter {
  return {
    subject: typeof query.subject === 'string' ? query.subject : '',
    status: isStatus(query.status) ? query.status : '',
  };
}

/** A filter as a query string (with its `?`), or '' for none: the CSV's link and the way back after a change. */
export function filterQuery(filter: EnquiryFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(
    Object.entries({ ...filter, ...extra }).filter((entry): entry is [string, string] => entry[1] !== ''),
  );
  return params.size > 0 ? `?${params}` : '';
}

/** Every enquiry, and those the filter shows. */
async function filtered(desk: DeskRouteKit['desk'], filter: EnquiryFilter) {
  const all = await desk.enquiries.list();
  const shown = all.filter(
    (entry) =>
      (!filter.subject || entry.subject.value === filter.subject) && (!filter.status || entry.status === filter.status),
  );
  return { all, shown };
}

/** The list, filtered by a plain GET form, with each enquiry's status form. */
function listRoute(router: Router, { desk, staffOnly, only, page, signed }: DeskRouteKit): void {
  router
    .route('/enquiries')
    .get(
      staffOnly(async (req, res, session) => {
        const filter = filterOf(req.query);
        const { all, shown } = await filtered(desk, filter);
        const saved = typeof req.query.saved === 'string' ? req.query.saved : '';
        page(res, 200, {
          title: deskCopy.enquiries.title,
          lead: deskCopy.enquiries.lead,
          signed: signed(res),
          current: 'enquiries',
          ...(saved ? { notice: { text: enquiryStatusCopy.saved(saved) } } : {}),
          children: (
            <EnquiriesView
              subjects={desk.enquiries.subjects()}
              filter={filter}
              entries={shown}
              total={all.length}
              staff={desk.staff}
              csrf={session.csrf}
              query={filterQuery(filter)}
            />
          ),
        });
      }),
    )
    .all(only('GET, HEAD'));
}

/** The CSV of what the filter shows, audited. */
function csvRoute(router: Router, { desk, staffOnly, only, network }: DeskRouteKit): void {
  router
    .route('/enquiries.csv')
    .get(
      staffOnly(async (req, res, session) => {
        const filter = filterOf(req.query);
        const { shown } = await filtered(desk, filter);
        await desk.audit.record({
          email: session.member.email,
          action: 'downloaded enquiries as CSV',
          detail: `${shown.length} enquiries${filter.subject ? `, subject ${filter.subject}` : ''}${filter.status ? `, status ${filter.status}` : ''}`,
          network: network(req),
        });
        res
          .status(200)
          .type('text/csv; charset=utf-8')
          .set('Content-Disposition', 'attachment; filename="enquiries.csv"')
          .send(await desk.enquiries.csv(shown.map((entry) => entry.id)));
      }),
    )
    .all(only('GET, HEAD'));
}

/** An enquiry's status and who took it, set by a post (any role), audited. */
function statusRoute(router: Router, { desk, staffOnly, only, refuse, network, field }: DeskRouteKit): void {
  router
    .route('/enquiries/:id/status')
    .post(
      staffOnly(async (req, res, session) => {
        const status = field(req, statusFields.status);
        const taken = field(req, statusFields.taken);
        const member = taken ? desk.member(taken) : undefined;
        if (!isStatus(status)) return refuse(res, 400, deskCopy.enquiries.title, enquiryStatusCopy.badStatus);
        if (taken && !member) return refuse(res, 400, deskCopy.enquiries.title, enquiryStatusCopy.unknownMember);
        const id = String(req.params.id);
        if (!(await desk.enquiries.setStatus(id, status, member?.email ?? null)))
          return refuse(res, 404, deskCopy.refused.notFoundTitle, enquiryStatusCopy.gone);
        await desk.audit.record({
          email: session.member.email,
          action: 'set an enquiry’s status',
          detail: `${id}: ${status}, taken by ${member?.email ?? 'no one'}`,
          network: network(req),
        });
        // Back to the list as it was filtered, at the enquiry just changed.
        const back = filterOf({ subject: field(req, statusFields.subject), status: field(req, statusFields.shown) });
        res.redirect(303, `${deskPaths.enquiries}${filterQuery(back, { saved: id })}#enquiry-${id}`);
      }),
    )
    .all(only('POST'));
}

/**
 * The enquiries at the desk: newest first, filtered by subject and status (a plain GET form), the
 * CSV of what is shown, and each enquiry's status and who took it, set by a post (any role), audited.
 */
export function enquiryDeskRoutes(router: Router, kit: DeskRouteKit): void {
  listRoute(router, kit);
  csvRoute(router, kit);
  statusRoute(router, kit);
}
