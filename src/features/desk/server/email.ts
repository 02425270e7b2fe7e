import { recipient } from '../../../../server/platform/forms/mail';
import type { Email } from '../../../../server/platform/outbox/email';
import type { Addresses, MessageKind } from '../../../../server/platform/outbox/worker';
import { site } from '../../../config/site';
import { visitorEmailParticulars } from '../../../content/legal';
import { deskCopy } from '../content/desk';

/** The sign-in email's payload: the member's address, the link and how long it works. */
export interface SignInMessage {
  to: string;
  link: string;
  minutes: number;
  /** ISO 8601: when the link stops working, after which the email is not worth sending. */
  sendBefore: string;
}

export const signInMessageKind = 'desk-sign-in';

export function signInEmail({ to, link, minutes }: SignInMessage, addresses: Addresses): Email {
  return {
    from: addresses.from,
    to: recipient(to),
    subject: deskCopy.email.subject,
    text: [deskCopy.email.text(link, minutes), '', '--', site.name, ...visitorEmailParticulars].join('\n'),
  };
}

/** The desk's message kinds, for the mail queue. */
export const deskMessages: Record<typeof signInMessageKind, MessageKind> = {
  [signInMessageKind]: {
    render: (payload: SignInMessage, addresses) => signInEmail(payload, addresses),
    label: () => 'staff desk, sign-in link',
    // The link signs in: once delivered, the queue keeps neither it nor the address.
    afterDelivery: (payload: SignInMessage) => ({ ...payload, to: '', link: '' }),
    // A link past its minutes is worth nothing: never sent late.
    sendBefore: (payload: SignInMessage) => new Date(payload.sendBefore),
  },
};
