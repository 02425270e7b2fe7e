import { PageHero } from '../components/page-hero';
import { PageTitle } from '../components/page-title';

export function ContactPage() {
  return (
    <>
      <PageTitle title="Contact us" description="Contact us" />
      <PageHero title="Contact us" />
    </>
  );
}
