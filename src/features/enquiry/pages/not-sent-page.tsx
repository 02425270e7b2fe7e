import { href } from '../../../config/paths';
import { NotSentPage } from '../../../platform/components/answer-page';
import { Link } from '../../../platform/components/link';
import enquiryNotSent from '../../../content/pages/contact/not-sent';

/**
 * What a refused plain HTML enquiry post is answered with. The enquiry service serves this page's
 * prerendered HTML with the reason written into the element marked data-enquiry-reason
 * (src/features/enquiry/server/not-sent-page.ts), and the form again, filled in with what was
 * sent, into the element marked data-enquiry-again; on its own it gives the general reason and a
 * link to the contact page.
 */
export default function EnquiryNotSentPage() {
  const { hero, reasons } = enquiryNotSent;
  return (
    <NotSentPage
      page={enquiryNotSent}
      hero={hero}
      links={[{ to: '#enquiry-again', label: hero.backLink }]}
      marker="enquiry-reason"
      again={{
        id: 'enquiry-again',
        marker: 'enquiry-again',
        placeholder: (
          <p>
            <Link to={href('contact')}>{enquiryNotSent.again.elsewhere}</Link>
          </p>
        ),
      }}
    >
      <p>{reasons.unavailable}</p>
    </NotSentPage>
  );
}
