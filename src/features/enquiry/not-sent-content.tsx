import type { ReactNode } from 'react';
import { href } from '../../config/paths';
import { BackToForm, NotSentContent } from '../../platform/components/answer-page';
import enquiryNotSent from './content/pages/contact/not-sent';

/** Where the hero's way back leads: the form again (or, on its own, the link to /contact). */
export const enquiryAgainId = 'enquiry-again';

/**
 * The content of the "not sent" page (/contact/not-sent): the page renders it on its own, with the
 * general reason; the enquiry service renders it with why and the form again
 * (src/features/enquiry/server/not-sent-view.tsx).
 */
export function EnquiryNotSentContent({ reason, again }: { reason?: ReactNode; again?: ReactNode }) {
  const { hero, reasons } = enquiryNotSent;
  return (
    <NotSentContent
      page={enquiryNotSent}
      hero={hero}
      links={[{ to: `#${enquiryAgainId}`, label: hero.backLink }]}
      reason={{ marker: 'enquiry-reason', content: reason ?? <p>{reasons.unavailable}</p> }}
      again={{
        id: enquiryAgainId,
        content: again ?? <BackToForm to={href('/contact')} label={enquiryNotSent.again.elsewhere} />,
      }}
    />
  );
}
