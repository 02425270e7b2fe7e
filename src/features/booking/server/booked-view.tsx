import { BookedContent } from '../booked-content';
import { bookingCopy } from '../fields';
import { BookingSummary } from './booking-summary';
import { manageCopy } from './manage-copy';
import type { VisitorView } from './record';
import { describeLondonInstant } from './their-time';

export interface BookedViewProps {
  view: VisitorView;
  /** The booking's manage link, for its holder only. */
  manageUrl: string | null;
  /** Its calendar file, with the manage link's token: for that link's holder only, once confirmed. */
  calendarUrl: string | null;
  /** While the time is held, not yet confirmed: for how long, and until when. */
  hold?: { minutes: number; until: string } | undefined;
}

/**
 * The confirmation page's content for a booking the service made: the summary, the "Add to
 * calendar" link once confirmed and, for the holder of its manage link, that link.
 */
export function BookedView({ view, manageUrl, calendarUrl, hold }: BookedViewProps) {
  return (
    <BookedContent
      booking={
        <>
          {hold && (
            <p data-hold="">
              <strong>{bookingCopy.held(hold.minutes)}</strong> {`(until ${describeLondonInstant(hold.until)})`}
            </p>
          )}
          {/* The video room is for the holder of the email, once they confirm: not for whoever knows the id. */}
          <BookingSummary
            view={
              (hold || !manageUrl) && view.director
                ? { ...view, director: { ...view.director, meetingLink: null } }
                : view
            }
          />
          {/* A held time is not in anyone's calendar yet: the invitation comes once it is confirmed. */}
          {!hold && calendarUrl && (
            <p>
              <a href={calendarUrl} download="consultation.ics">
                {bookingCopy.calendarLink}
              </a>
            </p>
          )}
          {manageUrl && (
            <p data-manage-link="">
              <a href={manageUrl}>{manageCopy.manageLink}</a>
            </p>
          )}
        </>
      }
    />
  );
}
