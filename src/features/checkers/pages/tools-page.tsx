import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import { LastReviewed } from '../../../platform/components/last-reviewed';
import { Sources } from '../../../platform/components/sources';
import { ConsultationCta } from '../../../platform/components/consultation-cta';
import { Link } from '../../../platform/components/link';
import { ArrowRightIcon } from '../../../platform/components/icons';
import tools from '../content/pages/tools';

/** `/tools`: the checkers, one card each. */
export default function ToolsPage() {
  return (
    <>
      <PageHead page={tools} breadcrumbs />
      <PageHero eyebrow={tools.hero.eyebrow} title={tools.hero.heading} lead={tools.hero.lead} />
      <div className="mx-auto max-w-5xl px-5 py-16 sm:px-8 sm:py-20">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">{tools.intro}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {tools.tools.map((tool) => (
            <li key={tool.to}>
              <Link
                to={tool.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 p-6 shadow-card hover:border-teal-600"
              >
                <span className="flex items-start justify-between gap-4 text-lg font-semibold text-ink-900">
                  {tool.title}
                  <ArrowRightIcon className="mt-1.5 size-4 shrink-0 text-teal-700 transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className="mt-2 text-slate-600">{tool.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Sources sources={tools.sources ?? []} inColumn />
        <LastReviewed {...tools} inColumn />
      </div>
      <ConsultationCta />
    </>
  );
}
