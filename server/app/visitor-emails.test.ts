import type Mail from 'nodemailer/lib/mailer';
import { site } from '../../src/config/site';
import { statutoryParticulars } from '../../src/content/legal';
import type { BookingEvent, FirmMessage, VisitorMessage } from '../../src/features/booking/server/email';
import type { BookingRecord, VisitorView } from '../../src/features/booking/server/record';
import type { StoredEnquiry } from '../../src/features/enquiry/server/service';
import type { AlertMessage, ConfirmMessage } from '../../src/features/key-dates/server/email';
import type { SignInMessage } from '../../src/features/desk/server/email';
import { keyDatesBetween } from '../../src/features/key-dates/rules/compute';
import { keyDateRules } from '../../src/features/key-dates/content/rules';
import { features } from './features';

/*
 * Every message kind any feature plug registers, rendered from a sample of each of its payloads:
 * an email that goes anywhere but the firm's inbox carries the firm's statutory particulars (a
 * company's business letters, electronic ones included: SI 2015/17, reg. 25). A kind added without
 * a sample here fails, so a new visitor email cannot leave them out unnoticed.
 */

const addresses = { to: 'Enquiries <enquiries@example.com>', from: 'Website <website@example.com>' };
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
const [keyDate] = keyDatesBetween(keyDateRules, '2027-01-01', '2027-12-31');

/** Each kind's payloads: every shape its emails take. */
const samples: Record<string, unknown[]> = {
  enquiry: [
    {
      id: 'e1',
      receivedAt: '2026-11-27T09:00:00.000Z',
      enquiry: {
        name: 'A Visitor',
        email: visitor,
        phone: '',
        company: '',
        subject: 'fintech',
        message: 'A question.',
      },
      sourcePage: '/contact',
    } satisfies StoredEnquiry,
  ],
  booking: (['booked', 'moved', 'cancelled'] as const).map((event): FirmMessage => ({
    event,
    booking,
    director,
    at: '2026-11-27T09:00:00.000Z',
    previous: slot,
  })),
  'booking-visitor': (['held', 'booked', 'reminder', 'moved', 'cancelled'] as const).map(visitorMessage),
  'alerts-confirm': [{ to: visitor, confirmUrl: 'https://example.com/api/alerts/confirm/t' } satisfies ConfirmMessage],
  alerts: [
    {
      to: visitor,
      dates: [{ date: keyDate!, audience: 'employers', leads: [7] }],
      unsubscribeUrl: 'https://example.com/api/alerts/unsubscribe/t',
      changeUrl: 'https://example.com/api/alerts/change/t',
      keyDatesUrl: 'https://example.com/key-dates/employers',
    } satisfies AlertMessage,
  ],
  'desk-sign-in': [
    {
      to: 'staff@example.com',
      link: 'https://example.com/desk/sign-in/t',
      minutes: 15,
      sendBefore: '2026-11-27T09:15:00.000Z',
    } satisfies SignInMessage,
  ],
};

const kinds = features.flatMap((feature) => Object.entries(feature.messages));
const rendered = kinds.flatMap(([kind, messageKind]) =>
  (samples[kind] ?? []).map((payload, index) => ({
    kind: `${kind} #${index + 1}`,
    mail: (messageKind.render as (payload: unknown, a: typeof addresses) => Mail.Options)(payload, addresses),
  })),
);

describe('every email a visitor receives carries the statutory particulars', () => {
  it('has a sample of every message kind the features register', () => {
    expect(kinds.map(([kind]) => kind).filter((kind) => !samples[kind])).toEqual([]);
  });

  it('finds the visitors’ emails among them (booking, alerts)', () => {
    const toVisitor = rendered.filter(({ mail }) => mail.to !== addresses.to).map(({ kind }) => kind);
    expect(toVisitor).toEqual([
      'booking-visitor #1',
      'booking-visitor #2',
      'booking-visitor #3',
      'booking-visitor #4',
      'booking-visitor #5',
      'alerts-confirm #1',
      'alerts #1',
      'desk-sign-in #1',
    ]);
  });

  it.each(rendered.filter(({ mail }) => mail.to !== addresses.to))(
    '$kind names the registered company, its part of the UK, number and office',
    ({ mail }) => {
      const text = String(mail.text);
      expect(text).toContain(statutoryParticulars);
      for (const particular of [site.legal.registeredName, site.legal.registeredIn, site.legal.companyNumber])
        expect(text).toContain(particular);
      expect(text).toContain(site.address.postcode);
    },
  );
});
