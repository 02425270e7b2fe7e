import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { href } from '../app/paths';
import { useHydrated } from '../hooks/use-hydrated';
import { illustrations } from '../content/illustrations';
import { serviceAnchorAliases } from '../content/service-anchors';
import type { ServiceArea, ServiceId } from '../content/types';
import { BulletList } from './bullet-list';
import { ArrowRightIcon, ChevronDownIcon } from './icons';
import { IllustrationImage } from './illustration-image';

/** The card a URL hash names: a service id, or one of the footer's short aliases. */
export function serviceIdForHash(hash: string, areas: ServiceArea[]): ServiceId | null {
  const name = decodeURIComponent(hash.replace(/^#/, ''));
  const id = serviceAnchorAliases[name] ?? name;
  return areas.find((area) => area.id === id)?.id ?? null;
}

/**
 * The services page's expandable cards: one open at a time, or none; clicking the open card
 * closes it. Arriving with a hash opens the card it names and brings it into view.
 */
export function ServiceAccordion({ areas }: { areas: ServiceArea[] }) {
  const { hash, key } = useLocation();
  const [openId, setOpenId] = useState<ServiceId | null>(null);

  // Each arrival (a new location, even with the same hash) opens the card its hash names. The
  // prerendered page has every card closed, so the first arrival counts once hydration is done.
  const arrival = useHydrated() ? key : null;
  const [handledArrival, setHandledArrival] = useState<string | null>(null);
  if (handledArrival !== arrival) {
    setHandledArrival(arrival);
    const id = arrival === null ? null : serviceIdForHash(hash, areas);
    if (id) setOpenId(id);
  }

  useEffect(() => {
    const id = serviceIdForHash(hash, areas);
    if (!id) return;
    // After the card has opened, so the scroll accounts for its new height.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [key, hash, areas]);

  return (
    <ul className="space-y-4">
      {areas.map((area) => {
        const open = openId === area.id;
        return (
          <li
            key={area.id}
            id={area.id}
            className={`scroll-mt-24 rounded-2xl border bg-white transition-shadow ${
              open ? 'border-teal-600/40 shadow-raised' : 'border-slate-200 shadow-card'
            }`}
          >
            {/* The footer's short anchors (#fintech, #crypto, #sme) land here even without JavaScript. */}
            {Object.entries(serviceAnchorAliases)
              .filter(([, id]) => id === area.id)
              .map(([alias]) => (
                <span key={alias} id={alias} className="block scroll-mt-24" />
              ))}
            <h2 className="text-xl font-semibold">
              <button
                type="button"
                id={`${area.id}-button`}
                aria-expanded={open}
                aria-controls={`${area.id}-panel`}
                onClick={() => setOpenId(open ? null : area.id)}
                className="flex w-full items-start gap-4 rounded-2xl p-6 text-left sm:p-7"
              >
                <span className="flex-1">
                  <span className="block text-ink-900">{area.title}</span>
                  <span className="mt-2 block text-base leading-7 font-normal text-slate-600">{area.description}</span>
                </span>
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full border transition ${
                    open ? 'rotate-180 border-teal-600 bg-teal-50 text-teal-700' : 'border-slate-300 text-slate-500'
                  }`}
                >
                  <ChevronDownIcon className="size-5" />
                </span>
              </button>
            </h2>
            <div
              id={`${area.id}-panel`}
              role="region"
              aria-labelledby={`${area.id}-button`}
              // Closed cards are hidden, except without JavaScript, when none could be opened.
              className={`border-t border-slate-100 px-6 pt-6 pb-7 sm:px-7 ${open ? 'block' : 'hidden noscript:block'}`}
            >
              <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr_0.8fr]">
                <div>
                  <h3 className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">Key features</h3>
                  <BulletList items={area.details} className="mt-4 space-y-2.5" />
                </div>
                <div>
                  <h3 className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">
                    Specialised services
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
                          <span className="mt-1 block text-sm leading-6 text-slate-600">{sub.description}</span>
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
                    to={href('serviceArea', { serviceType: area.id })}
                    className="inline-flex items-center gap-1.5 font-semibold text-teal-700 hover:text-teal-900"
                  >
                    More about {area.title.toLowerCase()}
                    <ArrowRightIcon />
                  </Link>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
