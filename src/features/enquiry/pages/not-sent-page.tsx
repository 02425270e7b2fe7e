import { href } from '../../../config/paths';
import { NotSentPage } from '../../../platform/components/answer-page';
import enquiryNotSent from '../../../content/pages/contact/not-sent';

/**
 * What a refused plain HTML enquiry post is answered with. The enquiry service serves this page's
 * prerendered HTML with the reason written into the element marked data-enquiry-reason
 * (src/features/enquiry/server/not-sent-page.ts); on its own it gives the general reason.
 */
export default function EnquiryNotSentPage() {
  const { hero, reasons } = enquiryNotSent;
  return (
    <NotSentPage
      page={enquiryNotSent}
      hero={hero}
      links={[{ to: href('contact'), label: hero.backLink }]}
      marker="enquiry-reason"
    >
      <p>{reasons.unavailable}</p>
    </NotSentPage>
  );
}
