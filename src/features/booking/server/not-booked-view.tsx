import { apiPaths, href } from '../../../config/paths';
import type { IsoDate } from '../../../platform/calendar/dates';
import { BackToForm, FormAgain, RefusedFields } from '../../../platform/components/answer-page';
import notBookedPage from '../content/pages/book/not-booked';
import type { Posted } from '../../../../server/platform/forms/posted';
import { BookingFields } from '../booking-fields';
import { bookingCopy, plainSlotFields, slotField, type BookingDetails } from '../fields';
import { describeSlot } from '../format';
import { NotBookedContent } from '../not-booked-content';
import { PlainSlotChoice } from '../plain-slot-choice';
import type { BookingRules, Slot } from '../slots';
import { fieldsWithQuestions } from './answers';

export interface NotBooked {
  message: string;
  problems?: Partial<Record<string, string>>;
  /** Free slots near the one asked for, each offered as a one-press booking with what was typed. */
  nearest?: { slots: Slot[]; details: BookingDetails; timeZone?: string | null };
  /**
   * The form again: what the post sent (its body), filled in, and the days a booking may be made
   * now (the date's limits), so that nothing is typed twice.
   */
  again?: { posted: unknown; days: IsoDate[]; rules: BookingRules };
  /** Refused for want of the proof of work only the app gives (server/proofs.ts): the enquiry form, not this form again. */
  checking?: boolean;
}

const Hidden = ({ name, value }: { name: string; value: string }) => <input type="hidden" name={name} value={value} />;

/** A button that books `slot` with the details the visitor already gave. */
function BookButton({ slot, details, timeZone }: { slot: Slot; details: BookingDetails; timeZone?: string | null }) {
  return (
    <li>
      <form method="post" action={apiPaths.bookings}>
        {Object.entries(details).map(([name, value]) => (
          <Hidden key={name} name={name} value={value ?? ''} />
        ))}
        {timeZone && <Hidden name="timeZone" value={timeZone} />}
        <Hidden name={slotField} value={slot.id} />
        <button type="submit">Book {describeSlot(slot)}</button>
      </form>
    </li>
  );
}

/** Why, each refused field named (linked to it in the form again, the time's to the date), and the nearest free times. */
function Reason({ reason, linked }: { reason: NotBooked; linked: boolean }) {
  const items = Object.entries(reason.problems ?? {}).map(([field, problem]) => ({
    label: fieldsWithQuestions[field]?.label ?? bookingCopy.slotLabel,
    problem: problem ?? '',
    ...(linked ? { href: `#booking-${field === slotField ? plainSlotFields.date : field}` } : {}),
  }));
  const offered = reason.nearest;
  return (
    <>
      <p>{reason.message}</p>
      {items.length > 0 && <RefusedFields items={items} />}
      {offered && offered.slots.length > 0 && (
        <>
          <h2>{bookingCopy.nearestHeading}</h2>
          <ul data-nearest-slots="">
            {offered.slots.map((slot) => (
              <BookButton key={slot.id} slot={slot} details={offered.details} timeZone={offered.timeZone} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * The booking form again, as /book renders it without the app (the topic and format, a date and a
 * London time, who is coming), filled in with what was sent, each refused field marked; the date
 * limited to the days a booking may be made now. The service's problem with the time is shown by
 * the date and marks the time too.
 */
function BookingAgain({
  again,
  values,
  problems,
}: {
  again: NonNullable<NotBooked['again']>;
  values: Posted;
  problems: Posted;
}) {
  const copy = notBookedPage.again;
  return (
    <FormAgain
      heading={{ id: 'booking-again-heading', text: copy.heading }}
      lead={copy.lead}
      action={apiPaths.bookings}
      submit={copy.submit}
    >
      <BookingFields
        values={values}
        errors={problems}
        slotChoice={
          <PlainSlotChoice
            values={{ date: values[plainSlotFields.date], time: values[plainSlotFields.time] }}
            window={{ first: again.days[0], last: again.days.at(-1) }}
            rules={again.rules}
            error={problems[slotField]}
          />
        }
      />
      {values.timeZone && <Hidden name="timeZone" value={values.timeZone} />}
    </FormAgain>
  );
}

/**
 * The "not booked" page's content for a refused post: why, the nearest free times when the time
 * was taken, and the form again where the post sent anything (`values`, read from it) or left
 * fields to fill in.
 */
export function NotBookedView({ reason, values }: { reason: NotBooked; values: Posted }) {
  if (reason.checking)
    return (
      <NotBookedContent
        checking
        reason={<Reason reason={reason} linked={false} />}
        again={<BackToForm to={href('/contact')} label={notBookedPage.checking.enquire} />}
      />
    );
  // Refused fields (an empty post too) or anything sent to fill it with: the form again.
  const again =
    reason.again && (Object.keys(values).length > 0 || Object.keys(reason.problems ?? {}).length > 0)
      ? reason.again
      : undefined;
  return (
    <NotBookedContent
      reason={<Reason reason={reason} linked={again !== undefined} />}
      again={again && <BookingAgain again={again} values={values} problems={reason.problems ?? {}} />}
    />
  );
}
