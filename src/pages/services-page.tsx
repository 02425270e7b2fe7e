import { ConsultationCta } from '../platform/components/consultation-cta';
import { LastReviewed } from '../platform/components/last-reviewed';
import { PageHero } from '../platform/components/page-hero';
import { PageHead } from '../platform/components/page-head';
import { ServiceAccordion } from '../platform/components/service-accordion';
import { serviceCards } from '../content/indexes/generated/service-cards';
import services from '../content/pages/services';

export default function ServicesPage() {
  const { hero, listLabel, cardHeadings, moreAbout } = services;
  return (
    <>
      <PageHead page={services} breadcrumbs />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} />
      <section aria-label={listLabel} className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-5 py-16 sm:px-8 sm:py-20">
          <ServiceAccordion cards={serviceCards} headings={cardHeadings} moreAbout={moreAbout} />
        </div>
      </section>
      <LastReviewed {...services} />
      <ConsultationCta />
    </>
  );
}
