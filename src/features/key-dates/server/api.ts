/* eslint-disable max-lines-per-function -- alertsApi is one router of six routes; it is still to be split into one router per action, as the booking API is. */
import express, { type Request, type Response } from 'express';
import { isFormPost, type Refuse } from '../../../../server/platform/http/api-guards';
import { alertsGuards } from './http';
import { parseAddress } from '../../../../server/platform/forms/address';
import { formSource } from '../../../../server/platform/http/source-page';
import type { FeatureContext } from '../../../../server/platform/feature';
import { honeypotField } from '../../../content/form-words';
import { alertLeadDays, alertsCopy, type AlertCompany } from '../content/alerts';
import { keyDateAudiences } from '../content/audiences';
import type { AudienceId } from '../rules/types';
import { renderAlertsAnswer, type AlertsAnswer } from './pages';
import type { AlertsProblems } from '../alerts-sign-up';
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

/** What a post read as: the value, or what each field got wrong. */
type Read<T> = { value: T } | { problems: AlertsProblems };
const { problems: words } = alertsCopy.refused;

/** Lists and lead times as posted, checked: each must hold at least one, and only ones offered. */
export function readChoices(body: Record<string, unknown>): Read<Choices> {
  const chosen = list(body.audiences);
  const days = list(body.leads).map(Number);
  const problems: AlertsProblems = {
    ...(chosen.length === 0 || chosen.some((audience) => !audiences.has(audience))
      ? { audiences: words.audiences }
      : {}),
    ...(days.length === 0 || days.some((day) => !leads.has(day)) ? { leads: words.leads } : {}),
  };
  if (problems.audiences || problems.leads) return { problems };
  return { value: { audiences: chosen as AudienceId[], leads: days } };
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

/** The address as posted, trimmed (a refused post's form shows it again). */
const postedEmail = (body: Record<string, unknown>) => (typeof body.email === 'string' ? body.email.trim() : '');

/** A sign-up as posted, checked: the sign-up, or what each part got wrong. */
export function readSignUp(body: Record<string, unknown>): Read<SignUp> {
  const posted = postedEmail(body);
  // The one address rule of every form (address.ts): what is mailed is the address it parses to.
  const address = parseAddress(posted);
  const choices = readChoices(body);
  const company = readCompany(body);
  const problems: AlertsProblems = {
    ...(posted === '' ? { email: words.emailMissing } : typeof address === 'string' ? { email: words.email } : {}),
    ...('problems' in choices ? choices.problems : {}),
    ...(company === 'invalid' ? { company: keyDates.company.yearEndInvalid } : {}),
  };
  if ('problems' in choices || company === 'invalid' || typeof address === 'string') return { problems };
  return { value: { email: address.address, ...choices.value, company } };
}

/** A refused sign-up's form again: what was sent, as far as the form can show it (only the lists and times it offers). */
function signUpAgain(body: Record<string, unknown>): NonNullable<AlertsAnswer['signUp']> {
  const company = readCompany(body);
  return {
    email: postedEmail(body).slice(0, 254),
    audiences: list(body.audiences).filter((audience): audience is AudienceId => audiences.has(audience)),
    leads: list(body.leads)
      .map(Number)
      .filter((day) => leads.has(day)),
    company: company === 'invalid' ? null : company,
  };
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
  /**
   * A refused post, in the pattern of every form's answer (server/platform/forms/pages.ts): for a
   * plain form, the error summary and, for a sign-up, its form again with what was sent.
   */
  const refuse: Refuse = (req, res, status, reason, error) => {
    const problems = reason.kind === 'invalid' ? reason.problems : {};
    if (!isFormPost(req))
      return void res.status(status).json({ error, ...(reason.kind === 'invalid' ? { problems } : {}) });
    const signingUp = req.path === '/api/alerts';
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    show(res, status, {
      heading: signingUp ? alertsCopy.refused.title : alertsCopy.refused.changeTitle,
      text: reason.kind === 'invalid' ? alertsCopy.refused.invalid : error,
      problems,
      ...(signingUp ? { signUp: signUpAgain(body) } : {}),
    });
  };
  const checkInbox = (req: Request, res: Response) =>
    isFormPost(req)
      ? show(res, 200, { heading: alertsCopy.checkInbox.title, text: alertsCopy.checkInbox.body })
      : res.status(202).json({ status: 'check-inbox', message: alertsCopy.checkInbox.body });

  router.all('/api/alerts', alertsGuards.postGuard(refuse, { one: 'sign-up', many: 'Sign-ups' }));
  router.post('/api/alerts', ...alertsGuards.parsers, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body[honeypotField] === 'string' && body[honeypotField] !== '') {
      context.log.info('An alerts sign-up with the honeypot filled in was answered as sent and dropped.');
      return checkInbox(req, res);
    }
    const signUp = readSignUp(body);
    if ('problems' in signUp) {
      const error = Object.values(signUp.problems).join('. ');
      return refuse(req, res, 400, { kind: 'invalid', problems: signUp.problems }, error);
    }
    try {
      const sourcePage = formSource(body, req.get('referer'), req.get('host'));
      await context.stored(alerts.signUp({ ...signUp.value, sourcePage }, req.ip ?? 'unknown'));
    } catch (error) {
      context.log.warn(`An alerts sign-up could not be stored: ${(error as Error).message}`);
      res.set('Retry-After', '60');
      return refuse(req, res, 503, { kind: 'unavailable' }, alertsCopy.refused.unavailable);
    }
    checkInbox(req, res);
  });

  const token = (req: Request) => String(req.params.token ?? '');
  const unknown: AlertsAnswer = { heading: alertsCopy.confirm.lapsedTitle, text: alertsCopy.confirm.lapsed };
  const unsubscribed: AlertsAnswer = { heading: alertsCopy.unsubscribe.doneTitle, text: alertsCopy.unsubscribe.done };
  /** What a link says once there is nothing left to press: confirmed, or unsubscribed. */
  const settled = (state: LinkState): AlertsAnswer =>
    state === 'confirmed' ? { heading: alertsCopy.confirm.doneTitle, text: alertsCopy.confirm.done } : unsubscribed;
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
    alertsGuards.postGuard(refuse, { one: 'request', many: 'Changes' }),
    ...alertsGuards.parsers,
    async (req, res) => {
      const state = await context.stored(alerts.confirm(token(req)));
      if (state === 'unknown') return show(res, 404, unknown);
      show(res, 200, settled(state));
    },
  );

  const changePage = (
    req: Request,
    choices: Pick<NonNullable<AlertsAnswer['choices']>, 'audiences' | 'leads'>,
  ): AlertsAnswer => ({
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
    alertsGuards.postGuard(refuse, { one: 'request', many: 'Changes' }),
    ...alertsGuards.parsers,
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const choices = readChoices(body);
      const current = await alerts.choices(token(req));
      if (!current) {
        const state = await alerts.state(token(req));
        if (state === 'unknown') return show(res, 404, unknown);
        // Not saved: a pending sign-up is confirmed first (the same link's confirm page), never told it left.
        return state === 'pending' ? show(res, 409, confirmPage(req)) : show(res, 200, unsubscribed);
      }
      if ('problems' in choices) {
        // The change form again with what was sent (the visitor's edits, as far as the form offers them).
        const { audiences: sent, leads: days } = signUpAgain(body);
        return show(res, 400, {
          ...changePage(req, { audiences: sent, leads: days }),
          heading: alertsCopy.refused.changeTitle,
          text: alertsCopy.refused.invalid,
          problems: choices.problems,
        });
      }
      const state = await context.stored(alerts.change(token(req), choices.value));
      if (state === 'unknown') return show(res, 404, unknown);
      if (state !== 'confirmed') return show(res, 200, unsubscribed);
      show(res, 200, { heading: alertsCopy.change.doneTitle, text: alertsCopy.change.done, link: changeLink(req) });
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
  router.post('/api/alerts/unsubscribe/:token', ...alertsGuards.parsers, async (req, res) => {
    const state = await context.stored(alerts.unsubscribe(token(req)));
    if (state === 'unknown') return show(res, 404, unknown);
    show(res, 200, unsubscribed);
  });

  router.use(alertsGuards.apiErrors(refuse, context.log, alertsCopy.refused.unavailable));
  return router;
}
