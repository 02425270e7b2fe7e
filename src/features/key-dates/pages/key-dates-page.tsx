import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../../platform/components/link';
import { Breadcrumbs } from '../../../platform/components/breadcrumbs';
import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import { LastReviewed } from '../../../platform/components/last-reviewed';
import { Prerendered } from '../../../platform/components/prerendered';
import { buttonStyles } from '../../../styles/class-names';
import { formatDate, formatLongDate } from '../../../platform/components/format-date';
import { breadcrumbTrail } from '../../../content/breadcrumbs';
import { keyDateAudiencePages, keyDatesIndex, keyDatesNext } from '../indexes/generated/key-dates';
import { expandKeyDates, nextKeyDate, rangeFrom } from '../rules/indexed';
import { useToday } from '../../../platform/hooks/use-today';
import keyDates from '../content/pages/key-dates';
import { href } from '../../../config/paths';
import { site } from '../../../config/site';
import { feedPath } from '../content/feed-path';
import { CompanyDates } from '../company-dates';
import { KeyDateList, rangeText } from '../key-date-list';

type Audience = (typeof keyDateAudiencePages)[number];

/** The alerts' sign-up and the method: plain HTML the page prerenders, so they cost its first load nothing. */
const AlertsSignUp = lazy(() => import(/* webpackChunkName: "alerts-sign-up" */ '../alerts-sign-up'));
const KeyDatesMethod = lazy(() => import(/* webpackChunkName: "key-dates-method" */ '../key-dates-method'));

/** For an audience the site has no page for; its own chunk, as the route table's not-found page. */
const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ '../../../platform/not-found-page'));

/** `webcal://` to the same feed, so that a calendar app subscribes rather than downloads. */
const webcal = (feed: string) => `webcal://${new URL(site.url).host}${feed}`;

/** The audiences as links: each a prerendered page; with the app, switching is instant (no reload). */
function AudienceFilter({ current }: { current: Audience | undefined }) {
  const items = [{ to: href('/key-dates'), label: keyDates.allLabel, active: !current }].concat(
    keyDateAudiencePages.map((audience) => ({
      to: audience.path,
      label: audience.label,
      active: audience === current,
    })),
  );
  return (
    <nav aria-label={keyDates.filterLabel} className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-5 py-5 sm:px-8">
        <p className="text-sm font-semibold text-slate-600">{keyDates.filterLabel}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={item.active ? 'page' : undefined}
                preventScrollReset
                // Forced colours drop the ring and the fill: the transparent border keeps each pill's
                // shape there, and the current one takes the system's selected colours.
                className={`inline-block rounded-full border border-transparent px-4 py-2 text-sm font-medium ring-1 ring-inset ${
                  item.active
                    ? 'bg-ink-900 text-white ring-ink-900 forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none'
                    : 'bg-white text-ink-900 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function FeedLinks({ audience }: { audience: Audience }) {
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={webcal(feedPath(audience))}
        className={buttonStyles.primary.regular}
        aria-label={keyDates.feeds.subscribeTo(audience.title)}
      >
        {keyDates.feeds.subscribe}
      </a>
      <a
        href={feedPath(audience)}
        download
        className={buttonStyles.secondary.regular}
        aria-label={keyDates.feeds.downloadFor(audience.title)}
      >
        {keyDates.feeds.download}
      </a>
    </div>
  );
}

/**
 * The range the lists cover: from the build's day in the prerendered page (dates, which stay true),
 * from the visitor's today once the app runs (null once the build's window has passed).
 */
function useListRange() {
  const today = useToday();
  return { today, range: today ? rangeFrom(keyDatesIndex, today) : keyDatesIndex.range };
}

/** The dates' range in words, or that none are left to list. */
function RangeText({ range }: { range: ReturnType<typeof useListRange>['range'] }) {
  return <>{range ? rangeText(keyDates.list, range) : keyDates.list.none}</>;
}

/** /key-dates: each audience with its next deadline, its page and its feed. */
function Overview() {
  const { today, range } = useListRange();
  return (
    <section aria-labelledby="audiences-heading">
      <h2 id="audiences-heading" className="text-2xl font-semibold tracking-tight text-ink-900">
        {keyDates.overview.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">
        {keyDates.overview.intro} <RangeText range={range} />
      </p>
      <ul className="mt-8 grid gap-5 md:grid-cols-2">
        {keyDateAudiencePages.map((audience, index) => {
          const next = today ? nextKeyDate(keyDatesIndex, index, today) : keyDatesNext[index];
          // The same words before and after the app starts (no shift when the day is the build's):
          // only the day they count from, and so the deadline, can change.
          const label = keyDates.overview.firstFrom(formatDate(today ?? keyDatesIndex.range.from));
          return (
            <li
              key={audience.audience}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
            >
              <h3 className="text-lg font-semibold text-ink-900">
                <Link to={audience.path} className="hover:underline">
                  {audience.title}
                </Link>
              </h3>
              <p className="text-slate-700">{audience.intro}</p>
              {next && (
                <p className="text-sm text-slate-700" data-next-key-date>
                  <strong>{label}:</strong> <time dateTime={next.date}>{formatLongDate(next.date)}</time>, {next.title}
                </p>
              )}
              <div className="mt-auto">
                <FeedLinks audience={audience} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One audience's deadlines, month by month, with its feed: written out from the build's index. */
function AudienceDates({ audience }: { audience: Audience }) {
  const { range } = useListRange();
  // Once the app runs, the dates already past for the visitor are left out.
  const dates = range
    ? expandKeyDates(keyDatesIndex, keyDateAudiencePages, audience.audience).filter((date) => date.date >= range.from)
    : [];
  return (
    <>
      <section aria-labelledby="feed-heading" className="rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <h2 id="feed-heading" className="text-xl font-semibold tracking-tight text-ink-900">
          {keyDates.feeds.heading}
        </h2>
        <p className="mt-2 mb-5 max-w-3xl text-slate-700">{keyDates.feeds.intro}</p>
        <FeedLinks audience={audience} />
      </section>
      <p className="text-slate-700">
        <RangeText range={range} />
      </p>
      <KeyDateList dates={dates} labels={keyDates.list} />
    </>
  );
}

/**
 * `/key-dates` and `/key-dates/<audience>`: the deadlines, computed at build time from the rules
 * (features/key-dates/indexes/key-dates.ts), a company's own dates computed in the browser, and the feeds.
 */
export default function KeyDatesPage() {
  const { audience: slug } = useParams();
  const audience = keyDateAudiencePages.find((candidate) => candidate.path === `${href('/key-dates')}/${slug}`);
  // The company tool lists from the visitor's today too; it runs only once the app has started.
  const { range: companyRange } = useListRange();
  if (slug !== undefined && !audience) return <NotFoundPage />;
  const page = audience ?? keyDates;
  const showsCompanyTool =
    !audience || ['limited-companies', 'vat', 'payment-institutions', 'cryptoasset-firms'].includes(audience.audience);

  return (
    <>
      <PageHead page={page} breadcrumbs={breadcrumbTrail(page.path, [keyDates])} />
      <PageHero
        eyebrow={keyDates.hero.eyebrow}
        title={audience ? audience.title : keyDates.hero.heading}
        lead={audience ? audience.intro : keyDates.hero.lead}
        before={audience && <Breadcrumbs trail={breadcrumbTrail(page.path, [keyDates])} current={page.title} />}
      />
      <AudienceFilter current={audience} />
      <div className="bg-white">
        <div className="mx-auto max-w-7xl space-y-14 px-5 py-14 sm:px-8 sm:py-16">
          {audience ? <AudienceDates audience={audience} /> : <Overview />}
          <Prerendered
            key={page.path}
            id="alerts-sign-up"
            part={AlertsSignUp}
            props={{ idPrefix: 'alerts', audiences: audience ? [audience.audience] : [] }}
          />
          {showsCompanyTool && <CompanyDates copy={keyDates} range={companyRange ?? keyDatesIndex.range} />}
          <Prerendered id="key-dates-method" part={KeyDatesMethod} props={{}} />
          {audience?.sources?.map((source) => (
            <p key={source.url} className="mt-8 text-sm text-slate-700">
              Source:{' '}
              <a href={source.url} className="font-semibold text-teal-800 underline">
                {source.title}
              </a>
            </p>
          ))}
        </div>
      </div>
      <LastReviewed {...page} />
    </>
  );
}
