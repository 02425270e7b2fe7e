import { Link } from '../../../platform/components/link';
import { href } from '../../../config/paths';
import { buttonStyles } from '../../../styles/class-names';
import { ContactLinkList } from '../../../platform/components/contact-links';
import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import enquiryNotSent from '../../../content/pages/contact/not-sent';

/**
 * What a refused plain HTML enquiry post is answered with. The enquiry service serves this page's
 * prerendered HTML with the reason written into the element marked data-enquiry-reason
 * (src/features/enquiry/server/not-sent-page.ts); on its own it gives the general reason.
 */
export default function EnquiryNotSentPage() {
  const { hero, reasonLabel, reasons, otherWays } = enquiryNotSent;
  return (
    <>
      <PageHead page={enquiryNotSent} noindex />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead}>
        <Link to={href('contact')} className={buttonStyles.accent.regular}>
          {hero.backLink}
        </Link>
      </PageHero>
      <section aria-label={reasonLabel} className="bg-white">
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
          <div
            data-enquiry-reason
            role="alert"
            className="rounded-2xl border border-amber-300 bg-amber-50 p-6 leading-7 text-ink-900 [&_li]:mt-2 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5"
          >
            <p>{reasons.unavailable}</p>
          </div>
          <p className="mt-8 leading-7 text-slate-700">{otherWays}</p>
          <ContactLinkList className="mt-4 flex flex-wrap gap-x-8 gap-y-3" />
        </div>
      </section>
    </>
  );
}
