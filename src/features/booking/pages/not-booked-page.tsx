import { href } from '../../../config/paths';
import { NotSentPage } from '../../../platform/components/answer-page';
import notBooked from '../../../content/pages/book/not-booked';

/**
 * What a refused plain form booking is answered with. The booking service serves this page's
 * prerendered HTML with why written into the element marked data-booking-reason and, when the
 * time was taken, the nearest free times as buttons that book them (src/features/booking/server/pages.ts).
 */
export default function BookingNotBookedPage() {
  const { hero, placeholder } = notBooked;
  return (
    <NotSentPage
      page={notBooked}
      hero={hero}
      links={[{ to: href('book'), label: hero.backLink }]}
      marker="booking-reason"
    >
      <p>{placeholder}</p>
    </NotSentPage>
  );
}
