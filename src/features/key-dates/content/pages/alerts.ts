import type { AlertsAnswerContent } from '../types';

/** `/alerts`: deadline alerts' answers (check your inbox, confirm, unsubscribe); the service writes each in (src/features/key-dates/server/pages.ts). */
const page: AlertsAnswerContent = {
  path: '/alerts',
  title: 'Deadline alerts',
  metaDescription: 'Your deadline alerts: confirm them, or unsubscribe with one button.',
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-27',
  hero: {
    eyebrow: 'Key dates',
    heading: 'Deadline alerts',
    /** Shown on a page with a button that acts (confirm, unsubscribe, save), not on an answer. */
    lead: 'Nothing changes until you press the button below: opening this page does not.',
  },
  placeholder: 'Open the link in your email to confirm your alerts or to unsubscribe.',
  keyDatesLink: 'See every key date',
};

export default page;
