/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import { Sources } from '../../../platform/components/sources';
import { LastReviewed } from '../../../platform/components/last-reviewed';
import { ConsultationCta } from '../../../platform/components/consultation-cta';
import { Link } from '../../../platform/components/link';
import { textLinkStyles } from '../../../platform/components/text-link-styles';
import { feesJsonLd } from '../structured-data';
import fees from '../../../content/pages/fees';
import { href } from '../../../config/paths';
import { useAppStarted } from '../../../platform/hooks/use-app-started';
import { useNearScreen } from '../../../platform/hooks/use-near-screen';
import { IntroParagraphs } from '../../../platform/components/intro-paragraphs';

/**
 * The estimate's code waits to be wanted (`want`): once its section comes near the screen or Tab is
 * pressed, or at once where the page opens in the running app. At build time it is wanted from the
 * start, so that the prerendered page holds the whole form.
 */
let want: () => void = () => undefined;
const wanted = typeof document === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (want = resolve));
const EstimateForm = lazy(() =>
  wanted
    .then(() => import(/* webpackChunkName: "fees-estimate" */ '../estimate-form'))
    .then((module) => ({ default: module.EstimateForm })),
);

/**
 * The estimate's form, in the prerendered page: hydration leaves its HTML where it is (in the page
 * and its accessibility tree from the first paint) while the code waits, then hydrates it. Its own
 * boundary, memoised and without props, so that no render of the page around it reaches it first
 * (an update to a boundary still waiting for its code would make React drop the HTML for the fallback).
 */
const Estimate = memo(function Estimate() {
  return (
    <Suspense fallback={null}>
      <EstimateForm />
    </Suspense>
  );
});

/** `/fees`: the packages and their fixed-fee ranges; with the app running, the instant estimate. */
export default function FeesPage() {
  // Opened in the running app (a link, not a page load): there is no HTML to keep, so no reason to wait.
  const started = useAppStarted();
  const [inApp] = useState(started);
  const [estimateSection, near] = useNearScreen<HTMLElement>();
  // An answer sent before the code had come (restoreSent) is worked out at once too.
  useEffect(() => {
    if (near || inApp || window.location.search) want();
  }, [near, inApp]);
  const { hero, intro, table, packages, vat, estimate } = fees;
  return (
    <>
      <PageHead page={fees} breadcrumbs extraStructuredData={[['offers', feesJsonLd(fees)]]} />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
        <IntroParagraphs paragraphs={intro}>
          <p className="font-semibold text-ink-900">{vat.statement}</p>
          <p>
            {fees.switching.before}{' '}
            <Link to={href('/switching-accountant')} className={textLinkStyles}>
              {fees.switching.link}
            </Link>
          </p>
        </IntroParagraphs>
        <section aria-labelledby="fees-table-heading" className="mt-12">
          <h2 id="fees-table-heading" className="text-2xl font-semibold tracking-tight">
            {table.caption}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {packages.map((item) => (
              <li
                key={item.id}
                id={item.id}
                className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-card"
              >
                <h3 className="text-lg font-semibold text-ink-900">{item.name}</h3>
                <p className="mt-2 text-xl font-semibold text-teal-800">
                  {item.forConsumers ? fees.consumerFeeText(item.price) : fees.businessFeeText(item.price)}
                </p>
                <h4 className="mt-5 text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">
                  {table.headings.includes}
                </h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                  {item.includes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <h4 className="mt-5 text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">
                  {table.headings.changesPrice}
                </h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                  {item.changesPrice.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {item.note && (
                  <p className="mt-5 text-sm text-slate-600">
                    <Link to={href('/independence')} className={textLinkStyles}>
                      {item.note}
                    </Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
        {/* Without JavaScript it cannot answer: hidden, with the fees above as the whole answer. */}
        <section
          ref={estimateSection}
          aria-labelledby="estimate-heading"
          className="mt-16 max-w-4xl rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-card noscript:hidden sm:p-10"
        >
          <h2 id="estimate-heading" className="text-2xl font-semibold tracking-tight">
            {estimate.heading}
          </h2>
          <p className="mt-2 text-slate-600">{estimate.lead}</p>
          <Estimate />
        </section>
        <Sources sources={fees.sources ?? []} />
        <LastReviewed {...fees} />
      </div>
      <ConsultationCta />
    </>
  );
}
