import { PageHero } from '../components/page-hero';
import { PageTitle } from '../components/page-title';

export function SectorsPage() {
  return (
    <>
      <PageTitle title="Sectors" description="Sectors" />
      <PageHero title="Sectors" />
    </>
  );
}
