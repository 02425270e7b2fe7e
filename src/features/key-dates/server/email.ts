import { site } from '../../../config/site';
import { visitorEmailParticulars } from '../../../content/legal';
import { formatLongDate } from '../../../platform/calendar/format';
import { bookingHref } from '../../../platform/forms/prefill';
import { recipient } from '../../../../server/platform/forms/mail';
import type { Email } from '../../../../server/platform/outbox/email';
import type { Addresses } from '../../../../server/platform/outbox/worker';
import { alertsCopy } from '../content/alerts';
import type { AudienceId, KeyDate } from '../rules/types';
import { keyDateAudiences } from '../content/audiences';
import type { DueAlert } from './due';

/** The "confirm it" email's payload: the address and the link, nothing else the visitor typed. */
export interface ConfirmMessage {
  to: string;
  confirmUrl: string;
}

/** An alert's payload: the deadlines, each with its page; the links to unsubscribe and to the pages. */
export interface AlertMessage {
  to: string;
  dates: DueAlert[];
  unsubscribeUrl: string;
  /** The page to change lists and lead times. */
  changeUrl: string;
  keyDatesUrl: string;
}

export function confirmEmail({ to, confirmUrl }: ConfirmMessage, addresses: Addresses): Email {
  return {
    from: addresses.from,
    to: recipient(to),
    subject: alertsCopy.emails.confirmSubject,
    text: [alertsCopy.emails.confirmText(confirmUrl), '', '--', site.name, ...visitorEmailParticulars].join('\n'),
  };
}

/** One deadline as an alert says it: when, what to do, what happens if late, its source, its page and the booking link. */
function dateText(date: KeyDate, audience: AudienceId | undefined, siteUrl: string): string {
  const page = keyDateAudiences.find((candidate) => candidate.audience === audience)?.path ?? '/key-dates';
  const topic = date.ruleId.startsWith('vat') ? 'vat-services' : 'tax';
  return [
    `${formatLongDate(date.date)}: ${date.title}`,
    date.summary,
    ...(date.moveNote ? [date.moveNote] : []),
    ...(date.consequence ? [date.consequence] : []),
    `Source: ${date.source.title}, ${date.source.url}`,
    `${alertsCopy.emails.page}: ${siteUrl}${page}`,
    `${alertsCopy.emails.book}: ${siteUrl}${bookingHref(topic, `About: ${date.title}, due ${formatLongDate(date.date)}.`)}`,
  ].join('\n');
}

export function alertEmail(message: AlertMessage, addresses: Addresses): Email {
  const [first] = message.dates;
  const siteUrl = new URL(message.keyDatesUrl).origin;
  return {
    from: addresses.from,
    to: recipient(message.to),
    subject: alertsCopy.emails.alertSubject(message.dates.length, first ? formatLongDate(first.date.date) : ''),
    // RFC 8058: a mail program's "unsubscribe" posts to the https address, with no page between.
    headers: {
      'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      alertsCopy.emails.alertIntro,
      '',
      ...message.dates.flatMap(({ date, audience }) => [dateText(date, audience, siteUrl), '']),
      `All your key dates: ${message.keyDatesUrl}`,
      '',
      '--',
      alertsCopy.emails.footer(message.unsubscribeUrl, message.changeUrl),
      site.name,
      ...visitorEmailParticulars,
    ].join('\n'),
  };
}
