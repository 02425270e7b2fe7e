import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  lead?: string;
  children?: ReactNode;
  /** Content beside the text on wide screens, such as an illustration. */
  aside?: ReactNode;
  /** Above the heading, such as breadcrumbs. */
  before?: ReactNode;
}

/**
 * The dark band every page opens on: it sits under the transparent navigation bar, so its white
 * text and the bar's stay readable (AA) until the bar turns solid.
 */
/** Where the hero's aside (a picture) is shown: Tailwind's `lg`, as in its `hidden lg:block` below. */
export const heroAsideMedia = '(min-width: 64rem)';

export function PageHero({ title, eyebrow, lead, children, aside, before }: PageHeroProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, hash } = useLocation();
  // Arriving by a client-side navigation (not the first page, whose location key is "default"),
  // focus moves to the heading, so screen readers announce the new page; unless the URL names a
  // place on the page, which the page focuses itself (a services card).
  useEffect(() => {
    if (key === 'default' || (hash && document.getElementById(decodeURIComponent(hash.slice(1))))) return;
    heading.current?.focus({ preventScroll: true });
  }, [key, hash]);

  return (
    <div className="on-dark relative overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(45_212_191/0.16),transparent_60%)]"
      />
      <div
        className={`relative mx-auto grid max-w-7xl gap-10 px-5 pt-32 pb-16 sm:px-8 sm:pt-36 sm:pb-20 ${aside ? 'lg:grid-cols-[1.15fr_1fr] lg:items-center' : ''}`}
      >
        <div className="max-w-3xl">
          {before && <div className="mb-6">{before}</div>}
          {eyebrow && <p className="text-sm font-semibold tracking-[0.12em] text-teal-300 uppercase">{eyebrow}</p>}
          <h1
            ref={heading}
            id="page-title"
            tabIndex={-1}
            className="mt-3 text-4xl font-semibold tracking-tight text-white sm:text-5xl"
          >
            {title}
          </h1>
          {lead && <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-200">{lead}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </div>
    </div>
  );
}
