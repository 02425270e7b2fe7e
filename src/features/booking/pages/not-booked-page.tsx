import { Link } from '../../../platform/components/link';
import { href } from '../../../config/paths';
import { buttonStyles } from '../../../styles/class-names';
import { ContactLinkList } from '../../../platform/components/contact-links';
import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import notBooked from '../../../content/pages/book/not-booked';

/**
 * What a refused plain form booking is answered with. The booking service serves this page's
 * prerendered HTML with why written into the element marked data-booking-reason and, when the
 * time was taken, the nearest free times as buttons that book them (src/features/booking/server/pages.ts).
 */
export default function BookingNotBookedPage() {
  const { hero, reasonLabel, placeholder, otherWays } = notBooked;
  return (
    <>
      <PageHead page={notBooked} noindex />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead}>
        <Link to={href('book')} className={buttonStyles.accent.regular}>
          {hero.backLink}
        </Link>
      </PageHero>
      <section aria-label={reasonLabel} className="bg-white">
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
          <div
            data-booking-reason
            role="alert"
            className="rounded-2xl border border-amber-300 bg-amber-50 p-6 leading-7 text-ink-900 [&_button]:mt-2 [&_button]:min-h-11 [&_button]:rounded-full [&_button]:bg-ink-900 [&_button]:px-5 [&_button]:py-2.5 [&_button]:text-left [&_button]:text-sm [&_button]:font-semibold [&_button]:text-white [&_button:hover]:bg-ink-700 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:mt-2 [&_ul]:mt-3 [&_ul:not([data-nearest-slots])]:list-disc [&_ul:not([data-nearest-slots])]:pl-5"
          >
            <p>{placeholder}</p>
          </div>
          <p className="mt-8 leading-7 text-slate-700">{otherWays}</p>
          <ContactLinkList className="mt-4 flex flex-wrap gap-x-8 gap-y-3" />
        </div>
      </section>
    </>
  );
}
