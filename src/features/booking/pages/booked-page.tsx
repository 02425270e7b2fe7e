import { href } from '../../../config/paths';
import { SentPage } from '../../../platform/components/answer-page';
import booked from '../../../content/pages/book/booked';

/**
 * A plain form booking's confirmation. The booking service serves this page's prerendered HTML at
 * the booking's own address, with the slot, topic and "Add to calendar" link written into the
 * element marked data-booking-confirmation (src/features/booking/server/pages.ts); the app does not
 * start there, so the page stays as served.
 */
export default function BookingBookedPage() {
  const { hero, placeholder } = booked;
  return (
    <SentPage
      page={booked}
      hero={hero}
      links={[{ to: href('home'), label: hero.homeLink }]}
      filled={{ marker: 'booking-confirmation', placeholder }}
    />
  );
}
