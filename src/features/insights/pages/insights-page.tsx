import { use } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../../platform/components/link';
import { InsightList } from '../insight-list';
import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import { Pagination } from '../../../platform/components/pagination';
import { ConsultationCta } from '../../../platform/components/consultation-cta';
import { textLinkStyles } from '../../../platform/components/text-link-styles';
import { feedPaths } from '../../../config/feed-paths';
import { href } from '../../../config/paths';
import { site } from '../../../config/site';
import { insightLabels } from '../labels';
import { loadInsightListing } from '../insights-index';
import { topicLabel } from '../pipeline/insight-paths';
import { insightsPerPage, listingPath, type InsightListing } from '../pipeline/pages';
import { memoLoader } from '../../../content/lazy';
import NotFoundPage from '../../../platform/not-found-page';

/** Each page of a listing is fetched once, as the build wrote it (see ../insights-index.ts). */
const loadListing = memoLoader(loadInsightListing);

/** A further page's number as its URL writes it: 2 or more, no leading zero (page 1 is the listing's own URL). */
const furtherPage = /^(?:[2-9]|[1-9]\d+)$/;

/**
 * /insights and /insights/topics/<topic>, newest first, a page at a time, with further pages at
 * /insights/page/2 and /insights/topics/<topic>/page/2: what each page shows was worked out by the
 * build, and only that page's share is fetched.
 */
export default function InsightsPage() {
  const { topic, page } = useParams();
  const valid = page === undefined || furtherPage.test(page);
  const listing = valid ? use(loadListing(listingPath(topic, page ? Number(page) : 1))) : undefined;
  if (!listing) return <NotFoundPage />;
  return <Listing listing={listing} />;
}

function Listing({ listing }: { listing: InsightListing }) {
  const { topic, page, pages, total, topics, insights } = listing;
  const label = topic ? topicLabel(topic) : undefined;
  const listingTitle = label ? insightLabels.topicTitle(label) : insightLabels.title;
  const title = page > 1 ? insightLabels.pageTitle(listingTitle, page, pages) : listingTitle;
  const metaDescription =
    page > 1
      ? insightLabels.pageDescription(label, page, pages)
      : label
        ? insightLabels.topicDescription(label, total)
        : insightLabels.metaDescription;
  const pathFor = (n: number) => listingPath(topic, n);
  const first = (page - 1) * insightsPerPage + 1;

  return (
    <>
      <PageHead
        page={{ title, metaDescription }}
        breadcrumbs={[
          { label: 'Home', to: href('/') },
          ...(topic || page > 1 ? [{ label: insightLabels.title, to: href('/insights') }] : []),
          ...(topic && page > 1 ? [{ label: listingTitle, to: pathFor(1) }] : []),
        ]}
      />
      {page > 1 && <link rel="prev" href={new URL(pathFor(page - 1), site.url).href} />}
      {page < pages && <link rel="next" href={new URL(pathFor(page + 1), site.url).href} />}
      <PageHero eyebrow={insightLabels.title} title={title} lead={insightLabels.lead} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
          <nav aria-label={insightLabels.topicsHeading}>
            <ul className="flex flex-wrap gap-2">
              {[undefined, ...topics].map((each) => {
                const current = each === topic && page === 1;
                return (
                  <li key={each ?? 'all'}>
                    <Link
                      to={listingPath(each)}
                      aria-current={current ? 'page' : undefined}
                      // Forced colours drop the ring and the fill: the transparent border keeps each pill's
                      // shape there, and the selected one takes the system's selected colours (as the key dates' filter).
                      className={`inline-block rounded-full border border-transparent px-3 py-1.5 text-sm font-medium ${each === topic ? 'bg-ink-900 text-white forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none' : 'bg-white text-ink-900 ring-1 ring-slate-200 hover:ring-teal-600'}`}
                    >
                      {each ? topicLabel(each) : insightLabels.allTopics}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 text-sm text-slate-600">
            <p>{insightLabels.showing(first, first + insights.length - 1, total)}</p>
            <Link to={href('/search')} className={textLinkStyles}>
              {insightLabels.search}
            </Link>
          </div>
          <div className="mt-4">
            <InsightList insights={insights} />
          </div>
          <Pagination page={page} pages={pages} pathFor={pathFor} labels={insightLabels} />
          <p className="mt-10 text-sm text-slate-600">
            {insightLabels.feeds}:{' '}
            <a href={feedPaths.rss} className={textLinkStyles}>
              RSS
            </a>
            ,{' '}
            <a href={feedPaths.atom} className={textLinkStyles}>
              Atom
            </a>
          </p>
        </div>
      </div>
      <ConsultationCta />
    </>
  );
}
