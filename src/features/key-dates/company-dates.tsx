import { lazy, Suspense } from 'react';
import type { IsoDate } from '../../platform/calendar/dates';
import type { KeyDatesContent } from './content/types';
import { useAppStarted } from '../../platform/hooks/use-app-started';
import { useNearScreen } from '../../platform/hooks/use-near-screen';

/** The form and its working load when the section comes near the screen, not with the page. */
const CompanyDatesForm = lazy(() =>
  import(/* webpackChunkName: "key-dates-form" */ './company-dates-form').then((module) => ({
    default: module.CompanyDatesForm,
  })),
);

interface CompanyDatesProps {
  copy: KeyDatesContent;
  range: { from: IsoDate; to: IsoDate };
}

/**
 * A company's own dates from its year end and VAT quarters, worked out in the browser: nothing is
 * sent anywhere. Before the app starts, and with JavaScript off, the section explains in words
 * what the tool does and the rules it applies; the form takes its place once it can work.
 */
export function CompanyDates({ copy, range }: CompanyDatesProps) {
  const { company } = copy;
  const started = useAppStarted();
  const [section, near] = useNearScreen<HTMLElement>();

  const explanation = (
    <div className="mt-5 max-w-3xl space-y-3 text-slate-700">
      {company.withoutScript.map((paragraph) => (
        <p key={paragraph.slice(0, 30)}>{paragraph}</p>
      ))}
    </div>
  );
  return (
    <section
      ref={section}
      aria-labelledby="company-dates-heading"
      className="rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-10"
    >
      <h2 id="company-dates-heading" className="text-2xl font-semibold tracking-tight text-ink-900">
        {company.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">{company.intro}</p>
      {started && near ? (
        <Suspense fallback={explanation}>
          <CompanyDatesForm copy={copy} range={range} />
        </Suspense>
      ) : (
        explanation
      )}
      <p className="mt-8 max-w-3xl text-sm text-slate-600">{company.confirmationStatement}</p>
    </section>
  );
}
