import { createElement } from 'react';
import { renderAnswerPage } from '../../../../server/platform/forms/pages';
import { ManageContent } from '../manage-content';
import { describeSlot } from '../format';
import type { Slot } from '../slots';
import { BookingSummary } from './booking-summary';
import { offerPath, type VisitorView } from './record';
import { describeLondonInstant } from './their-time';

/** What an offered time's page shows: the time and its button, what became of it, or why it cannot be taken. */
export type OfferPage =
  | { kind: 'unknown' }
  | { kind: 'open'; view: VisitorView; token: string; slot: Slot; note: string; expiresAt: string }
  | { kind: 'moved'; view: VisitorView }
  | { kind: 'ended'; view: VisitorView; cancelled: boolean }
  | { kind: 'refused'; view: VisitorView; slot: Slot; why: string };

/** The page's heading, first words and title, by what it shows. */
export const offerCopy = {
  unknown: { title: 'This link opens no offer', lead: 'Check that the whole link from the email was opened.' },
  open: (slot: Slot) => ({
    title: `Move your consultation to ${describeSlot(slot)}?`,
    lead: 'The firm offered you this time in place of yours. Nothing changes until you press the button.',
  }),
  held: (until: string) => `We are holding it for you until ${describeLondonInstant(until)}.`,
  note: 'The firm’s note',
  now: 'Your consultation now',
  take: 'Yes, move it to this time',
  keep: 'To keep your time, do nothing: it stays booked, and this offer ends on its own.',
  cancel: 'To cancel it, use the link in the email that confirmed your booking.',
  moved: {
    title: 'Your consultation has moved',
    lead: 'We have emailed you the updated invitation, and told the firm. The link in your confirmation email still cancels or moves it.',
  },
  ended: {
    title: 'This offer has ended',
    lead: 'Its times are free for others again. Your consultation stays as it is: the link in your confirmation email cancels or moves it.',
  },
  cancelled: { title: 'This offer has ended', lead: 'Your consultation was cancelled, so its offer ended with it.' },
  refused: { title: 'That time could not be taken', lead: 'Your consultation stays as it is.' },
  taken: 'Someone else’s booking now holds that time: another time may still be free.',
} as const;

const heading = (page: OfferPage) => {
  switch (page.kind) {
    case 'unknown':
      return offerCopy.unknown;
    case 'open':
      return offerCopy.open(page.slot);
    case 'moved':
      return offerCopy.moved;
    case 'ended':
      return page.cancelled ? offerCopy.cancelled : offerCopy.ended;
    case 'refused':
      return offerCopy.refused;
  }
};

/** The content of an offered time's page, in the manage page's frame and box. */
function OfferContent({ page }: { page: OfferPage }) {
  const { title, lead } = heading(page);
  return (
    <ManageContent state={{ kind: `offer-${page.kind}`, title, lead, focus: page.kind !== 'open' }}>
      {page.kind === 'unknown' ? (
        <p>{offerCopy.unknown.lead}</p>
      ) : (
        <>
          {page.kind === 'refused' && <p data-manage-notice="">{page.why}</p>}
          {page.kind === 'open' && (
            <>
              <p data-manage-notice="">{offerCopy.held(page.expiresAt)}</p>
              {page.note && (
                <>
                  <p className="font-semibold">{offerCopy.note}</p>
                  <p data-offer-note="">{page.note}</p>
                </>
              )}
              <form method="post" action={offerPath(page.token, page.slot.id)}>
                <button type="submit">{offerCopy.take}</button>
              </form>
              <p className="mt-4 font-semibold">{offerCopy.now}</p>
            </>
          )}
          <BookingSummary view={page.view} />
          {page.kind === 'open' && (
            <>
              <p className="mt-4">{offerCopy.keep}</p>
              <p>{offerCopy.cancel}</p>
            </>
          )}
        </>
      )}
    </ManageContent>
  );
}

/**
 * An offered time's page (in /book/manage's frame): its title and heading say what it shows, with
 * the site's name (answerTitle); only its button acts (POST), so a mail scanner opening the link
 * changes nothing.
 */
export function renderOffer(templateFile: string, page: OfferPage): string {
  return renderAnswerPage(templateFile, {
    content: createElement(OfferContent, { page }),
    title: heading(page).title,
    refused: false,
    focusHeading: page.kind !== 'open',
  });
}
