import type { Router } from 'express';
import { deskCopy } from '../content/desk';
import type { DeskRouteKit } from './route-kit';
import { AuditView } from './views/audit-view';

/** The audit log, newest first: administrators only (a director's look is refused and itself audited). */
export function auditRoutes(
  router: Router,
  { desk, staffOnly, only, page, refuse, signed, network }: DeskRouteKit,
): void {
  router
    .route('/audit')
    .get(
      staffOnly(async (req, res, session) => {
        if (session.member.role !== 'administrator') {
          await desk.audit.record({
            email: session.member.email,
            action: 'refused: the audit log (administrators only)',
            detail: '',
            network: network(req),
          });
          return refuse(res, 403, deskCopy.refused.forbiddenTitle, deskCopy.audit.administratorsOnly);
        }
        page(res, 200, {
          title: deskCopy.audit.title,
          lead: deskCopy.audit.lead(desk.config.auditDays),
          signed: signed(res),
          current: 'audit',
          children: <AuditView entries={await desk.audit.latest()} />,
        });
      }),
    )
    .all(only('GET, HEAD'));
}
