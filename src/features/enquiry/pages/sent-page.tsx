import { Link } from '../../../platform/components/link';
import { href } from '../../../config/paths';
import { buttonStyles } from '../../../styles/class-names';
import { ContactLinkList } from '../../../platform/components/contact-links';
import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import { NumberedSteps } from '../../../platform/components/numbered-steps';
import enquirySent from '../../../content/pages/contact/thank-you';
import { frame } from '../../../content/frame';

/** Where a plain HTML enquiry post lands once the enquiry is stored (a 303 from the service). */
export default function EnquirySentPage() {
  const { hero, nextSteps, urgent } = enquirySent;
  return (
    <>
      <PageHead page={enquirySent} noindex />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead}>
        <Link to={href('services')} className={buttonStyles.accent.regular}>
          {hero.servicesLink}
        </Link>
        <Link to={href('home')} className={buttonStyles.ghostOnDark.regular}>
          {hero.homeLink}
        </Link>
      </PageHero>
      <section aria-labelledby="next-steps-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
          <div>
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
