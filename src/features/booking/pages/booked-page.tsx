import { Link } from '../../../platform/components/link';
import { href } from '../../../config/paths';
import { buttonStyles } from '../../../styles/class-names';
import { ContactLinkList } from '../../../platform/components/contact-links';
import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import { NumberedSteps } from '../../../platform/components/numbered-steps';
import booked from '../../../content/pages/book/booked';
import { frame } from '../../../content/frame';

/**
 * A plain form booking's confirmation. The booking service serves this page's prerendered HTML at
 * the booking's own address, with the slot, topic and "Add to calendar" link written into the
 * element marked data-booking-confirmation (src/features/booking/server/pages.ts); the app does not start
 * there, so the page stays as served.
 */
export default function BookingBookedPage() {
  const { hero, placeholder, nextSteps, urgent } = booked;
  return (
    <>
      <PageHead page={booked} noindex />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead}>
        <Link to={href('home')} className={buttonStyles.accent.regular}>
          {hero.homeLink}
        </Link>
      </PageHero>
      <section aria-labelledby="booking-next-steps-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <div
              data-booking-confirmation
              className="rounded-2xl border-2 border-teal-700 bg-teal-50 p-6 leading-7 text-ink-900 [&_a]:font-semibold [&_a]:text-teal-800 [&_a]:underline [&_p+p]:mt-2 [&_p:first-child]:text-lg [&_p:first-child]:font-semibold"
            >
              <p>{placeholder}</p>
            </div>
            <h2 id="booking-next-steps-heading" className="mt-12 text-2xl font-semibold tracking-tight">
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
