import { ConsultationCta } from '../components/consultation-cta';
import { PageHero } from '../components/page-hero';
import { PageHead } from '../components/page-head';
import { ServiceAccordion } from '../components/service-accordion';
import { serviceAreasWithDetails } from '../content/service-details';
import { pageMeta } from '../content/page-meta';
import { breadcrumbTrail } from '../content/breadcrumbs';
import { href } from '../config/paths';

export function ServicesPage() {
  return (
    <>
      <PageHead {...pageMeta.services} breadcrumbs={breadcrumbTrail(href('services'))} />
      <PageHero
        eyebrow="Services"
        title="What we do"
        lead="Nine areas of work, one standard: accurate figures, filed on time, explained in plain English. Open a service to see what it covers and the specialised services within it."
      />
      <section aria-label="Service areas" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-5 py-16 sm:px-8 sm:py-20">
          <ServiceAccordion areas={serviceAreasWithDetails} />
        </div>
      </section>
      <ConsultationCta />
    </>
  );
}
