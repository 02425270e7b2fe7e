import { site } from '../../../config/site';
import { bookingFields, consultationFormats, type ConsultationFormat } from '../fields';
import { displayValue } from '../../../platform/forms/form-fields';
import { slotInstants } from '../slots';
import { icsCalendar, type Attendee } from '../../../platform/ical/ics';
import { fieldText } from '../../../../server/platform/forms/mail';
import type { BookingRecord, DirectorCard, VisitorView } from './record';
import { whenLines } from './their-time';
import { questionFieldsFor } from './answers';
import { manageCopy } from './manage-copy';

/** "Video call" for a format chosen from the form's list. */
export const formatName = (format: string) => displayValue(bookingFields.format, format);

/** "Tax" (or "Not sure yet") for a topic chosen from the form's list. */
export const topicName = (topic: string) => displayValue(bookingFields.topic, topic);

/** "Video call" for the booking's format. */
export const formatLabel = (record: BookingRecord) => formatName(record.details.format);

/** "Tax" (or "Not sure yet") for the booking's topic. */
export const topicLabel = (record: BookingRecord) => topicName(record.details.topic);

/** Where the consultation happens: for a video call, the director's meeting room when there is one. */
export function whereText(format: string, director: DirectorCard | null): string {
  if (format === 'video' && director?.meetingLink) return `Video call: ${director.meetingLink}`;
  return consultationFormats[format as ConsultationFormat]?.location ?? formatName(format);
}

/** "Priya Raman (Tax Director – Digital Assets)", or the firm for a booking made before directors. */
export const directorText = (director: DirectorCard | null) =>
  director ? `${director.name} (${director.role})` : `One of the directors of ${site.name}`;

/** The bare address of "Name <address>" (or of an address). */
export const bareAddress = (address: string) => /<([^>]+)>/.exec(address)?.[1] ?? address.trim();

/** The booking's UID: the same in every file and message about it, so calendars update one event. */
export const bookingUid = (id: string, domain: string) => `consultation-${id}@${domain}`;

export interface InvitationOptions {
  /** PUBLISH: a file to import (the download); REQUEST: an invitation; CANCEL: its cancellation. */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  domain: string;
  /** DTSTAMP: when the message or file was made. */
  stamp: Date;
  /** The firm's inbox, the organiser; none in a downloaded file. */
  organizer: string | null;
  /** The visitor's address as an attendee (their own invitation only). */
  visitorEmail?: string | null;
  manageUrl?: string | null;
  /** The firm's own copy: every field the visitor gave, in the description. */
  firmRecord?: BookingRecord;
}

/**
 * The consultation as an iCalendar file (RFC 5545/5546), times in UTC, its UID stable for the
 * booking and its SEQUENCE one more for each change. The visitor's copy holds only the time, topic,
 * format, director and links; the firm's (with `firmRecord`) every field the visitor gave. The
 * firm is the organiser and the director an attendee, so the invitation lands in their calendar.
 */
export function bookingIcs(view: VisitorView, options: InvitationOptions): string {
  const { start, end } = slotInstants(view.slot);
  const { director } = view;
  const cancelled = options.method === 'CANCEL';
  const format = formatName(view.format);
  const attendees: Attendee[] = [
    ...(director ? [{ email: director.email, name: director.name, partstat: 'ACCEPTED' as const, rsvp: false }] : []),
    ...(options.visitorEmail ? [{ email: options.visitorEmail, partstat: 'ACCEPTED' as const, rsvp: false }] : []),
  ];
  const record = options.firmRecord;
  const description = record
    ? (() => {
        const { lines, blocks } = fieldText(bookingFields, record.details);
        const answers = fieldText(questionFieldsFor(record.details.topic), record.details).lines;
        return [`With: ${directorText(director)}`, ...lines, ...answers, '', ...blocks, `Reference: ${record.id}`]
          .join('\n')
          .trim();
      })()
    : [
        ...whenLines(view.slot, view.timeZone),
        `With: ${directorText(director)}`,
        `Topic: ${topicName(view.topic)}`,
        `Format: ${whereText(view.format, director)}`,
        ...(options.manageUrl
          ? [`Cancel or move it: ${options.manageUrl}`]
          : options.method === 'REQUEST'
            ? [manageCopy.linkInFirstEmail]
            : []),
        `Questions: ${site.email}, ${site.phone.display}.`,
        `Reference: ${view.id}`,
      ].join('\n');
  const who = director ? ` with ${director.name}` : '';
  const summary = record
    ? `Consultation: ${record.details.name}${who} (${format})`
    : `Consultation${who}, ${site.name} (${format})`;
  return icsCalendar({
    name: record ? 'Consultation bookings' : site.name,
    productId: `-//${site.name}//Consultation booking//EN`,
    stamp: options.stamp,
    method: options.method,
    events: [
      {
        uid: bookingUid(view.id, options.domain),
        start,
        end,
        summary: cancelled ? `Cancelled: ${summary}` : summary,
        description,
        location: whereText(view.format, director),
        sequence: view.sequence,
        ...(options.organizer ? { organizer: { email: options.organizer, name: site.name }, attendees } : {}),
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      },
    ],
  });
}
