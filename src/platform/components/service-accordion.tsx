/* eslint-disable max-lines-per-function -- a React component that is one view's markup in the order it reads (its JSX is most of its length); splitting it would scatter that view over files. */
import { useEffect, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './link';
import { illustrations } from '../../content/illustrations';
import { serviceAnchorAliases } from '../../content/service-anchors';
import type { ServiceCard, ServicesContent } from '../../content/types';
import { BulletList } from './bullet-list';
import { ArrowRightIcon, ChevronDownIcon } from './icons';
import { IllustrationImage } from './illustration-image';

/**
 * After a client-side navigation to a hash (a footer link), opens the card the hash names, brings
 * it into view and focuses its summary, so the keyboard carries on from the card (PageHero leaves
 * the heading alone then). A page loaded fresh needs no script for this: the browser opens a closed
 * <details> around the element a URL's fragment names, and scrolls to it.
 */
function useOpenCardNamedByHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    // The document's first location: the browser has done it, and the visitor may since have moved on.
    if (key === 'default' || !hash) return;
    const anchor = document.getElementById(decodeURIComponent(hash.slice(1)));
    const card = anchor?.closest('details');
    if (!anchor || !card) return;
    card.open = true;
    anchor.scrollIntoView({ block: 'start' });
    card.querySelector('summary')?.focus({ preventScroll: true });
  }, [key, hash]);
}

/** Where the browser has no scroll anchoring, brings an opened card's summary back into view. */
function keepSummaryInView(event: SyntheticEvent<HTMLDetailsElement>): void {
  const summary = event.currentTarget.querySelector('summary');
  if (!event.currentTarget.open || !summary) return;
  const barHeight = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const { top } = summary.getBoundingClientRect();
  if (top < barHeight || top > window.innerHeight) summary.scrollIntoView({ block: 'start' });
}

/**
 * The services page's expandable cards, as native <details> sharing one name: the browser keeps
 * one open at a time, or none, and clicking the open card closes it, from the first paint and
 * without JavaScript. The app never sets `open` itself while hydrating, so a card opened before
 * it started stays open.
 */
interface ServiceAccordionProps {
  cards: ServiceCard[];
  headings: ServicesContent['cardHeadings'];
  moreAbout: ServicesContent['moreAbout'];
}

export function ServiceAccordion({ cards, headings, moreAbout }: ServiceAccordionProps) {
  useOpenCardNamedByHash();

  return (
    <ul className="space-y-4">
      {cards.map((area) => (
        // Opening a card closes the open one above it. Only the card with focus may anchor the
        // scroll position (the browser's scroll anchoring), so the summary just used stays where it was.
        <li key={area.id} className="not-focus-within:[overflow-anchor:none]">
          <details
            name="service-area"
            onToggle={keepSummaryInView}
            className="group/card relative rounded-2xl border border-slate-200 bg-white shadow-card transition-shadow open:border-teal-600/40 open:shadow-raised"
          >
            {/* Named by its title alone, described by its text (not a name of 150 characters). */}
            <summary
              id={`${area.id}-summary`}
              aria-labelledby={`${area.id}-title`}
              aria-describedby={`${area.id}-text`}
              className="grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 rounded-2xl p-6 sm:p-7 [&::-webkit-details-marker]:hidden"
            >
              <h2 id={`${area.id}-title`} className="text-xl font-semibold text-ink-900">
                {area.title}
              </h2>
              <span
                aria-hidden="true"
                className="row-span-2 mt-0.5 flex size-9 items-center justify-center rounded-full border border-slate-300 text-slate-500 transition group-open/card:rotate-180 group-open/card:border-teal-600 group-open/card:bg-teal-50 group-open/card:text-teal-700"
              >
                <ChevronDownIcon className="size-5" />
              </span>
              <span id={`${area.id}-text`} className="mt-2 text-base leading-7 text-slate-600">
                {area.description}
              </span>
            </summary>
            <div
              id={`${area.id}-panel`}
              role="region"
              aria-labelledby={`${area.id}-title`}
              className="border-t border-slate-100 px-6 pt-6 pb-7 sm:px-7"
            >
              {/* The card's anchors, at its top: the service id, and the footer's short names
                (#fintech, #crypto, #sme). Inside the content, so the browser opens the card to reveal them. */}
              {[
                area.id,
                ...Object.keys(serviceAnchorAliases).filter((alias) => serviceAnchorAliases[alias] === area.id),
              ].map((anchor) => (
                <span key={anchor} id={anchor} className="absolute inset-x-0 top-0" />
              ))}
              <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr_0.8fr]">
                <div>
                  <h3 className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">
                    {headings.features}
                  </h3>
                  <BulletList items={area.details} className="mt-4 space-y-2.5" />
                </div>
                <div>
                  <h3 className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">
                    {headings.subservices}
                  </h3>
                  <ul className="mt-4 space-y-3">
                    {area.subservices.map((sub) => (
                      <li key={sub.path}>
                        <Link
                          to={sub.path}
                          className="group block rounded-xl border border-slate-200 p-4 hover:border-teal-600"
                        >
                          <span className="flex items-center justify-between gap-3 font-semibold text-ink-900">
                            {sub.title}
                            <ArrowRightIcon className="size-4 shrink-0 text-teal-700 transition-transform group-hover:translate-x-0.5" />
                          </span>
                          <span className="mt-1 block text-sm leading-6 text-slate-600">{sub.summary}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="flex flex-col gap-4">
                  <IllustrationImage
                    image={illustrations[area.id]}
                    className="hidden h-auto w-full rounded-2xl lg:block"
                  />
                  <Link
                    to={area.path}
                    className="inline-flex items-center gap-1.5 font-semibold text-teal-700 hover:text-teal-900"
                  >
                    {moreAbout(area.title)}
                    <ArrowRightIcon />
                  </Link>
                </div>
              </div>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
