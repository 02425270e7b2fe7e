import type { ReactNode } from 'react';
import { Link } from '../../platform/components/link';
import { href } from '../../config/paths';
import { buttonStyles } from '../../styles/class-names';
import { ContactLinkList } from '../../platform/components/contact-links';
import { PageHero } from '../../platform/components/page-hero';
import manage from './content/pages/book/manage';

/** What the page says its state is: its heading and first words, and the box's mark. */
export interface ManageState {
  kind: string;
  title: string;
  lead: string;
  /** After an action: the heading, which says its result, takes focus as the page loads (pages.ts). */
  focus?: boolean;
}

/**
 * The content of a booking's manage page (/book/manage): on its own, where to find the link; the
 * booking service renders it with the booking's state (held, booked, moving, cancelled, lapsed,
 * passed, or a link that opens none) as its heading and first words, and the booking and its
 * buttons in the box marked data-booking-manage (src/features/booking/server/manage-view.tsx).
 * Only those buttons act, by POST. "Book a consultation" leads only where there is no booking to
 * act on first (a state that ends offers it in the box).
 */
export function ManageContent({ state, children }: { state?: ManageState; children?: ReactNode }) {
  const { hero, placeholder, otherWays } = manage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={state?.title ?? hero.heading} lead={state?.lead ?? hero.lead}>
        {!state && (
          <Link to={href('/book')} className={buttonStyles.accent.regular}>
            {hero.bookLink}
          </Link>
        )}
      </PageHero>
      <section aria-labelledby="booking-manage-heading" className="bg-white">
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
          <h2 id="booking-manage-heading" className="sr-only">
            {manage.title}
          </h2>
          <div
            data-booking-manage=""
            data-manage-state={state?.kind}
            className="rounded-2xl border-2 border-teal-700 bg-teal-50 p-6 leading-7 text-ink-900 [&_a]:font-semibold [&_a]:text-teal-800 [&_a]:underline [&_a]:wrap-anywhere [&_button]:mt-3 [&_button]:min-h-11 [&_button]:rounded-full [&_button]:bg-ink-900 [&_button]:px-5 [&_button]:py-2.5 [&_button]:text-sm [&_button]:font-semibold [&_button]:text-white [&_button:hover]:bg-ink-700 [&_p+p]:mt-2 [&_[data-manage-notice]]:mb-3 [&_[data-manage-notice]]:font-semibold [&_[data-quiet]]:bg-white [&_[data-quiet]]:text-ink-900 [&_[data-quiet]]:ring-1 [&_[data-quiet]]:ring-slate-400 [&_[data-quiet]]:ring-inset [&_[data-quiet]:hover]:bg-slate-50 [&_[data-manage-actions]]:mt-4 [&_[data-manage-actions]]:flex [&_[data-manage-actions]]:flex-wrap [&_[data-manage-actions]]:gap-3"
          >
            {children ?? <p>{placeholder}</p>}
          </div>
          <p className="mt-8 leading-7 text-slate-700">{otherWays}</p>
          <ContactLinkList className="mt-4 flex flex-wrap gap-x-8 gap-y-3" />
        </div>
      </section>
    </>
  );
}
