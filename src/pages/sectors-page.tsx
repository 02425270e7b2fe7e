import { Link } from '../platform/components/link';
import { ConsultationCta } from '../platform/components/consultation-cta';
import { ArrowRightIcon } from '../platform/components/icons';
import { PageHero } from '../platform/components/page-hero';
import { PageHead } from '../platform/components/page-head';
import { illustrations } from '../content/illustrations';
import { LastReviewed } from '../platform/components/last-reviewed';
import { sectorTiles } from '../content/indexes/generated/sector-tiles';
import sectorsPage from '../content/pages/sectors';
import { IllustrationImage } from '../platform/components/illustration-image';

export default function SectorsPage() {
  const { hero, listLabel, subsectorsHeading, moreAbout } = sectorsPage;
  return (
    <>
      <PageHead page={sectorsPage} breadcrumbs />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <section aria-label={listLabel} className="bg-slate-50">
        <ul className="mx-auto grid max-w-7xl gap-6 px-5 py-16 sm:grid-cols-2 sm:px-8 sm:py-20 lg:grid-cols-3">
          {sectorTiles.map((sector) => {
            const to = sector.path;
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
                  <p className="mt-3 flex-1 leading-7 text-slate-600">{sector.summary}</p>
                  {sector.subsectors.length > 0 && (
                    <div className="mt-6">
                      <h3 className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">
                        {subsectorsHeading}
                      </h3>
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
                    className="mt-6 inline-flex items-center gap-1.5 font-semibold text-teal-700 hover:text-teal-900"
                  >
                    {moreAbout(sector.title)}
                    <ArrowRightIcon />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <LastReviewed {...sectorsPage} />
      <ConsultationCta />
    </>
  );
}
