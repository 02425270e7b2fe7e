import { PageHead } from '../../../platform/components/page-head';
import booked from '../content/pages/book/booked';
import { BookedContent } from '../booked-content';

/**
 * A plain form booking's confirmation. The booking service renders the same content with the
 * booking into this page's prerendered HTML, at the booking's own address, where the app does not
 * start (src/features/booking/server/booked-view.tsx).
 */
export default function BookingBookedPage() {
  return (
    <>
      <PageHead page={booked} noindex />
      <BookedContent />
    </>
  );
}
