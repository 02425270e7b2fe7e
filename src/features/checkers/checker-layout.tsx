import type { ReactNode } from 'react';
import { PageHead } from '../../platform/components/page-head';
import { breadcrumbTrail } from '../../content/breadcrumbs';
import { toolsLink } from './indexes/generated/tools-link';
import { PageHero } from '../../platform/components/page-hero';
import { Sources } from '../../platform/components/sources';
import { LastReviewed } from '../../platform/components/last-reviewed';
import { ConsultationCta } from '../../platform/components/consultation-cta';
import type { CheckerContent } from './tool-types';
import { useAppStarted } from '../../platform/hooks/use-app-started';
import { IntroParagraphs } from '../../platform/components/intro-paragraphs';

/**
 * A checker's page: the rule in words, then (once the app runs) the form that applies it, then
 * the rule as a decision list a person can follow, which is the whole answer without JavaScript.
 */
export function CheckerLayout({ page, children }: { page: CheckerContent; children: ReactNode }) {
  const started = useAppStarted();
  const { hero, intro, decisionList, form } = page;
  return (
    <>
      <PageHead
        page={page}
        breadcrumbs={
          // Structured data is the prerender's alone (see PageHead): the browser's build keeps `true`
          // and carries neither the trail nor the title of /tools, this feature's page above it.
          process.env.SITE_PRERENDER === 'true' ? breadcrumbTrail(page.path, [toolsLink]) : true
        }
      />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <div className="mx-auto max-w-5xl px-5 py-16 sm:px-8 sm:py-20">
        <IntroParagraphs paragraphs={intro} />
        {started && (
          <section
            aria-labelledby="checker-form-heading"
            className="mt-12 rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-card sm:p-10"
          >
            <h2 id="checker-form-heading" className="text-2xl font-semibold tracking-tight">
              {form.heading}
            </h2>
            <p className="mt-2 text-slate-600">{form.privacy}</p>
            {children}
          </section>
        )}
        <section aria-labelledby="decision-list-heading" className="mt-12 max-w-3xl">
          <h2 id="decision-list-heading" className="text-2xl font-semibold tracking-tight">
            {decisionList.heading}
          </h2>
          <p className="mt-2 text-slate-700">{decisionList.lead}</p>
          <ol className="mt-6 list-decimal space-y-5 pl-6 leading-7 text-slate-700 marker:font-semibold">
            {decisionList.steps.map((step) => (
              <li key={step.question}>
                <p className="font-semibold text-ink-900">{step.question}</p>
                <ul className="mt-1 space-y-1">
                  {step.answers.map((answer) => (
                    <li key={answer.if}>
                      <span className="font-semibold">{answer.if}:</span> {answer.then}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
        <Sources sources={page.sources ?? []} inColumn />
        <LastReviewed {...page} inColumn />
      </div>
      <ConsultationCta />
    </>
  );
}
