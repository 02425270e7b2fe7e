import { useParams } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { PageTitle } from '../components/page-title';

export function SectorPage() {
  const { serviceType, subservice, sectorSlug } = useParams();
  const title = [sectorSlug ?? serviceType, subservice].filter(Boolean).join(' / ');
  return (
    <>
      <PageTitle title={title} description={title} />
      <PageHero title={title} />
    </>
  );
}
