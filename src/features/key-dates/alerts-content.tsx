/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { Link } from '../../platform/components/link';
import { href } from '../../config/paths';
import { buttonStyles } from '../../styles/class-names';
import { PageHero } from '../../platform/components/page-hero';
import alerts from './content/pages/alerts';
import { AnswerErrorSummary, RefusedFields } from '../../platform/components/answer-page';
import AlertsSignUp, { AlertChoices, alertsControlId, type AlertsField, type AlertsProblems } from './alerts-sign-up';
import { alertsCopy, type AlertCompany } from './content/alerts';
import type { AudienceId } from './rules/types';

/** What an alerts answer says: a heading, its words, and at most one button, which posts to `action`; or the change form. */
export interface AlertsAnswer {
  heading: string;
  text: string;
  button?: { action: string; label: string };
  /** The change page: the form that posts the lists and lead times to `action`, the current ones ticked. */
  choices?: { action: string; audiences: readonly AudienceId[]; leads: readonly number[] };
  /** A link beside the button (to the change page). */
  link?: { href: string; label: string };
  /** A refused sign-up: its form again, filled in with what was sent. */
  signUp?: { email: string; audiences: readonly AudienceId[]; leads: readonly number[]; company: AlertCompany | null };
  /**
   * A refused post (a sign-up, or the change page's form): what each field got wrong, in the error
   * summary (which says `text`) and beside the field in the form again.
   */
  problems?: AlertsProblems;
}

/** What a refused field is called in the error summary: its label or legend. */
const fieldLabels: Record<AlertsField, string> = {
  email: alertsCopy.emailLabel,
  audiences: alertsCopy.audiencesLegend,
  leads: alertsCopy.leadLegend,
  company: alertsCopy.companyField,
};

/** A refused post's error summary: why, and each field refused, linked to it in the form again below. */
function Refusal({ text, problems, idPrefix }: { text: string; problems: AlertsProblems; idPrefix: string }) {
  const items = (Object.keys(fieldLabels) as AlertsField[]).flatMap((field) => {
    const problem = problems[field];
    if (!problem) return [];
    const id = alertsControlId(idPrefix, field);
    return [{ label: fieldLabels[field], problem, ...(id ? { href: `#${id}` } : {}) }];
  });
  return (
    <AnswerErrorSummary marker="alerts-reason">
      <p>{text}</p>
      {items.length > 0 && <RefusedFields items={items} />}
    </AnswerErrorSummary>
  );
}

/** Ids in a refused post's form again: the sign-up's, or the change page's. */
const againPrefix = { signUp: 'alerts-again', change: 'change' } as const;

/**
 * The /alerts page's content: as prerendered, the placeholder; as the service answers a link or a
 * sign-up (src/features/key-dates/server/pages.ts), what happened or the one button that acts.
 */
export function AlertsContent({ answer }: { answer?: AlertsAnswer }) {
  const { hero, placeholder, keyDatesLink } = alerts;
  const problems = answer?.problems;
  const signUp = answer?.signUp;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={answer?.heading ?? hero.heading}
        // Only where there is a button that acts: an answer ("check your inbox", "confirmed") has none.
        {...(answer?.button || answer?.choices ? { lead: hero.lead } : {})}
      />
      <section
        // With the sign-up again (a section named by its own heading), named by the page's heading.
        aria-labelledby={signUp ? 'page-title' : 'alerts-answer-heading'}
        className="bg-white"
      >
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
          {problems && (
            <Refusal
              text={answer.text}
              problems={problems}
              idPrefix={signUp ? againPrefix.signUp : againPrefix.change}
            />
          )}
          {signUp ? (
            <div className="mt-12">
              <AlertsSignUp
                idPrefix={againPrefix.signUp}
                email={signUp.email}
                audiences={signUp.audiences}
                leads={signUp.leads}
                errors={problems ?? {}}
                {...(signUp.company ? { company: signUp.company } : {})}
              />
            </div>
          ) : (
            <div
              className={`${problems ? 'mt-12' : ''} rounded-2xl border-2 border-teal-700 bg-teal-50 p-6 leading-7 text-ink-900`}
            >
              <h2 id="alerts-answer-heading" className="text-xl font-semibold">
                {answer?.heading ?? alerts.title}
              </h2>
              {!problems && <p className="mt-2">{answer?.text ?? placeholder}</p>}
              {answer?.button ? (
                <form method="post" action={answer.button.action} className="mt-4">
                  <button type="submit" className={buttonStyles.primary.regular}>
                    {answer.button.label}
                  </button>
                </form>
              ) : null}
              {answer?.choices ? (
                // The service's own messages (the summary above), not the browser's passing tooltip.
                <form method="post" action={answer.choices.action} noValidate className="mt-6 grid gap-6">
                  <AlertChoices
                    idPrefix={againPrefix.change}
                    audiences={answer.choices.audiences}
                    leads={answer.choices.leads}
                    errors={problems ?? {}}
                  />
                  <div>
                    <button type="submit" className={buttonStyles.primary.regular}>
                      {alertsCopy.change.button}
                    </button>
                  </div>
                </form>
              ) : null}
              {answer?.link ? (
                <p className="mt-4">
                  <a href={answer.link.href} className="font-semibold text-teal-800 underline">
                    {answer.link.label}
                  </a>
                </p>
              ) : null}
            </div>
          )}
          <p className="mt-8">
            <Link to={href('/key-dates')} className="font-semibold text-teal-800 underline">
              {keyDatesLink}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
