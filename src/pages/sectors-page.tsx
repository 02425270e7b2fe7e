import { Link } from 'react-router-dom';
import { href } from '../config/paths';
import { ConsultationCta } from '../components/consultation-cta';
import { ArrowRightIcon } from '../components/icons';
import { PageHero } from '../components/page-hero';
import { PageHead } from '../components/page-head';
import { illustrations } from '../content/illustrations';
import { sectorSummaries } from '../content/sector-summaries';
import { sectors } from '../content/sectors';
import { pageMeta } from '../content/page-meta';
import { breadcrumbTrail } from '../content/breadcrumbs';
import { IllustrationImage } from '../components/illustration-image';

export function SectorsPage() {
  return (
    <>
      <PageHead {...pageMeta.sectors} breadcrumbs={breadcrumbTrail(href('sectors'))} />
      <PageHero
        eyebrow="Sectors"
        title="Sectors we know from the inside"
        lead="Every sector has its own reliefs, regulators and reporting habits. Find yours to see what we do for businesses like you."
      />
      <section aria-label="Sectors" className="bg-slate-50">
        <ul className="mx-auto grid max-w-7xl gap-6 px-5 py-16 sm:grid-cols-2 sm:px-8 sm:py-20 lg:grid-cols-3">
          {sectors.map((sector) => {
            const to = href('sector', { sectorSlug: sector.slug });
            return (
              <li
                key={sector.slug}
                className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card ${
                  sector.subsectors.length > 0 ? 'sm:col-span-2 lg:col-span-3 lg:flex-row' : ''
                }`}
              >
                <IllustrationImage
                  image={illustrations[sector.slug]}
                  lazy={sector.subsectors.length === 0}
                  className={`h-auto w-full ${sector.subsectors.length > 0 ? 'lg:w-2/5' : ''}`}
                />
                <div className="flex flex-1 flex-col p-6 sm:p-7">
                  <h2 className="text-xl font-semibold">
                    <Link to={to} className="hover:text-teal-800 hover:underline">
                      {sector.title}
                    </Link>
                  </h2>
                  <p className="mt-3 flex-1 leading-7 text-slate-600">{sectorSummaries[sector.slug]}</p>
                  {sector.subsectors.length > 0 && (
                    <div className="mt-6">
                      <h3 className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">Subsectors</h3>
                      <ul className="mt-3 flex flex-wrap gap-2">
                        {sector.subsectors.map((sub) => (
                          <li key={sub.path}>
                            <Link
                              to={sub.path}
                              className="inline-block rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-medium text-ink-900 hover:border-teal-600 hover:bg-teal-50"
                            >
                              {sub.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <Link
                    to={to}
                    aria-label={`More about ${sector.title.toLowerCase()}`}
                    className="mt-6 inline-flex items-center gap-1.5 font-semibold text-teal-700 hover:text-teal-900"
                  >
                    More about this sector
                    <ArrowRightIcon />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <ConsultationCta />
    </>
  );
}
