/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { textLinkStyles } from '../platform/components/text-link-styles';
import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { breadcrumbTrail } from '../content/breadcrumbs';
import { Breadcrumbs } from '../platform/components/breadcrumbs';
import { ConsultationCta } from '../platform/components/consultation-cta';
import { PageHead } from '../platform/components/page-head';
import { PageHero } from '../platform/components/page-hero';
import { Sources } from '../platform/components/sources';
import { LastReviewed } from '../platform/components/last-reviewed';
import { toolLinks } from '../features/checkers/indexes/generated/tool-links';
import { sectorStyleLabels } from '../content/sector-style-labels';
import { illustrations } from '../content/illustrations';
import { loadSectorStyleContent } from '../content/sector-style-content';
import { loadInsightLinks } from '../features/insights/insight-links';
import { resolveSectorStylePath, sectorStyleIndex } from '../content/sector-style-index';
import { Link } from '../platform/components/link';
import { href } from '../config/paths';
import { ArrowRightIcon } from '../platform/components/icons';
import { IllustrationImage } from '../platform/components/illustration-image';
import { formatDate } from '../platform/components/format-date';

/**
 * The sector-style page: one component for service areas, subservices, sectors and subsectors.
 * A URL with no content of its own shows its nearest parent's, else property-construction's
 * (SPEC.md section 2), and names that page as canonical.
 */
export default function SectorPage() {
  const { pathname } = useLocation();
  const { path, exact } = resolveSectorStylePath(pathname);
  // Both asked for at once: the page's content (its chunk) and its links to the articles (its data).
  const loadingContent = loadSectorStyleContent(path);
  const loadingInsights = loadInsightLinks(path);
  const content = use(loadingContent);
  // A service area's specialised services, or financial services' subsectors: pages one level down.
  const children = sectorStyleIndex.filter(
    (page) => page.path.startsWith(`${content.path}/`) && !page.path.slice(content.path.length + 1).includes('/'),
  );
  const insights = use(loadingInsights);
  // Every service page links to the fees; a page a checker concerns links to the checker.
  const related = [
    ...(content.path.startsWith('/services/') ? [{ to: href('/fees'), title: sectorStyleLabels.fees }] : []),
    ...(toolLinks[content.path] ?? []),
  ];

  return (
    <>
      <PageHead page={content} canonicalPath={exact ? undefined : content.path} breadcrumbs />
      <PageHero
        title={content.title}
        lead={content.subtitle}
        before={<Breadcrumbs trail={breadcrumbTrail(content.path)} current={content.title} />}
      />

      <section aria-label={sectorStyleLabels.overview} className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <div className="max-w-2xl space-y-5 text-lg leading-8 text-slate-700">
            {content.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {content.keyDates && (
              <p>
                <Link
                  to={content.keyDates.to}
                  className="inline-flex items-center gap-2 font-semibold text-teal-800 underline hover:text-ink-900"
                >
                  {content.keyDates.label}
                  <ArrowRightIcon className="size-4 shrink-0" />
                </Link>
              </p>
            )}
          </div>
          <IllustrationImage
            image={illustrations[content.illustration]}
            alt={illustrations[content.illustration].alt}
            lazy={false}
            className="h-auto w-full rounded-3xl"
          />
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-24">
          <h2 id="services-heading" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {sectorStyleLabels.services}
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {content.services.map((service, index) => (
              <li key={service.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
                <span aria-hidden="true" className="text-sm font-semibold text-teal-700 tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-3 text-lg font-semibold">{service.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{service.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {children.length > 0 && (
        <section aria-labelledby="more-heading" className="bg-white">
          <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-24">
            <h2 id="more-heading" className="text-3xl font-semibold tracking-tight sm:text-4xl">
              {content.path.startsWith('/services/') ? sectorStyleLabels.subservices : sectorStyleLabels.subsectors}
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {children.map((child) => (
                <li key={child.path}>
                  <Link
                    to={child.path}
                    className="group flex h-full items-center justify-between gap-4 rounded-2xl border border-slate-200 p-5 font-semibold text-ink-900 shadow-card hover:border-teal-600"
                  >
                    {child.title}
                    <ArrowRightIcon className="size-4 shrink-0 text-teal-700 transition-transform group-hover:translate-x-0.5" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {related.length > 0 && (
        <div className="bg-white">
          <ul className="mx-auto flex max-w-7xl flex-col gap-3 px-5 pt-10 sm:px-8">
            {related.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`${textLinkStyles} font-semibold`}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {content.linksToIndependence && (
        <div className="bg-white">
          <p className="mx-auto max-w-7xl px-5 py-10 sm:px-8">
            <Link to={href('/independence')} className={`${textLinkStyles} font-semibold`}>
              {sectorStyleLabels.independence}
            </Link>
          </p>
        </div>
      )}
      {insights.length > 0 && (
        <section aria-labelledby="insights-heading" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
            <h2 id="insights-heading" className="text-2xl font-semibold tracking-tight">
              {sectorStyleLabels.insights}
            </h2>
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {insights.map((insight) => (
                <li key={insight.slug} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card">
                  <h3 className="font-semibold text-ink-900">
                    <Link to={href('/insights/:slug', { slug: insight.slug })} className={textLinkStyles}>
                      {insight.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-slate-600">
                    <time dateTime={insight.date}>{formatDate(insight.date)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <Sources sources={content.sources} />
      <LastReviewed {...content} />
      <ConsultationCta />
    </>
  );
}
