import { PageHero } from '../components/page-hero';
import { PageTitle } from '../components/page-title';

export function AboutPage() {
  return (
    <>
      <PageTitle title="About us" description="About us" />
      <PageHero title="About us" />
    </>
  );
}
