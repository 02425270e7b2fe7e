import type { SignInMessage } from './email';

/*
 * A sample of the desk's message kind, for the test that renders every email sent anywhere but the
 * firm's inbox (server/app/visitor-emails.test.ts): its plug declares it (`messageSamples`).
 */
export const messageSamples: Record<'desk-sign-in', SignInMessage[]> = {
  'desk-sign-in': [
    {
      to: 'staff@example.com',
      link: 'https://example.com/desk/sign-in/t',
      minutes: 15,
      sendBefore: '2026-11-27T09:15:00.000Z',
    },
  ],
};
