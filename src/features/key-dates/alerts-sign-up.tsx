import { Link } from '../../platform/components/link';
import { Honeypot } from '../../platform/forms/honeypot';
import { href } from '../../config/paths';
import { honeypotField } from '../../content/form-words';
import { honeypotLabel } from '../../content/reply-words';
import { buttonStyles, fieldStyles } from '../../styles/class-names';
import { formatDate } from '../../platform/components/format-date';
import { alertLeadDays, alertsCopy, type AlertCompany } from './content/alerts';
import { keyDateAudiences } from './content/audiences';
import type { AudienceId } from './rules/types';

/** Where sign-ups are posted: a plain form post, answered with a page (server: ./server/api.ts). */
export const alertsAction = '/api/alerts';

/** The sign-up's fields as posted, and what the service may refuse in each (the company's dates are hidden fields). */
export type AlertsField = 'email' | 'audiences' | 'leads' | 'company';
export type AlertsProblems = Partial<Record<AlertsField, string>>;

/** Where a field's entry in an error summary leads: its control, or its group's first box; none for the hidden company dates. */
export function alertsControlId(idPrefix: string, field: AlertsField): string | undefined {
  if (field === 'email') return `${idPrefix}-email`;
  if (field === 'audiences') return `${idPrefix}-audiences-${keyDateAudiences[0]?.audience}`;
  if (field === 'leads') return `${idPrefix}-leads-${alertLeadDays[0]}`;
  return undefined;
}

/** A refused field's message, under its label or legend; its id is what the control or group is described by. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface ChoicesProps {
  /** Ids in the page start with this: a page may hold two of these forms. */
  idPrefix: string;
  /** The lists ticked to begin with. */
  audiences: readonly AudienceId[];
  /** The lead times ticked to begin with. */
  leads?: readonly number[];
  /** What the service refused in the choices (a refused post's form again). */
  errors?: AlertsProblems;
}

const check = 'size-5 shrink-0 rounded border-slate-500 accent-teal-700';
const legend = 'font-semibold text-ink-900';

/** Which deadlines, and how early: the sign-up's choices and the change page's, one rendering. */
export function AlertChoices({ idPrefix, audiences, leads = [alertLeadDays[0]], errors = {} }: ChoicesProps) {
  const audiencesError = `${idPrefix}-audiences-error`;
  const leadsError = `${idPrefix}-leads-error`;
  return (
    <>
      <fieldset aria-describedby={describedBy(`${idPrefix}-audiences-hint`, errors.audiences && audiencesError)}>
        <legend className={legend}>{alertsCopy.audiencesLegend}</legend>
        <p id={`${idPrefix}-audiences-hint`} className="mt-1 text-sm text-slate-600">
          {alertsCopy.audiencesHint}
        </p>
        <FieldError id={audiencesError} error={errors.audiences} />
        <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {keyDateAudiences.map((page) => (
            <li key={page.audience}>
              <label className="flex items-start gap-3 py-1 text-slate-800">
                <input
                  id={`${idPrefix}-audiences-${page.audience}`}
                  type="checkbox"
                  name="audiences"
                  value={page.audience}
                  defaultChecked={audiences.includes(page.audience)}
                  className={`mt-0.5 ${check}`}
                />
                <span>{page.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset aria-describedby={describedBy(errors.leads && leadsError)}>
        <legend className={legend}>{alertsCopy.leadLegend}</legend>
        <FieldError id={leadsError} error={errors.leads} />
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {alertLeadDays.map((days) => (
            <li key={days}>
              <label className="flex items-center gap-3 py-1 text-slate-800">
                <input
                  id={`${idPrefix}-leads-${days}`}
                  type="checkbox"
                  name="leads"
                  value={days}
                  defaultChecked={leads.includes(days)}
                  className={check}
                />
                <span>{alertsCopy.leadLabel(days)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}

interface SignUpProps extends ChoicesProps {
  /** The company tool's sign-up: that company's own dates too. */
  company?: AlertCompany;
  /** Its heading's level: 2 on the pages, 3 in the company tool's answer. */
  level?: 2 | 3;
  /** A refused post's form again: the address that was sent. */
  email?: string;
}

/**
 * The deadline alerts' sign-up, where the dates are: a plain form that posts and is answered with
 * a page, so it works with JavaScript off and before the app starts, and costs the key-dates pages
 * no code (they prerender it: platform/components/prerendered.tsx). Nothing is subscribed until the
 * address confirms from its inbox.
 */
export default function AlertsSignUp({
  idPrefix,
  audiences,
  leads,
  company,
  level = 2,
  email: sent,
  errors = {},
}: SignUpProps) {
  const email = `${idPrefix}-email`;
  const emailError = `${email}-error`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      className="rounded-3xl border border-teal-700/30 bg-teal-50 p-6 sm:p-8"
    >
      <Heading id={`${idPrefix}-heading`} className="text-xl font-semibold tracking-tight text-ink-900">
        {alertsCopy.heading}
      </Heading>
      <p className="mt-2 max-w-3xl text-slate-700">{alertsCopy.intro}</p>
      {/* The service's own messages, not the browser's passing tooltip: its answer page lists every problem. */}
      <form method="post" action={alertsAction} noValidate className="mt-6 grid max-w-3xl gap-6">
        <div className="max-w-md">
          <label htmlFor={email} className={`block ${legend}`}>
            {alertsCopy.emailLabel}
          </label>
          <FieldError id={emailError} error={errors.email} />
          <input
            id={email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={sent}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(errors.email && emailError)}
            className={fieldStyles.input}
          />
        </div>
        <AlertChoices idPrefix={idPrefix} audiences={audiences} errors={errors} {...(leads ? { leads } : {})} />
        {company && (
          <div>
            <input type="hidden" name="yearEnd" value={company.yearEnd} />
            <input type="hidden" name="vat" value={company.vat} />
            <p className="font-semibold text-ink-900">{alertsCopy.companyLabel(formatDate(company.yearEnd))}</p>
            <p className="mt-1 text-sm text-slate-600">{alertsCopy.companyNote}</p>
          </div>
        )}
        <Honeypot id={`${idPrefix}-website`} name={honeypotField} label={honeypotLabel} />
        <div>
          <p className="mb-3 max-w-2xl text-sm leading-6 text-slate-700">
            {alertsCopy.consent}{' '}
            <Link to={href('/privacy-policy')} className="font-semibold text-teal-800 underline">
              {alertsCopy.privacyLink}
            </Link>
            .
          </p>
          <button type="submit" className={buttonStyles.primary.regular}>
            {alertsCopy.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
