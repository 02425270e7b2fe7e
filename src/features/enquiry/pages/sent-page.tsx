import { href } from '../../../config/paths';
import { SentPage } from '../../../platform/components/answer-page';
import enquirySent from '../../../content/pages/contact/thank-you';

/** Where a plain HTML enquiry post lands once the enquiry is stored (a 303 from the service). */
export default function EnquirySentPage() {
  const { hero } = enquirySent;
  return (
    <SentPage
      page={enquirySent}
      hero={hero}
      links={[
        { to: href('services'), label: hero.servicesLink },
        { to: href('home'), label: hero.homeLink },
      ]}
    />
  );
}
