import { Link } from '../../../platform/components/link';
import { PageHero } from '../../../platform/components/page-hero';
import { PageHead } from '../../../platform/components/page-head';
import { ContactLinkList } from '../../../platform/components/contact-links';
import { LastReviewed } from '../../../platform/components/last-reviewed';
import { BookingForm } from '../booking-form';
import book from '../content/pages/book';
import { href } from '../../../config/paths';

/** `/book`: a consultation booked in the firm's own diary, with or without the app. */
export default function BookPage() {
  const { hero, form, aside } = book;
  return (
    <>
      <PageHead page={book} breadcrumbs />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <div className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-14 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1.8fr_1fr]">
          <section
            aria-labelledby="booking-heading"
            className="min-w-0 rounded-3xl border border-slate-200 bg-slate-50 p-5 shadow-card sm:p-10"
          >
            <h2 id="booking-heading" className="text-2xl font-semibold tracking-tight">
              {form.heading}
            </h2>
            <p className="mt-2 mb-8 text-slate-600">{form.note}</p>
            <BookingForm />
          </section>
          <aside aria-labelledby="booking-aside-heading" className="self-start">
            <h2 id="booking-aside-heading" className="text-xl font-semibold tracking-tight">
              {aside.heading}
            </h2>
            <p className="mt-3 leading-7 text-slate-700">{aside.text}</p>
            <ContactLinkList className="mt-5 space-y-3" />
            <p className="mt-6">
              <Link to={href('/contact')} className="font-semibold text-teal-800 underline">
                {aside.contactLink}
              </Link>
            </p>
          </aside>
        </div>
      </div>
      <LastReviewed {...book} />
    </>
  );
}
