import { PageHead } from '../../../platform/components/page-head';
import notBooked from '../content/pages/book/not-booked';
import { NotBookedContent } from '../not-booked-content';

/**
 * What a refused plain form booking is answered with. On its own, a general reason and a link to
 * the booking page; the booking service renders the same content with why, the nearest free times
 * and the form filled in with what was sent into this page's prerendered HTML
 * (src/features/booking/server/not-booked-view.tsx).
 */
export default function BookingNotBookedPage() {
  return (
    <>
      <PageHead page={notBooked} noindex />
      <NotBookedContent />
    </>
  );
}
