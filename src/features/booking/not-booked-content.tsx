import type { ReactNode } from 'react';
import { href } from '../../config/paths';
import { BackToForm, NotSentContent } from '../../platform/components/answer-page';
import notBooked from './content/pages/book/not-booked';

/** Where the hero's way back leads: the form again (or, on its own, the link to /book). */
export const bookingAgainId = 'booking-again';

/**
 * The content of the "not booked" page (/book/not-booked): the page renders it on its own, with a
 * general reason; the booking service renders it with why, the nearest free times and the form
 * again (src/features/booking/server/not-booked-view.tsx).
 */
export function NotBookedContent({
  reason,
  again,
  checking,
}: {
  reason?: ReactNode;
  again?: ReactNode;
  /** Refused for want of a proof of work (server/routes/proof.ts): the hero says so, and its link leads to the other ways. */
  checking?: boolean;
}) {
  return (
    <NotSentContent
      page={notBooked}
      hero={checking ? { ...notBooked.hero, lead: notBooked.checking.lead } : notBooked.hero}
      links={[{ to: `#${bookingAgainId}`, label: checking ? notBooked.checking.backLink : notBooked.hero.backLink }]}
      reason={{ marker: 'booking-reason', content: reason ?? <p>{notBooked.placeholder}</p> }}
      again={{
        id: bookingAgainId,
        content: again ?? <BackToForm to={href('/book')} label={notBooked.again.elsewhere} />,
      }}
    />
  );
}
