import { attachmentText } from '../../../../test-kit/booking';
import { visitorEmail, type VisitorMessage } from './email';
import { manageCopy } from './manage-copy';
import { messageSamples } from './message-samples';

/*
 * The visitor's emails about a booking that has moved, with the manage link and without it (a move
 * to a time the firm offered, whose token the service keeps only as its hash): each says how to
 * cancel or move it.
 */

const addresses = { to: 'Enquiries <enquiries@example.com>', from: 'Website <website@example.com>' };
const samples = messageSamples['booking-visitor'] as VisitorMessage[];
const sample = (event: VisitorMessage['event'], withLink: boolean) =>
  samples.find((message) => message.event === event && Boolean(message.manageUrl) === withLink)!;

describe.each(['moved', 'reminder'] as const)('the %s email', (event) => {
  it('carries the manage link where it has one', () => {
    const message = sample(event, true);
    const { text } = visitorEmail(message, addresses);
    expect(text).toContain(`To cancel or move it: ${message.manageUrl}`);
    expect(text).not.toContain(manageCopy.linkInFirstEmail);
  });

  it('without one, says the confirmation’s link still works, or to reply or call', () => {
    const { text, attachments } = visitorEmail(sample(event, false), addresses);
    expect(text).toContain(manageCopy.linkInFirstEmail);
    expect(text).toContain('Or reply to this email, or call us on');
    expect(text).not.toContain('To cancel or move it:');
    // The moved invitation replaces the event in their calendar, so it says where the link is too.
    if (event === 'moved')
      expect(attachmentText(attachments?.[0]?.content ?? '').replace(/\r\n[ \t]/g, '')).toContain(
        'use the link in the email that confirmed your booking',
      );
  });
});
