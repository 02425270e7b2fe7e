import type { Request, Response, Router } from 'express';
import type { DiaryEntry, OfferableDay } from '../../../../server/platform/firm';
import { mayAct, what } from './consultation-access';
import { deskCopy } from '../content/desk';
import { offersCopy } from '../content/offers';
import type { Desk } from './desk';
import type { DeskRouteKit } from './route-kit';
import { offerFields } from './form-fields';
import { offerPaths } from './offer-paths';
import type { DeskSession } from './sessions';
import { londonWhen } from './views/block-views';
import { OfferConfirm, OfferForm, offeredTime, type OfferFormValues } from './views/offer-views';

/** The times a post chose: each `time` field (one, or several), as sent. */
function chosen(req: Request): string[] {
  const value = (req.body as Record<string, unknown> | undefined)?.[offerFields.time];
  return ([] as unknown[]).concat(value ?? []).filter((time): time is string => typeof time === 'string');
}

/** What every offer route shares: the desk, the kit, the audit line and the offer's limits. */
interface OfferTools {
  desk: Desk;
  kit: DeskRouteKit;
  audit: (req: Request, session: DeskSession, action: string, detail: string) => Promise<unknown>;
  /** The most times one offer holds, and how many hours it stays open (the booking's limits). */
  maxTimes: number;
  hours: number;
  /** The longest note, as long as the desk's longest reason. */
  maxLength: number;
}

/** The consultation and its offerable times, if this member may offer for it; else the refusal, sent. */
async function offerable({ desk, kit, audit }: OfferTools, req: Request, res: Response, session: DeskSession) {
  const entry = await desk.diary.find(String(req.params.id));
  const days = entry && (await desk.diary.offerable(entry.id));
  if (!entry || !days) {
    kit.refuse(res, 404, deskCopy.refused.notFoundTitle, offersCopy.gone);
    return undefined;
  }
  if (!mayAct(session, entry)) {
    await audit(req, session, 'refused: offer times for another director’s consultation', what(entry));
    kit.refuse(res, 403, deskCopy.refused.forbiddenTitle, offersCopy.notYours);
    return undefined;
  }
  return { entry, days };
}

/** What is wrong with a post's times and note, and the times as the form lists them. */
function check(
  { maxTimes, maxLength }: OfferTools,
  days: readonly OfferableDay[],
  times: readonly string[],
  note: string,
) {
  const free = new Map(days.flatMap((day) => day.times.map((time) => [time.id, time] as const)));
  const problems: OfferFormValues['problems'] = {};
  if (times.length === 0 || times.length > maxTimes || new Set(times).size !== times.length)
    problems.times = offersCopy.problems.times(maxTimes, times.length);
  else if (times.some((time) => !free.has(time))) problems.times = offersCopy.problems.notFree;
  if (note.length > maxLength) problems.note = offersCopy.problems.noteTooLong(maxLength);
  const listed = times.flatMap((time) => free.get(time) ?? []).sort((a, b) => a.id.localeCompare(b.id));
  return { problems, listed, ok: Object.keys(problems).length === 0 };
}

/** The form a consultation's offer is chosen on, with what is wrong or what was just done. */
interface OfferFormPage {
  status: number;
  entry: DiaryEntry;
  days: readonly OfferableDay[];
  values: OfferFormValues;
  notice?: string;
}

/** The offer's form page. */
function formPage(
  { kit, maxTimes, hours, maxLength }: OfferTools,
  res: Response,
  session: DeskSession,
  form: OfferFormPage,
) {
  const { problems } = form.values;
  kit.page(res, form.status, {
    title: offersCopy.title,
    lead: offersCopy.lead(maxTimes, hours),
    signed: kit.signed(res),
    current: 'diary',
    ...(problems && Object.keys(problems).length > 0
      ? { notice: { text: Object.values(problems).join(' '), alert: true } }
      : form.notice
        ? { notice: { text: form.notice } }
        : {}),
    children: (
      <OfferForm
        entry={form.entry}
        days={form.days}
        csrf={session.csrf}
        values={form.values}
        maxTimes={maxTimes}
        maxLength={maxLength}
      />
    ),
  });
}

/** GET /diary/:id/offer: the form, with the offer just sent when `sent` says when it lapses. */
const showOffer = (tools: OfferTools) =>
  tools.kit.staffOnly(async (req, res, session) => {
    const found = await offerable(tools, req, res, session);
    if (!found) return;
    const sent = typeof req.query.sent === 'string' && !Number.isNaN(Date.parse(req.query.sent));
    const notice = sent ? offersCopy.sent(londonWhen(String(req.query.sent))) : undefined;
    formPage(tools, res, session, { status: 200, ...found, values: { times: [], note: '' }, notice });
  });

/** POST /diary/:id/offer: what the visitor will get, to send or change; or the form again. */
const previewOffer = (tools: OfferTools) =>
  tools.kit.staffOnly(async (req, res, session) => {
    const { kit } = tools;
    const found = await offerable(tools, req, res, session);
    if (!found) return;
    const times = chosen(req);
    const note = kit.field(req, offerFields.note).trim();
    // "Change the offer" from the second step: the form again, as it was filled in.
    if (kit.field(req, offerFields.edit) === 'yes')
      return formPage(tools, res, session, { status: 200, ...found, values: { times, note } });
    const { problems, listed, ok } = check(tools, found.days, times, note);
    if (!ok) return formPage(tools, res, session, { status: 400, ...found, values: { times, note, problems } });
    kit.page(res, 200, {
      title: offersCopy.confirmTitle,
      lead: offersCopy.confirmLead,
      signed: kit.signed(res),
      current: 'diary',
      children: <OfferConfirm entry={found.entry} times={listed} note={note} csrf={session.csrf} />,
    });
  });

/** POST /diary/:id/offer/send: the offer sent and audited; or the form again when a time is no longer free. */
const sendOffer = (tools: OfferTools) =>
  tools.kit.staffOnly(async (req, res, session) => {
    const { desk, kit, audit } = tools;
    const found = await offerable(tools, req, res, session);
    if (!found) return;
    const times = chosen(req);
    const note = kit.field(req, offerFields.note).trim();
    const { problems, listed, ok } = check(tools, found.days, times, note);
    if (!ok) return formPage(tools, res, session, { status: 409, ...found, values: { times, note, problems } });
    const outcome = await desk.diary.offer({ id: found.entry.id, times, note, by: session.member.email });
    if (outcome.kind === 'gone') return kit.refuse(res, 404, deskCopy.refused.notFoundTitle, offersCopy.gone);
    if (outcome.kind !== 'sent') {
      const days = (await desk.diary.offerable(found.entry.id)) ?? [];
      const values = { times, note, problems: { times: offersCopy.problems.notFree } };
      return formPage(tools, res, session, { status: 409, entry: found.entry, days, values });
    }
    await audit(
      req,
      session,
      'offered other times',
      `${what(found.entry)}: ${listed.map(offeredTime).join('; ')}${note ? ` (note: ${note})` : ''}`,
    );
    res.redirect(303, `${offerPaths.offer(found.entry.id)}?sent=${encodeURIComponent(outcome.expiresAt)}`);
  });

/**
 * "Offer other times" on a consultation at the desk: the director (or an administrator) chooses up
 * to `offerLimits.times` of the director's free times and a note, sees what the visitor will get,
 * and only "Yes, send the offer" sends it (the booking holds the times and emails the visitor,
 * through the firm's diary: server/platform/firm.ts). Refused, and audited, for another director's
 * consultation; every post is the desk's (from this site, with the session's token). Mounted by the
 * desk's routes (routes.tsx) with one line.
 */
export function offerRoutes(router: Router, kit: DeskRouteKit): void {
  const { desk, only } = kit;
  const { times: maxTimes, hours } = desk.diary.offerLimits;
  const tools: OfferTools = {
    desk,
    kit,
    audit: (req, session, action, detail) =>
      desk.audit.record({ email: session.member.email, action, detail, network: kit.network(req) }),
    maxTimes,
    hours,
    maxLength: desk.config.reasonMaxLength,
  };

  router.route('/diary/:id/offer').get(showOffer(tools)).post(previewOffer(tools)).all(only('GET, HEAD, POST'));
  router.route('/diary/:id/offer/send').post(sendOffer(tools)).all(only('POST'));
}
