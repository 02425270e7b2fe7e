import type { StoredEnquiry } from './service';

/*
 * A sample of every payload each of the enquiry's message kinds takes, for the test that renders every
 * email a visitor receives (server/app/visitor-emails.test.ts): a kind added without one fails it.
 * Its plug declares them (`messageSamples`): data, a few hundred bytes, and the shapes' examples.
 */

const visitor = 'visitor@example.org';

export const messageSamples: Record<'enquiry', unknown[]> = {
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
};
