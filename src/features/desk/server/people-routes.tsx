import type { Request, Response, Router } from 'express';
import { personCsv, personJson } from '../../../../server/platform/personal-data-export';
import { personOf, type Person } from '../../../../server/platform/personal-data';
import { deskCopy } from '../content/desk';
import { peopleCopy } from '../content/desk-data';
import type { DeskRouteKit } from './route-kit';
import type { DeskSession } from './sessions';
import { EraseConfirm, Erased, PeopleSearch, PersonView } from './views/people-views';
import { deskForms, emailMaxLength } from './form-fields';

/** What every step shares: the audit line, the administrators' guard, the search page, the person posted. */
function peopleTools(kit: DeskRouteKit) {
  const { desk, staffOnly, page, refuse, signed, network, field } = kit;
  const audit = (req: Request, session: DeskSession, action: string, person: Person, more = '') =>
    desk.audit.record({
      email: session.member.email,
      action,
      detail: `mailbox sha256 ${person.hash}${more}`,
      network: network(req),
    });

  /** An administrator's request, or the refusal (audited), sent. */
  const administrators =
    (handler: (req: Request, res: Response, session: DeskSession) => Promise<unknown>) =>
    (req: Request, res: Response, next: (error?: unknown) => void) =>
      staffOnly(async (req, res, session) => {
        if (session.member.role === 'administrator') return handler(req, res, session);
        await desk.audit.record({
          email: session.member.email,
          action: 'refused: a person’s data (administrators only)',
          detail: '',
          network: network(req),
        });
        refuse(res, 403, deskCopy.refused.forbiddenTitle, peopleCopy.administratorsOnly);
      })(req, res, next);

  const searchPage = (res: Response, status: number, session: DeskSession, email = '', problem?: string) =>
    page(res, status, {
      title: peopleCopy.title,
      lead: peopleCopy.lead,
      signed: signed(res),
      current: 'people',
      children: <PeopleSearch csrf={session.csrf} email={email} {...(problem ? { problem } : {})} />,
    });

  /** The person a post names, or the search again with what is wrong (400), sent. */
  const personIn = (req: Request, res: Response, session: DeskSession): Person | undefined => {
    const typed = field(req, deskForms.person.email).trim().slice(0, emailMaxLength);
    const person = typed ? personOf(typed) : undefined;
    if (!person) searchPage(res, 400, session, typed, typed ? peopleCopy.notAddress : peopleCopy.missing);
    return person;
  };

  return { audit, administrators, searchPage, personIn };
}

type PeopleTools = ReturnType<typeof peopleTools>;

/** The search form, and what is held about the address posted to it. */
function findRoute(router: Router, { desk, only, page, signed }: DeskRouteKit, tools: PeopleTools): void {
  const { audit, administrators, searchPage, personIn } = tools;
  router
    .route('/people')
    .get(administrators(async (_req, res, session) => searchPage(res, 200, session)))
    .post(
      administrators(async (req, res, session) => {
        const person = personIn(req, res, session);
        if (!person) return;
        const report = await desk.people.find(person);
        await audit(req, session, 'looked up a person’s data', person);
        const found = report.parts.some((part) => part.rows.length > 0);
        page(res, 200, {
          title: found ? peopleCopy.foundTitle : peopleCopy.noneTitle,
          lead: found ? peopleCopy.foundLead(person.address) : peopleCopy.noneLead(person.address),
          signed: signed(res),
          current: 'people',
          children: <PersonView report={report} csrf={session.csrf} />,
        });
      }),
    )
    .all(only('GET, HEAD, POST'));
}

/** Everything held about the address, downloaded as JSON or CSV. */
function exportRoute(router: Router, { desk, only, field, now }: DeskRouteKit, tools: PeopleTools): void {
  const { audit, administrators, personIn } = tools;
  router
    .route('/people/export')
    .post(
      administrators(async (req, res, session) => {
        const person = personIn(req, res, session);
        if (!person) return;
        const format = field(req, deskForms.person.format) === 'csv' ? 'csv' : 'json';
        const report = await desk.people.find(person);
        await audit(req, session, `downloaded a person’s data as ${format.toUpperCase()}`, person);
        res
          .status(200)
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .set('Content-Disposition', `attachment; filename="personal-data.${format}"`)
          .send(format === 'csv' ? personCsv(report) : personJson(report, now()));
      }),
    )
    .all(only('POST'));
}

/** Erasure in two steps: what would go, then, once confirmed, what remains afterwards. */
function eraseRoutes(router: Router, kit: DeskRouteKit, tools: PeopleTools): void {
  const { desk, only, page, signed } = kit;
  const { audit, administrators, personIn } = tools;
  router
    .route('/people/erase')
    .post(
      administrators(async (req, res, session) => {
        const person = personIn(req, res, session);
        if (!person) return;
        const report = await desk.people.find(person);
        page(res, 200, {
          title: peopleCopy.confirmTitle,
          lead: peopleCopy.confirmLead(person.address),
          signed: signed(res),
          current: 'people',
          children: <EraseConfirm report={report} csrf={session.csrf} />,
        });
      }),
    )
    .all(only('POST'));

  router
    .route('/people/erase/confirm')
    .post(
      administrators(async (req, res, session) => {
        const person = personIn(req, res, session);
        if (!person) return;
        const { deleted, after } = await kit.stored(desk.people.erase(person));
        await audit(req, session, 'erased a person’s data', person, `: ${deleted} records deleted`);
        page(res, 200, {
          title: peopleCopy.erasedTitle(deleted),
          lead: peopleCopy.erasedLead(person.address),
          signed: signed(res),
          current: 'people',
          children: <Erased after={after} />,
        });
      }),
    )
    .all(only('POST'));
}

/**
 * A person's data at the desk (administrators only): find everything held about one address,
 * download it (JSON or CSV) for a subject access request, and erase it with a second step. Every
 * step is a post, so the address is never in a URL (a log, a history); every one is audited with
 * the mailbox's hash, never the address.
 */
export function peopleDeskRoutes(router: Router, kit: DeskRouteKit): void {
  const tools = peopleTools(kit);
  findRoute(router, kit, tools);
  exportRoute(router, kit, tools);
  eraseRoutes(router, kit, tools);
}
