import { href } from '../../../config/paths';
import { NotSentPage } from '../../../platform/components/answer-page';
import { Link } from '../../../platform/components/link';
import notBooked from '../../../content/pages/book/not-booked';

/**
 * What a refused plain form booking is answered with. The booking service serves this page's
 * prerendered HTML with why written into the element marked data-booking-reason and, when the
 * time was taken, the nearest free times as buttons that book them, and the form again, filled in
 * with what was sent, into data-booking-again (src/features/booking/server/pages.ts).
 */
export default function BookingNotBookedPage() {
  const { hero, placeholder } = notBooked;
  return (
    <NotSentPage
      page={notBooked}
      hero={hero}
      links={[{ to: '#booking-again', label: hero.backLink }]}
      marker="booking-reason"
      again={{
        id: 'booking-again',
        marker: 'booking-again',
        placeholder: (
          <p>
            <Link to={href('book')}>{notBooked.again.elsewhere}</Link>
          </p>
        ),
      }}
    >
      <p>{placeholder}</p>
    </NotSentPage>
  );
}
