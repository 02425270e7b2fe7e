import { PageHead } from '../platform/components/page-head';
import { PageHero } from '../platform/components/page-hero';
import { Sources } from '../platform/components/sources';
import { LastReviewed } from '../platform/components/last-reviewed';
import { ConsultationCta } from '../platform/components/consultation-cta';
import { IntroParagraphs } from '../platform/components/intro-paragraphs';
import { Link } from '../platform/components/link';
import { textLinkStyles } from '../platform/components/text-link-styles';
import { bookingHref } from '../platform/forms/prefill';
import { href } from '../config/paths';
import switching from '../content/pages/switching-accountant';
import { SourceLinks } from '../platform/components/source-links';

/** What changing accountant involves: each step, how long it takes and the texts its rules come from. */
export default function SwitchingAccountantPage() {
  const { hero, intro, steps, booking } = switching;
  return (
    <>
      <PageHead page={switching} breadcrumbs />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <div className="mx-auto max-w-5xl px-5 py-16 sm:px-8 sm:py-20">
        <IntroParagraphs paragraphs={intro} />
        <section aria-labelledby="switching-steps-heading" className="mt-12">
          <h2 id="switching-steps-heading" className="text-2xl font-semibold tracking-tight">
            {switching.stepsHeading}
          </h2>
          <ol className="mt-8 space-y-8">
            {steps.map((step) => (
              <li key={step.heading} className="max-w-3xl rounded-2xl border border-slate-200 p-6 shadow-card">
                <h3 className="text-xl font-semibold text-ink-900">{step.heading}</h3>
                <p className="mt-2 text-sm font-semibold text-teal-800">
                  {switching.takesLabel} {step.takes}
                </p>
                <div className="mt-4 space-y-4 leading-7 text-slate-700">
                  {step.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                  ))}
                </div>
                {step.link && (
                  <p className="mt-4">
                    <Link to={href(step.link.to)} className={textLinkStyles}>
                      {step.link.label}
                    </Link>
                  </p>
                )}
                {step.sources.length > 0 && (
                  <p className="mt-4 text-sm leading-6 text-slate-600">
                    {switching.sourcedFrom} <SourceLinks sources={step.sources} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
        <Sources sources={switching.sources} inColumn />
        <LastReviewed {...switching} inColumn />
      </div>
      <ConsultationCta
        heading={booking.heading}
        text={booking.text}
        link={{ to: bookingHref('changing-accountant'), label: booking.link }}
      />
    </>
  );
}
