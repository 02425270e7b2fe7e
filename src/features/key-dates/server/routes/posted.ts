import { parseAddress } from '../../../../../server/platform/forms/address';
import { isIsoDate } from '../../../../platform/calendar/dates';
import { alertLeadDays, alertsCopy, type AlertCompany } from '../../content/alerts';
import { keyDateAudiences } from '../../content/audiences';
import { vatStaggers } from '../../content/vat-staggers';
import keyDates, { yearEndRange } from '../../content/pages/key-dates';
import { ownDates } from '../../company-dates-engine';
import type { AudienceId } from '../../rules/types';
import type { AlertsProblems } from '../../alerts-sign-up';
import type { AlertsAnswer } from '../pages';
import type { Choices, SignUp } from '../service';

/*
 * What the alerts' forms post, read and checked: a sign-up, and lists and lead times (the sign-up
 * form and the change form).
 */
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
export function signUpAgain(body: Record<string, unknown>): NonNullable<AlertsAnswer['signUp']> {
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
