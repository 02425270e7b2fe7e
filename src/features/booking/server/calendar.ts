import { site } from '../../../config/site';
import { bookingFields, consultationFormats, type ConsultationFormat } from '../fields';
import { displayValue } from '../../../platform/forms/form-fields';
import { describeSlot } from '../format';
import { slotInstants } from '../slots';
import { icsCalendar } from '../../../platform/ical/ics';
import { fieldText } from '../../../../server/forms/mail';
import type { BookingRecord } from './record';

/** "Video call" for the booking's format. */
export const formatLabel = (record: BookingRecord) => displayValue(bookingFields.format, record.details.format);

/** "Tax" (or "Not sure yet") for the booking's topic. */
export const topicLabel = (record: BookingRecord) => displayValue(bookingFields.topic, record.details.topic);

/**
 * The consultation as an iCalendar file (RFC 5545), times in UTC. The firm's copy (attached to its
 * email) describes the visitor with every field; the visitor's (the confirmation's "Add to
 * calendar") names the firm. Both have the booking's UID, so importing one twice updates it.
 */
export function bookingIcs(record: BookingRecord, audience: 'firm' | 'visitor', domain: string): string {
  const { slot } = record;
  const { start, end } = slotInstants(slot);
  const format = record.details.format as ConsultationFormat;
  const { lines, blocks } = fieldText(bookingFields, record.details);
  const forFirm = audience === 'firm';
  return icsCalendar({
    name: forFirm ? 'Consultation bookings' : site.name,
    productId: `-//${site.name}//Consultation booking//EN`,
    stamp: new Date(record.bookedAt),
    events: [
      {
        uid: `consultation-${record.id}@${domain}`,
        start,
        end,
        summary: forFirm
          ? `Consultation: ${record.details.name} (${formatLabel(record)})`
          : `Consultation with ${site.name} (${formatLabel(record)})`,
        description: forFirm
          ? [...lines, '', ...blocks, `Reference: ${record.id}`].join('\n').trim()
          : [
              `${describeSlot(slot)}, ${formatLabel(record).toLowerCase()}: ${topicLabel(record)}.`,
              'We will confirm by email within one working day.',
              `Questions: ${site.email}, ${site.phone.display}.`,
              `Reference: ${record.id}`,
            ].join('\n'),
        location: consultationFormats[format]?.location ?? formatLabel(record),
      },
    ],
  });
}
