import express, { type Request, type Response } from 'express';
import { apiErrors, isFormPost, parsers, postGuard, type Refuse } from '../../../../server/platform/http/api-guards';
import { parseAddress } from '../../../../server/platform/forms/address';
import type { FeatureContext } from '../../../../server/platform/feature';
import { honeypotField } from '../../../content/form-words';
import { alertLeadDays, alertsCopy, type AlertCompany } from '../content/alerts';
import { keyDateAudiences } from '../content/audiences';
import type { AudienceId } from '../rules/types';
import { renderAlertsAnswer, type AlertsAnswer } from './pages';
import type { AlertService, Choices, LinkState, SignUp } from './service';
import { isIsoDate } from '../../../platform/calendar/dates';
import { ownDates } from '../company-dates-engine';
import { vatStaggers } from '../content/vat-staggers';
import keyDates, { yearEndRange } from '../content/pages/key-dates';

const audiences = new Set<string>(keyDateAudiences.map((page) => page.audience));
const leads = new Set<number>(alertLeadDays);

/** A form's value as a list: a JSON array, a repeated form field, or one value. */
const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value])
    .filter((item): item is string => typeof item === 'string' || typeof item === 'number')
    .map(String);

/** Lists and lead times as posted, checked; null when either is empty or holds one not offered. */
export function readChoices(body: Record<string, unknown>): Choices | null {
  const chosen = list(body.audiences);
  const days = list(body.leads).map(Number);
  if (chosen.length === 0 || chosen.some((audience) => !audiences.has(audience))) return null;
  if (days.length === 0 || days.some((day) => !leads.has(day))) return null;
  return { audiences: chosen as AudienceId[], leads: days };
}

/**
 * A company's year end and VAT quarters as posted, if given: null when absent, 'invalid' when the
 * tool would refuse them (a date outside its range, as `9999-12-31`; a field sent twice, which is
 * never settled by a default).
 */
function readCompany(body: Record<string, unknown>): AlertCompany | null | 'invalid' {
  if (body.yearEnd === undefined || body.yearEnd === '') return null;
  if (typeof body.yearEnd !== 'string' || (body.vat !== undefined && typeof body.vat !== 'string')) return 'invalid';
  const { yearEnd } = body;
  const vat = body.vat ?? '';
  if (vat !== '' && !vatStaggers.some((stagger) => stagger.id === vat)) return 'invalid';
  if (!isIsoDate(yearEnd) || yearEnd < yearEndRange.min || yearEnd > yearEndRange.max) return 'invalid';
  if (ownDates(yearEnd, vat, { from: yearEnd, to: yearEnd }) === null) return 'invalid';
  return { yearEnd, vat };
}

/** A sign-up as posted, checked; or what is wrong with it, in words for the visitor. */
export function readSignUp(body: Record<string, unknown>): SignUp | { problem: string } {
  // The one address rule of every form (address.ts): what is mailed is the address it parses to.
  const address = typeof body.email === 'string' ? parseAddress(body.email) : 'shape';
  const choices = readChoices(body);
  const company = readCompany(body);
  if (company === 'invalid') return { problem: keyDates.company.yearEndInvalid };
  if (typeof address === 'string' || !choices) return { problem: alertsCopy.refused.invalid };
  return { email: address.address, ...choices, company };
}

/**
 * Deadline alerts' API:
 *   POST /api/alerts                          a sign-up (JSON or a plain form): 202, or the
 *                                             "check your inbox" page; the same whatever became of it
 *   GET  /api/alerts/confirm/TOKEN            the page whose one button confirms (opening it changes nothing)
 *   POST /api/alerts/confirm/TOKEN            confirms
 *   GET  /api/alerts/change/TOKEN             the page to change lists and lead times (changes nothing)
 *   POST /api/alerts/change/TOKEN             saves them
 *   GET  /api/alerts/unsubscribe/TOKEN        the page whose one button unsubscribes
 *   POST /api/alerts/unsubscribe/TOKEN        unsubscribes at once: RFC 8058's one-click (from a mail
 *                                             program, with no cookie, login or page between) and the button
 */
export function alertsApi(alerts: AlertService, context: FeatureContext, pages: { answer: string }): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const privately = (res: Response) => res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' });
  const show = (res: Response, status: number, answer: AlertsAnswer) =>
    privately(res).status(status).type('html').send(renderAlertsAnswer(pages.answer, answer));
  const refuse: Refuse = (req, res, status, _reason, error) => {
    if (!isFormPost(req)) return void res.status(status).json({ error });
    show(res, status, { heading: alertsCopy.refused.title, text: error });
  };
  const checkInbox = (req: Request, res: Response) =>
    isFormPost(req)
      ? show(res, 200, { heading: alertsCopy.checkInbox.title, text: alertsCopy.checkInbox.body })
      : res.status(202).json({ status: 'check-inbox', message: alertsCopy.checkInbox.body });

  router.all('/api/alerts', postGuard(refuse, { one: 'sign-up', many: 'Sign-ups' }));
  router.post('/api/alerts', ...parsers, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body[honeypotField] === 'string' && body[honeypotField] !== '') {
      context.log.info('An alerts sign-up with the honeypot filled in was answered as sent and dropped.');
      return checkInbox(req, res);
    }
    const signUp = readSignUp(body);
    if ('problem' in signUp) return refuse(req, res, 400, { kind: 'invalid', problems: {} }, signUp.problem);
    try {
      await context.stored(alerts.signUp(signUp, req.ip ?? 'unknown'));
    } catch (error) {
      context.log.warn(`An alerts sign-up could not be stored: ${(error as Error).message}`);
      res.set('Retry-After', '60');
      return refuse(req, res, 503, { kind: 'unavailable' }, alertsCopy.refused.unavailable);
    }
    checkInbox(req, res);
  });

  const token = (req: Request) => String(req.params.token ?? '');
  const unknown: AlertsAnswer = { heading: alertsCopy.confirm.title, text: alertsCopy.confirm.lapsed };
  const unsubscribed: AlertsAnswer = { heading: alertsCopy.unsubscribe.title, text: alertsCopy.unsubscribe.done };
  /** What a link says once there is nothing left to press: confirmed, or unsubscribed. */
  const settled = (state: LinkState): AlertsAnswer =>
    state === 'confirmed' ? { heading: alertsCopy.confirm.title, text: alertsCopy.confirm.done } : unsubscribed;
  /** The page whose one button confirms: the confirm link's, and the change link's before confirming. */
  const confirmPage = (req: Request): AlertsAnswer => ({
    heading: alertsCopy.confirm.title,
    text: alertsCopy.confirm.body,
    button: { action: `/api/alerts/confirm/${encodeURIComponent(token(req))}`, label: alertsCopy.confirm.button },
  });

  router.get('/api/alerts/confirm/:token', async (req, res) => {
    const state = await alerts.state(token(req));
    if (state === 'unknown') return show(res, 404, unknown);
    show(res, 200, state === 'pending' ? confirmPage(req) : settled(state));
  });
  router.post(
    '/api/alerts/confirm/:token',
    postGuard(refuse, { one: 'request', many: 'Changes' }),
    ...parsers,
    async (req, res) => {
      const state = await context.stored(alerts.confirm(token(req)));
      if (state === 'unknown') return show(res, 404, unknown);
      show(res, 200, settled(state));
    },
  );

  const changePage = (req: Request, choices: Choices): AlertsAnswer => ({
    heading: alertsCopy.change.title,
    text: alertsCopy.change.body,
    choices: { action: req.originalUrl, ...choices },
  });
  const changeLink = (req: Request) => ({
    href: `/api/alerts/change/${encodeURIComponent(token(req))}`,
    label: alertsCopy.change.link,
  });
  router.get('/api/alerts/change/:token', async (req, res) => {
    const choices = await alerts.choices(token(req));
    if (choices) return show(res, 200, changePage(req, choices));
    const state = await alerts.state(token(req));
    if (state === 'unknown') return show(res, 404, unknown);
    // Pending: confirming comes first (the same link's confirm page); unsubscribed: nothing to change.
    show(res, 200, state === 'pending' ? confirmPage(req) : unsubscribed);
  });
  router.post(
    '/api/alerts/change/:token',
    postGuard(refuse, { one: 'request', many: 'Changes' }),
    ...parsers,
    async (req, res) => {
      const choices = readChoices((req.body ?? {}) as Record<string, unknown>);
      const current = await alerts.choices(token(req));
      if (!current) {
        const state = await alerts.state(token(req));
        if (state === 'unknown') return show(res, 404, unknown);
        // Not saved: a pending sign-up is confirmed first (the same link's confirm page), never told it left.
        return state === 'pending' ? show(res, 409, confirmPage(req)) : show(res, 200, unsubscribed);
      }
      if (!choices) return show(res, 400, { ...changePage(req, current), text: alertsCopy.refused.invalid });
      const state = await context.stored(alerts.change(token(req), choices));
      if (state === 'unknown') return show(res, 404, unknown);
      show(res, 200, {
        heading: alertsCopy.change.title,
        text: state === 'confirmed' ? alertsCopy.change.done : alertsCopy.unsubscribe.done,
        ...(state === 'confirmed' ? { link: changeLink(req) } : {}),
      });
    },
  );

  router.get('/api/alerts/unsubscribe/:token', async (req, res) => {
    const state = await alerts.state(token(req));
    if (state === 'unknown') return show(res, 404, unknown);
    if (state === 'unsubscribed') return show(res, 200, unsubscribed);
    show(res, 200, {
      heading: alertsCopy.unsubscribe.title,
      text: alertsCopy.unsubscribe.body,
      button: { action: req.originalUrl, label: alertsCopy.unsubscribe.button },
      ...(state === 'confirmed' ? { link: changeLink(req) } : {}),
    });
  });
  // No cross-site check here: RFC 8058's POST comes from the mail provider, and the token is the permission.
  router.post('/api/alerts/unsubscribe/:token', ...parsers, async (req, res) => {
    const state = await context.stored(alerts.unsubscribe(token(req)));
    if (state === 'unknown') return show(res, 404, unknown);
    show(res, 200, unsubscribed);
  });

  router.use(apiErrors(refuse, context.log, alertsCopy.refused.unavailable));
  return router;
}
