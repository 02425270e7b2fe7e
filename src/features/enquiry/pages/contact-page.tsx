import type { ReactNode } from 'react';
import { PageHero } from '../../../platform/components/page-hero';
import { PageHead } from '../../../platform/components/page-head';
import { EmailLink, PhoneLink } from '../../../platform/components/contact-links';
import { site } from '../../../config/site';
import { href } from '../../../config/paths';
import { Link } from '../../../platform/components/link';
import { textLinkStyles } from '../../../platform/components/text-link-styles';
import { EnquiryForm } from '../enquiry-form';
import { LastReviewed } from '../../../platform/components/last-reviewed';
import contact from '../content/pages/contact';
import { OpeningStatusLine } from '../../../platform/components/opening-status';
import { firmClosures } from '../../../content/indexes/generated/firm-closures';

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 pt-5">
      <dt className="text-sm font-semibold tracking-[0.12em] text-slate-600 uppercase">{title}</dt>
      <dd className="mt-2 leading-7 text-ink-900">{children}</dd>
    </div>
  );
}

export default function ContactPage() {
  const { address, hours } = site;
  const { hero, details, form } = contact;
  return (
    <>
      <PageHead page={contact} describesFirm={firmClosures} breadcrumbs />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <div className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-14 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1fr_1.6fr]">
          <section aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading" className="text-2xl font-semibold tracking-tight">
              {details.heading}
            </h2>
            <dl className="mt-6 space-y-5">
              <Detail title={details.phone}>
                <PhoneLink />
              </Detail>
              <Detail title={details.email}>
                <EmailLink />
              </Detail>
              <Detail title={details.office}>
                <address className="not-italic">
                  {address.line1}
                  <br />
                  {address.locality}, {address.city} {address.postcode}
                </address>
              </Detail>
              <Detail title={details.hours}>
                {hours.shown}
                <OpeningStatusLine hours={hours.weekdays} closures={firmClosures} words={contact.openingStatus} />
              </Detail>
            </dl>
            <p className="mt-8 leading-7 text-slate-700">
              {contact.switching.before}{' '}
              <Link to={href('/switching-accountant')} className={textLinkStyles}>
                {contact.switching.link}
              </Link>
            </p>
          </section>

          <section
            aria-labelledby="enquiry-heading"
            className="rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-card sm:p-10"
          >
            <h2 id="enquiry-heading" className="text-2xl font-semibold tracking-tight">
              {form.heading}
            </h2>
            <p className="mt-2 mb-8 text-slate-600">{form.note}</p>
            <EnquiryForm />
          </section>
        </div>
      </div>
      <LastReviewed {...contact} />
    </>
  );
}
