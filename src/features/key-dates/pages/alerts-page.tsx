import { Link } from '../../../platform/components/link';
import { href } from '../../../config/paths';
import { buttonStyles } from '../../../styles/class-names';
import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import alerts from '../../../content/pages/alerts';

/**
 * Deadline alerts' answers. The service serves this page's prerendered HTML at its links, with what
 * happened (check your inbox, confirmed, unsubscribed) or the one button that acts, written into
 * the element marked data-alerts-answer (src/features/key-dates/server/pages.ts). Plain forms: it
 * works without JavaScript, and the app does not start under /api/.
 */
export default function AlertsPage() {
  const { hero, placeholder, keyDatesLink } = alerts;
  return (
    <>
      <PageHead page={alerts} noindex />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <section aria-labelledby="alerts-answer-heading" className="bg-white">
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
          <h2 id="alerts-answer-heading" className="sr-only">
            {alerts.title}
          </h2>
          <div
            data-alerts-answer
            className="rounded-2xl border-2 border-teal-700 bg-teal-50 p-6 leading-7 text-ink-900 [&_button]:mt-4 [&_button]:min-h-11 [&_button]:rounded-full [&_button]:bg-ink-900 [&_button]:px-5 [&_button]:py-2.5 [&_button]:text-sm [&_button]:font-semibold [&_button]:text-white [&_button:hover]:bg-ink-700 [&_h2]:text-xl [&_h2]:font-semibold [&_p+p]:mt-2"
          >
            <p>{placeholder}</p>
          </div>
          <p className="mt-8">
            <Link to={href('keyDates')} className={buttonStyles.accent.regular}>
              {keyDatesLink}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
