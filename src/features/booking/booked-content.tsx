import type { ReactNode } from 'react';
import { href } from '../../config/paths';
import { SentContent } from '../../platform/components/answer-page';
import booked from './content/pages/book/booked';

/**
 * The content of a plain form booking's confirmation (/book/booked): on its own it says the time is
 * held; the booking service renders it with the booking in the box marked data-booking-confirmation
 * (src/features/booking/server/booked-view.tsx).
 */
export function BookedContent({ booking }: { booking?: ReactNode }) {
  const { hero, placeholder } = booked;
  return (
    <SentContent
      page={booked}
      hero={hero}
      links={[{ to: href('/'), label: hero.homeLink }]}
      filled={{ marker: 'booking-confirmation', content: booking ?? <p>{placeholder}</p> }}
    />
  );
}
