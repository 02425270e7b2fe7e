import express, { type Request, type Response } from 'express';
import type { DiaryEntry, OfferableDay } from '../../../../server/platform/firm';
import { deskCopy } from '../content/desk';
import { offersCopy } from '../content/offers';
import type { Desk } from './desk';
import type { DeskKit } from './diary-routes';
import { offerPaths } from './offer-paths';
import type { DeskSession } from './sessions';
import { londonWhen } from './views/block-views';
import { OfferConfirm, OfferForm, offeredTime, type OfferFormValues } from './views/offer-views';

/** The times a post chose: each `time` field (one, or several), as sent. */
function chosen(req: Request): string[] {
  const value = (req.body as Record<string, unknown> | undefined)?.time;
  return ([] as unknown[]).concat(value ?? []).filter((time): time is string => typeof time === 'string');
}

/**
 * "Offer other times" on a consultation at the desk: the director (or an administrator) chooses up
 * to `offerLimits.times` of the director's free times and a note, sees what the visitor will get,
 * and only "Yes, send the offer" sends it (the booking holds the times and emails the visitor,
 * through the firm's diary: server/platform/firm.ts). Refused, and audited, for another director's
 * consultation; every post is the desk's (from this site, with the session's token). Mounted by the
 * desk's routes (routes.tsx) with one line.
 */
export function offerRoutes(desk: Desk, kit: DeskKit): express.Router {
  const { page, refuse, staffOnly, field, network, signed } = kit;
  const router = express.Router({ caseSensitive: true, strict: false });
  const { times: maxTimes, hours } = desk.diary.offerLimits;
  const maxLength = desk.config.reasonMaxLength;
  const only = (methods: string) => (_req: Request, res: Response) =>
    res.set('Allow', methods).status(405).type('text/plain').send('Method Not Allowed\n');
  const audit = (req: Request, session: DeskSession, action: string, detail: string) =>
    desk.audit.record({ email: session.member.email, action, detail, network: network(req) });

  /** The consultation and its offerable times, if this member may offer for it; else the refusal, sent. */
  const offerable = async (req: Request, res: Response, session: DeskSession) => {
    const entry = await desk.diary.find(String(req.params.id));
    const days = entry && (await desk.diary.offerable(entry.id));
    if (!entry || !days) {
      refuse(res, 404, deskCopy.refused.notFoundTitle, offersCopy.gone);
      return undefined;
    }
    if (!kit.mayAct(session, entry)) {
      await audit(req, session, 'refused: offer times for another director’s consultation', kit.what(entry));
      refuse(res, 403, deskCopy.refused.forbiddenTitle, offersCopy.notYours);
      return undefined;
    }
    return { entry, days };
  };

  /** What is wrong with a post's times and note, and the times as the form lists them. */
  const check = (days: readonly OfferableDay[], times: readonly string[], note: string) => {
    const free = new Map(days.flatMap((day) => day.times.map((time) => [time.id, time] as const)));
    const problems: OfferFormValues['problems'] = {};
    if (times.length === 0 || times.length > maxTimes || new Set(times).size !== times.length)
      problems.times = offersCopy.problems.times(maxTimes);
    else if (times.some((time) => !free.has(time))) problems.times = offersCopy.problems.notFree;
    if (note.length > maxLength) problems.note = offersCopy.problems.noteTooLong(maxLength);
    const listed = times.flatMap((time) => free.get(time) ?? []).sort((a, b) => a.id.localeCompare(b.id));
    return { problems, listed, ok: Object.keys(problems).length === 0 };
  };

  const formPage = (
    res: Response,
    status: number,
    session: DeskSession,
    entry: DiaryEntry,
    days: readonly OfferableDay[],
    values: OfferFormValues,
    notice?: string,
  ) =>
    page(res, status, {
      title: offersCopy.title,
      lead: offersCopy.lead(maxTimes, hours),
      signed: signed(res),
      current: 'diary',
      ...(values.problems && Object.keys(values.problems).length > 0
        ? { notice: { text: Object.values(values.problems).join(' '), alert: true } }
        : notice
          ? { notice: { text: notice } }
          : {}),
      children: (
        <OfferForm
          entry={entry}
          days={days}
          csrf={session.csrf}
          values={values}
          maxTimes={maxTimes}
          maxLength={maxLength}
        />
      ),
    });

  router
    .route('/diary/:id/offer')
    .get(
      staffOnly(async (req, res, session) => {
        const found = await offerable(req, res, session);
        if (!found) return;
        const sent = typeof req.query.sent === 'string' && !Number.isNaN(Date.parse(req.query.sent));
        const notice = sent ? offersCopy.sent(londonWhen(String(req.query.sent))) : undefined;
        formPage(res, 200, session, found.entry, found.days, { times: [], note: '' }, notice);
      }),
    )
    .post(
      staffOnly(async (req, res, session) => {
        const found = await offerable(req, res, session);
        if (!found) return;
        const times = chosen(req);
        const note = field(req, 'note').trim();
        // "Change the offer" from the second step: the form again, as it was filled in.
        if (field(req, 'edit') === 'yes') return formPage(res, 200, session, found.entry, found.days, { times, note });
        const { problems, listed, ok } = check(found.days, times, note);
        if (!ok) return formPage(res, 400, session, found.entry, found.days, { times, note, problems });
        page(res, 200, {
          title: offersCopy.confirmTitle,
          lead: offersCopy.confirmLead,
          signed: signed(res),
          current: 'diary',
          children: <OfferConfirm entry={found.entry} times={listed} note={note} csrf={session.csrf} />,
        });
      }),
    )
    .all(only('GET, HEAD, POST'));

  router
    .route('/diary/:id/offer/send')
    .post(
      staffOnly(async (req, res, session) => {
        const found = await offerable(req, res, session);
        if (!found) return;
        const times = chosen(req);
        const note = field(req, 'note').trim();
        const { problems, listed, ok } = check(found.days, times, note);
        if (!ok) return formPage(res, 409, session, found.entry, found.days, { times, note, problems });
        const outcome = await desk.diary.offer({ id: found.entry.id, times, note, by: session.member.email });
        if (outcome.kind === 'gone') return refuse(res, 404, deskCopy.refused.notFoundTitle, offersCopy.gone);
        if (outcome.kind !== 'sent') {
          const days = (await desk.diary.offerable(found.entry.id)) ?? [];
          const again = { times, note, problems: { times: offersCopy.problems.notFree } };
          return formPage(res, 409, session, found.entry, days, again);
        }
        await audit(
          req,
          session,
          'offered other times',
          `${kit.what(found.entry)}: ${listed.map(offeredTime).join('; ')}${note ? ` (note: ${note})` : ''}`,
        );
        res.redirect(303, `${offerPaths.offer(found.entry.id)}?sent=${encodeURIComponent(outcome.expiresAt)}`);
      }),
    )
    .all(only('POST'));

  return router;
}
