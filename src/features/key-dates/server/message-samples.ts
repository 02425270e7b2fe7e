import { keyDateRules } from '../content/rules';
import { keyDatesBetween } from '../rules/compute';
import type { AlertMessage, ConfirmMessage } from './email';

/*
 * A sample of every payload each of deadline alerts' message kinds takes, for the test that renders every
 * email a visitor receives (server/app/visitor-emails.test.ts): a kind added without one fails it.
 * Its plug declares them (`messageSamples`): data, a few hundred bytes, and the shapes' examples.
 */

const visitor = 'visitor@example.org';

export const messageSamples: Record<'alerts-confirm' | 'alerts', unknown[]> = {
  'alerts-confirm': [{ to: visitor, confirmUrl: 'https://example.com/api/alerts/confirm/t' } satisfies ConfirmMessage],
  alerts: [
    {
      to: visitor,
      dates: keyDatesBetween(keyDateRules, '2027-01-01', '2027-12-31')
        .slice(0, 1)
        .map((date) => ({ date, audience: 'employers' as const, leads: [7] })),
      unsubscribeUrl: 'https://example.com/api/alerts/unsubscribe/t',
      changeUrl: 'https://example.com/api/alerts/change/t',
      keyDatesUrl: 'https://example.com/key-dates/employers',
    } satisfies AlertMessage,
  ],
};
