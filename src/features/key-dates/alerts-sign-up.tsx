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

interface ChoicesProps {
  /** Ids in the page start with this: a page may hold two of these forms. */
  idPrefix: string;
  /** The lists ticked to begin with. */
  audiences: readonly AudienceId[];
  /** The lead times ticked to begin with. */
  leads?: readonly number[];
}

const check = 'size-5 shrink-0 rounded border-slate-500 accent-teal-700';
const legend = 'font-semibold text-ink-900';

/** Which deadlines, and how early: the sign-up's choices and the change page's, one rendering. */
export function AlertChoices({ idPrefix, audiences, leads = [alertLeadDays[0]] }: ChoicesProps) {
  return (
    <>
      <fieldset aria-describedby={`${idPrefix}-audiences-hint`}>
        <legend className={legend}>{alertsCopy.audiencesLegend}</legend>
        <p id={`${idPrefix}-audiences-hint`} className="mt-1 text-sm text-slate-600">
          {alertsCopy.audiencesHint}
        </p>
        <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {keyDateAudiences.map((page) => (
            <li key={page.audience}>
              <label className="flex items-start gap-3 py-1 text-slate-800">
                <input
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
      <fieldset>
        <legend className={legend}>{alertsCopy.leadLegend}</legend>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {alertLeadDays.map((days) => (
            <li key={days}>
              <label className="flex items-center gap-3 py-1 text-slate-800">
                <input
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
}

/**
 * The deadline alerts' sign-up, where the dates are: a plain form that posts and is answered with
 * a page, so it works with JavaScript off and before the app starts, and costs the key-dates pages
 * no code (they prerender it: platform/components/prerendered.tsx). Nothing is subscribed until the
 * address confirms from its inbox.
 */
export default function AlertsSignUp({ idPrefix, audiences, leads, company, level = 2 }: SignUpProps) {
  const email = `${idPrefix}-email`;
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
      <form method="post" action={alertsAction} className="mt-6 grid max-w-3xl gap-6">
        <div className="max-w-md">
          <label htmlFor={email} className={`block ${legend}`}>
            {alertsCopy.emailLabel}
          </label>
          <input
            id={email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className={fieldStyles.input}
          />
        </div>
        <AlertChoices idPrefix={idPrefix} audiences={audiences} {...(leads ? { leads } : {})} />
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
            <Link to={href('privacyPolicy')} className="font-semibold text-teal-800 underline">
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
