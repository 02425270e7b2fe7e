import { site } from '../../config/site';
import type { FormFields, FormValues } from '../../platform/forms/form-fields';
import { enquiryFields } from '../../content/enquiry-fields';
import { serviceAreas } from '../../content/indexes/generated/site-map';
import type { TopicAnswers } from './topic-questions';

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
const choiceFields = {
  topic: {
    label: 'Topic',
    inProse: 'a topic',
    input: 'select',
    options: [
      { value: '', label: 'Please select' },
      ...serviceAreas.map((area) => ({ value: area.id as string, label: area.title })),
      { value: 'changing-accountant', label: 'Changing accountant' },
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
} as const satisfies FormFields;

const visitorFields = {
  name: enquiryFields.name,
  email: enquiryFields.email,
  phone: enquiryFields.phone,
  company: enquiryFields.company,
  note: {
    label: 'Anything we should know',
    inProse: 'a note',
    input: 'textarea',
    rows: 4,
    autoComplete: 'off',
    maxLength: 2000,
    required: false,
  },
} as const satisfies FormFields;

/** What the consultation is about and how it is held (above the slot grid), then who is coming (below it). */
export const bookingFieldGroups = { choice: choiceFields, visitor: visitorFields } as const;

export const bookingFields = { ...choiceFields, ...visitorFields } as const satisfies FormFields;

export type BookingField = keyof typeof bookingFields;

/** What a booking holds of the form: its fields, and the chosen topic's answers (./topic-questions.ts). */
export type BookingDetails = FormValues<typeof bookingFields> & TopicAnswers;

/** The form field that carries the chosen slot ("2026-12-01T10:00", London time). */
export const slotField = 'slot';

/** Without the app, the slot comes as a date and a time the service puts together and checks. */
export const plainSlotFields = { date: 'date', time: 'time' } as const;

export { bookingCopy } from './copy';
