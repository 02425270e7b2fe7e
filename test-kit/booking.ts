import { bookingFields, type BookingDetails } from '../src/features/booking/fields';
import { resolveDirectors, type TopicId } from '../src/features/booking/directors';
import { bookingLimits, bookingRules } from '../src/features/booking/rules';
import type { BookingConfig } from '../src/features/booking/server/config';
import { loadBookingConfig } from '../src/features/booking/server/config';
import { holdMessageId } from '../src/features/booking/server/service';
import type { SiteService } from '../server/app/service';
import type { ReceivedMail } from './smtp-sink';

/**
 * Monday 23 November 2026, 16:00 London: the window runs from Tuesday 24 November to Monday 14
 * December, and four working hours' notice (1h30 on Monday, 2h30 on Tuesday) opens Tuesday at 11:30.
 */
export const bookingNow = new Date('2026-11-23T16:00:00Z');

/** Every topic the form offers. */
export const everyTopic = bookingFields.topic.options.map((option) => option.value).filter(Boolean) as TopicId[];

/**
 * One director who takes every topic in the firm's hours, with no buffer: the diary as it was
 * before directors, for the tests of what does not depend on who takes a booking.
 */
export const soleDirector = resolveDirectors([
  { id: 'eleanor-hartley', topics: everyTopic, email: 'eleanor.hartley@harbourline.example' },
]);

/** The firm's directors as declared (src/features/booking/directors.ts), with meeting links. */
export const firmDirectors = resolveDirectors(undefined, {
  'eleanor-hartley': 'https://meet.harbourline.example/eleanor',
  'priya-raman': 'https://meet.harbourline.example/priya',
});

/**
 * Limits no browser walk reaches, for walks that book many times from one address (no near days'
 * one booking each either): the limits are the service tests' to check.
 */
export const roomyLimits: BookingConfig['limits'] = {
  perEmail: 100,
  perAddress: 100,
  perNetwork: 100,
  perDomain: 100,
  heldAtOnce: 100,
  movesPerBooking: 3,
  alarmPerHour: 0,
};

/**
 * A booking config on a fixed clock, with the project's rules and limits and one director taking
 * everything unless a test says otherwise.
 */
export function testBookingConfig(overrides: Partial<BookingConfig> = {}): BookingConfig {
  return {
    ...loadBookingConfig({}),
    rules: bookingRules,
    limits: bookingLimits,
    directors: soleDirector,
    clock: () => bookingNow,
    ...overrides,
  };
}

/** Whether a message went to the firm's test inbox (test-kit/enquiry-service.ts), not to a visitor. */
export const toFirm = (mail: { envelope: { to: string[] } }) =>
  mail.envelope.to.includes('enquiries@harbourline.example');

/** What the /book form sends, the slot aside. */
export const sampleBooking: BookingDetails = {
  topic: 'tax',
  format: 'video',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '020 7946 0123',
  company: 'Compiler Works Ltd',
  note: 'Our first corporation tax return is due.\nCould we go through the timetable?',
};

export const bookingBody = (slot: string, details: Partial<BookingDetails> = {}) => ({
  ...sampleBooking,
  ...details,
  slot,
});

/** An attachment's text, however the mail parser hands it over. */
export const attachmentText = (content: string | ArrayBuffer | Uint8Array) =>
  typeof content === 'string' ? content : Buffer.from(content as ArrayBuffer).toString('utf8');

/** The manage link's path in an email's text (the "confirm it" email's, or the confirmation's). */
export const managePathIn = (text: string): string | undefined => /\/api\/bookings\/manage\/[\w-]{43}/.exec(text)?.[0];

/** Whether a message is booking `id`'s "confirm it" email (the hold's, to the visitor). */
export const isHoldEmail = (mail: ReceivedMail, id: string) =>
  (mail.parsed.subject ?? '').startsWith('Confirm your consultation') &&
  (mail.parsed.text ?? '').includes(`Reference: ${id}`);

/**
 * The manage link of booking `id` as its visitor gets it: from its "confirm it" email, while it
 * waits in the mail queue (the link is dropped from the queue once delivered), or as delivered to
 * `sink`. The 201 answer never carries it: only the email's reader can confirm. `sink` is required
 * wherever the service has an SMTP server (null only where it has none, so the email stays
 * queued): the mail may be delivered before the queue is read, and then only the sink has it.
 */
export async function holdLink(
  service: SiteService,
  id: string,
  sink: { messages: ReceivedMail[] } | null,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const queued = await service.outbox.find(holdMessageId(id));
    const fromQueue = (queued?.payload as { manageUrl?: string | null } | undefined)?.manageUrl;
    const delivered = sink?.messages.find((mail) => isHoldEmail(mail, id));
    const path = managePathIn(fromQueue ?? delivered?.parsed.text ?? '');
    if (path) return path;
    if (Date.now() > deadline) throw new Error(`No "confirm it" email for booking ${id}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
