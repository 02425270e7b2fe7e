import { href } from '../../../config/paths';
import { SentContent } from '../../../platform/components/answer-page';
import { PageHead } from '../../../platform/components/page-head';
import enquirySent from '../content/pages/contact/thank-you';

/** Where a plain HTML enquiry post lands once the enquiry is stored (a 303 from the service). */
export default function EnquirySentPage() {
  const { hero } = enquirySent;
  return (
    <>
      <PageHead page={enquirySent} noindex />
      <SentContent
        page={enquirySent}
        hero={hero}
        links={[
          { to: href('/services'), label: hero.servicesLink },
          { to: href('/'), label: hero.homeLink },
        ]}
      />
    </>
  );
}
