import { bookingFields } from '../fields';
import { describeSlot } from '../format';
import { directorText, formatName, topicName } from './calendar';
import { manageCopy } from './manage-copy';
import type { VisitorView } from './record';
import { describeInTheirTime } from './their-time';

/** How the consultation happens: a video call's meeting room as a link. */
function Where({ view }: { view: VisitorView }) {
  const room = view.format === 'video' ? view.director?.meetingLink : null;
  const name = formatName(view.format);
  return room ? (
    <>
      {name}: <a href={room}>{room}</a>
    </>
  ) : (
    name
  );
}

/**
 * What the visitor may see of a booking: the time in London (and theirs where it differs), the
 * director, the topic and the format. Never their name, phone, email or note.
 */
export function BookingSummary({ view }: { view: VisitorView }) {
  const theirs = describeInTheirTime(view.slot, view.timeZone);
  return (
    <>
      <p data-booked-slot="">{describeSlot(view.slot)}</p>
      {theirs && <p data-their-time="">{theirs}</p>}
      <p data-director="">
        {manageCopy.with}: {directorText(view.director)}
      </p>
      <p>
        {bookingFields.topic.label}: {topicName(view.topic)}
      </p>
      <p>
        {bookingFields.format.label}: <Where view={view} />
      </p>
    </>
  );
}
