import type { BookingEvent, FirmMessage, VisitorMessage } from './email';
import type { BookingRecord, VisitorView } from './record';
import type { AlarmMessage } from './alarm';
import type { OfferMessage } from './offer-email';

/*
 * A sample of every payload each of the booking's message kinds takes, for the test that renders every
 * email a visitor receives (server/app/visitor-emails.test.ts): a kind added without one fails it.
 * Its plug declares them (`messageSamples`): data, a few hundred bytes, and the shapes' examples.
 */

const visitor = 'visitor@example.org';
const slot = { id: '2026-12-01T10:00', date: '2026-12-01', start: '10:00', end: '10:30' } as BookingRecord['slot'];
const director = {
  id: 'eleanor-hartley',
  name: 'Eleanor Hartley',
  role: 'Director',
  email: 'eleanor.hartley@example.com',
  meetingLink: 'https://meet.example.com/eh',
};
const booking: BookingRecord = {
  id: '6f1c1d0e-8a4b-4c1e-9a51-6a0f6f6b7a01',
  slot,
  details: {
    topic: 'accountancy',
    format: 'video',
    name: 'A Visitor',
    email: visitor,
    phone: '',
    company: '',
    note: '',
  },
  bookedAt: '2026-11-27T09:00:00.000Z',
  sourcePage: '/book',
  director: director.id,
  sequence: 0,
  timeZone: 'Europe/Paris',
};
const view: VisitorView = { ...booking, topic: 'accountancy', format: 'video', director };
const visitorMessage = (event: BookingEvent): VisitorMessage => ({
  event,
  view,
  to: visitor,
  manageUrl: event === 'cancelled' ? null : 'https://example.com/api/bookings/manage/token',
  bookUrl: 'https://example.com/book',
  cancelledBy: 'visitor',
  ...(event === 'held' ? { holdExpiresAt: '2026-11-27T10:00:00.000Z' } : {}),
  at: '2026-11-27T09:00:00.000Z',
});

const offered = (start: string, end: string) =>
  ({ id: `2026-12-02T${start}`, date: '2026-12-02', start, end }) as BookingRecord['slot'];

export const messageSamples: Record<'booking' | 'booking-visitor' | 'booking-alarm' | 'booking-offer', unknown[]> = {
  booking: (['booked', 'moved', 'cancelled', 'handedOver'] as const).map((event): FirmMessage => ({
    event,
    booking,
    director,
    at: '2026-11-27T09:00:00.000Z',
    previous: slot,
    previousDirector: { ...director, id: 'daniel-okafor', name: 'Daniel Okafor', email: 'daniel.okafor@example.com' },
  })),
  'booking-visitor': [
    ...(['held', 'booked', 'reminder', 'moved', 'cancelled'] as const).map(visitorMessage),
    // A move to a time the firm offered, and its reminder: no manage link to carry (moves.ts).
    ...(['moved', 'reminder'] as const).map((event) => ({ ...visitorMessage(event), manageUrl: null })),
  ],
  'booking-offer': [
    {
      view,
      to: visitor,
      times: [
        { slot: offered('10:00', '10:30'), url: 'https://example.com/api/bookings/offer/token/2026-12-02T10:00' },
        { slot: offered('14:00', '14:30'), url: null },
      ],
      note: 'Eleanor is at a client that morning.',
      expiresAt: '2026-11-29T09:00:00.000Z',
      at: '2026-11-27T09:00:00.000Z',
    } satisfies OfferMessage,
  ],
  'booking-alarm': [
    { made: 12, alarmPerHour: 12, at: '2026-11-27T09:00:00.000Z', proofOfWork: 0 } satisfies AlarmMessage,
  ],
};
