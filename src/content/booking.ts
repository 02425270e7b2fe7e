import { site } from '../config/site';
import type { FormFields, FormValues } from '../config/form-fields';
import { enquiryFields, phoneInText } from './enquiry';
import { serviceAreas } from './indexes/site-map';

/** How a consultation is held; each says where it happens (the calendar event's LOCATION). */
export const consultationFormats = {
  video: { label: 'Video call', location: 'Video call: we email you the link' },
  phone: { label: 'Phone call', location: 'Phone call: we call the number you give' },
  office: {
    label: 'At our office',
    location: `${site.name}, ${site.address.line1}, ${site.address.locality}, ${site.address.city} ${site.address.postcode}`,
  },
} as const;

export type ConsultationFormat = keyof typeof consultationFormats;

/**
 * The booking form's fields, declared once like the enquiry form's (src/content/enquiry.ts), whose
 * name, email, phone and company fields it shares: the /book page renders them, the booking
 * service validates and emails them. The slot itself is checked against the diary, not here.
 */
export const bookingFields = {
  topic: {
    label: 'Topic',
    inProse: 'a topic',
    input: 'select',
    options: [
      { value: '', label: 'Please select' },
      ...serviceAreas.map((area) => ({ value: area.id as string, label: area.title })),
      { value: 'not-sure', label: 'Not sure yet' },
    ],
    maxLength: 40,
    required: true,
    missing: 'Choose a topic.',
    invalid: 'Choose one of the topics in the list.',
  },
  format: {
    label: 'Format',
    inProse: 'how we meet',
    input: 'select',
    options: [
      { value: '', label: 'Please select' },
      ...(Object.keys(consultationFormats) as ConsultationFormat[]).map((value) => ({
        value,
        label: consultationFormats[value].label,
      })),
    ],
    maxLength: 10,
    required: true,
    missing: 'Choose how we meet.',
    invalid: 'Choose one of the ways to meet in the list.',
  },
  name: enquiryFields.name,
  email: enquiryFields.email,
  phone: enquiryFields.phone,
  company: enquiryFields.company,
  note: {
    label: 'Anything we should know (optional)',
    inProse: 'a note',
    input: 'textarea',
    rows: 4,
    autoComplete: 'off',
    maxLength: 2000,
    required: false,
  },
} as const satisfies FormFields;

export type BookingField = keyof typeof bookingFields;

export type BookingDetails = FormValues<typeof bookingFields>;

/** The form field that carries the chosen slot ("2026-12-01T10:00", London time). */
export const slotField = 'slot';

/** The booking's words, on /book, its confirmation and "not booked" pages, and in the service's answers. */
export const bookingCopy = {
  slotLabel: 'Date and time',
  slotMissing: 'Choose a date and time.',
  slotInvalid: 'Choose one of the times offered.',
  slotTooSoon: 'That time is too soon to prepare for: choose a later one.',
  taken: 'Someone else booked that time a moment ago. Choose another.',
  perEmail: (count: number) =>
    `This email address already has ${count} consultations booked. Call ${phoneInText} or email ${site.email} to change them.`,
  perAddress: (count: number) =>
    `${count} consultations are already booked from this connection. Call ${phoneInText} or email ${site.email} to book another.`,
  dailyCap: `We cannot take more bookings online today. Call ${phoneInText} or email ${site.email} and we will find a time.`,
  confirmBy: 'We will confirm by email within one working day.',
  nearestHeading: 'The nearest free times',
  emailSubject: 'Consultation booked',
} as const;
