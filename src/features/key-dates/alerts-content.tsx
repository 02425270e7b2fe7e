import { Link } from '../../platform/components/link';
import { href } from '../../config/paths';
import { buttonStyles } from '../../styles/class-names';
import { PageHero } from '../../platform/components/page-hero';
import alerts from './content/pages/alerts';
import { AlertChoices } from './alerts-sign-up';
import { alertsCopy } from './content/alerts';
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
}

/**
 * The /alerts page's content: as prerendered, the placeholder; as the service answers a link or a
 * sign-up (src/features/key-dates/server/pages.ts), what happened or the one button that acts.
 */
export function AlertsContent({ answer }: { answer?: AlertsAnswer }) {
  const { hero, placeholder, keyDatesLink } = alerts;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={answer?.heading ?? hero.heading}
        // Only where there is a button that acts: an answer ("check your inbox", "confirmed") has none.
        {...(answer?.button || answer?.choices ? { lead: hero.lead } : {})}
      />
      <section aria-labelledby="alerts-answer-heading" className="bg-white">
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
          <div className="rounded-2xl border-2 border-teal-700 bg-teal-50 p-6 leading-7 text-ink-900">
            <h2 id="alerts-answer-heading" className="text-xl font-semibold">
              {answer?.heading ?? alerts.title}
            </h2>
            <p className="mt-2">{answer?.text ?? placeholder}</p>
            {answer?.button ? (
              <form method="post" action={answer.button.action} className="mt-4">
                <button type="submit" className={buttonStyles.primary.regular}>
                  {answer.button.label}
                </button>
              </form>
            ) : null}
            {answer?.choices ? (
              <form method="post" action={answer.choices.action} className="mt-6 grid gap-6">
                <AlertChoices idPrefix="change" audiences={answer.choices.audiences} leads={answer.choices.leads} />
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
          <p className="mt-8">
            <Link to={href('keyDates')} className="font-semibold text-teal-800 underline">
              {keyDatesLink}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
