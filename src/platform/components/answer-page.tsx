import type { ReactNode } from 'react';
import { Link } from './link';
import { buttonStyles } from '../../styles/class-names';
import { ContactLinkList } from './contact-links';
import { PageHead } from './page-head';
import { PageHero } from './page-hero';
import { NumberedSteps } from './numbered-steps';
import { frame } from '../../content/frame';
import type { Hero, PageContent } from '../../content/types';

/**
 * The two pages every form's plain HTML post lands on, whatever the form (an enquiry, a booking):
 * "sent" once the service has stored it, and "not sent" with why. The service serves their
 * prerendered HTML, writing what only it knows (the booking, the reason) into the element marked
 * `data-<marker>` (server/platform/forms/pages.ts: fillPage); the app does not start under /api/.
 */

/** A link in the hero: the first is the page's main action. */
interface HeroLink {
  to: string;
  label: string;
}

function AnswerHero({ page, hero, links }: { page: PageContent; hero: Hero; links: HeroLink[] }) {
  return (
    <>
      <PageHead page={page} noindex />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead}>
        {links.map((link, index) => {
          const className = index === 0 ? buttonStyles.accent.regular : buttonStyles.ghostOnDark.regular;
          // A place on this page (the form filled in again) is a plain fragment link.
          return link.to.startsWith('#') ? (
            <a key={link.to} href={link.to} className={className}>
              {link.label}
            </a>
          ) : (
            <Link key={link.to} to={link.to} className={className}>
              {link.label}
            </Link>
          );
        })}
      </PageHero>
    </>
  );
}

/** Where the service writes in what only it knows; `children` stand in when the page is seen on its own. */
const markerProps = (marker: string) => ({ [`data-${marker}`]: '' });

export interface SentPageProps {
  page: PageContent & { nextSteps: { heading: string; steps: string[] }; urgent: string };
  hero: Hero;
  links: HeroLink[];
  /** The element the service fills in (the booking), with what shows when it does not. */
  filled?: { marker: string; placeholder: string };
}

/** "Sent": the next steps, and the firm's phone and email for anything urgent. */
export function SentPage({ page, hero, links, filled }: SentPageProps) {
  const { nextSteps, urgent } = page;
  return (
    <>
      <AnswerHero page={page} hero={hero} links={links} />
      <section aria-labelledby="next-steps-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
          <div>
            {filled && (
              <div
                {...markerProps(filled.marker)}
                className="mb-12 rounded-2xl border-2 border-teal-700 bg-teal-50 p-6 leading-7 text-ink-900 [&_a]:font-semibold [&_a]:text-teal-800 [&_a]:underline [&_p+p]:mt-2 [&_p:first-child]:text-lg [&_p:first-child]:font-semibold"
              >
                <p>{filled.placeholder}</p>
              </div>
            )}
            <h2 id="next-steps-heading" className="text-2xl font-semibold tracking-tight">
              {nextSteps.heading}
            </h2>
            <NumberedSteps steps={nextSteps.steps} />
          </div>
          <aside
            aria-label={frame.contactDetails}
            className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-card"
          >
            <p className="leading-7 text-slate-700">{urgent}</p>
            <ContactLinkList className="mt-5 space-y-3" />
          </aside>
        </div>
      </section>
    </>
  );
}

export interface NotSentPageProps {
  page: PageContent & { reasonLabel: string; otherWays: string };
  hero: Hero;
  /** Back to the form. */
  links: HeroLink[];
  /** The element the service writes why into. */
  marker: string;
  /** What it says when the page is seen on its own. */
  children: ReactNode;
  /**
   * Where the service writes the form again, filled in with what was sent (server/platform/forms/form-html.ts),
   * so that nothing is typed twice: its element's id (the hero's way back links to it) and marker,
   * and what stands there when the page is seen on its own.
   */
  again: { id: string; marker: string; placeholder: ReactNode };
}

/*
 * The form the service writes in: its fields look as the page's own form's do (their classes are
 * the form's), its heading, lead and button as here.
 */
const againStyles =
  'mt-12 scroll-mt-24 rounded-3xl border border-slate-200 bg-slate-50 p-5 shadow-card sm:p-10 [&_form]:mt-6 [&_form]:space-y-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2+p]:mt-2 [&_h2+p]:text-slate-600 [&_p_a]:font-semibold [&_p_a]:text-teal-800 [&_p_a]:underline';

/** "Not sent": why, in an alert the service writes, the form again, and the other ways to reach the firm. */
export function NotSentPage({ page, hero, links, marker, children, again }: NotSentPageProps) {
  return (
    <>
      <AnswerHero page={page} hero={hero} links={links} />
      <section aria-label={page.reasonLabel} className="bg-white">
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
          <div
            {...markerProps(marker)}
            role="alert"
            className="rounded-2xl border border-amber-300 bg-amber-50 p-6 leading-7 text-ink-900 [&_button]:mt-2 [&_button]:min-h-11 [&_button]:rounded-full [&_button]:bg-ink-900 [&_button]:px-5 [&_button]:py-2.5 [&_button]:text-left [&_button]:text-sm [&_button]:font-semibold [&_button]:text-white [&_button:hover]:bg-ink-700 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:mt-2 [&_ul]:mt-3 [&_ul:not([data-nearest-slots])]:list-disc [&_ul:not([data-nearest-slots])]:pl-5"
          >
            {children}
          </div>
          <div {...markerProps(again.marker)} id={again.id} className={againStyles}>
            {again.placeholder}
          </div>
          <p className="mt-8 leading-7 text-slate-700">{page.otherWays}</p>
          <ContactLinkList className="mt-4 flex flex-wrap gap-x-8 gap-y-3" />
        </div>
      </section>
    </>
  );
}
