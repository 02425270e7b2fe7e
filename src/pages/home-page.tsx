import { PageHero } from '../components/page-hero';
import { PageTitle } from '../components/page-title';

export function HomePage() {
  return (
    <>
      <PageTitle title="Harbourline Accountants" description="Harbourline Accountants" />
      <PageHero title="Harbourline Accountants" />
    </>
  );
}
