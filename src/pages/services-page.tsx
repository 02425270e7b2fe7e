import { PageHero } from '../components/page-hero';
import { PageTitle } from '../components/page-title';

export function ServicesPage() {
  return (
    <>
      <PageTitle title="Services" description="Services" />
      <PageHero title="Services" />
    </>
  );
}
