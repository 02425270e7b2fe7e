import { PageHead } from '../../../platform/components/page-head';
import enquiryNotSent from '../content/pages/contact/not-sent';
import { EnquiryNotSentContent } from '../not-sent-content';

/**
 * What a refused plain HTML enquiry post is answered with. On its own, the general reason and a
 * link to the contact page; the enquiry service renders the same content with the reason and the
 * form filled in with what was sent into this page's prerendered HTML
 * (src/features/enquiry/server/not-sent-view.tsx).
 */
export default function EnquiryNotSentPage() {
  return (
    <>
      <PageHead page={enquiryNotSent} noindex />
      <EnquiryNotSentContent />
    </>
  );
}
