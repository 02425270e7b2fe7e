import { PageHero } from '../components/page-hero';
import { PageTitle } from '../components/page-title';
import type { PolicyDocument } from '../content/types';

export function PolicyPage({ document }: { document: PolicyDocument }) {
  return (
    <>
      <PageTitle title={document.title} description={document.metaDescription} />
      <PageHero title={document.title} />
    </>
  );
}
