import type { PrivacyDeclaration } from '../../../platform/privacy/declaration';

/**
 * The alerts' retention: the service's defaults (ALERTS_CONFIRM_HOURS; the consent record's period;
 * a test holds them equal to src/features/key-dates/server/config.ts).
 */
export const alertsRetention = { confirmHours: 48, consentRecordDays: 2 * 365, sentDays: 400 } as const;

/** What deadline alerts keep (src/features/key-dates/server/tables.ts), for how long, why and who receives it. */
export const alertsPrivacy: PrivacyDeclaration = {
  heading: 'Deadline alerts by email',
  purpose:
    'To email you before the deadlines you chose, with an invitation to book a consultation, only after you confirm from the first email; to show that you agreed; and never to email you again once you leave. Each email has a link to unsubscribe, and your email app’s unsubscribe button stops them in one click.',
  basis: 'consent',
  keeps: [
    {
      what: 'your email address, the deadlines you follow, how long before each to tell you, the link’s key, the page of this site you signed up from, and, if you signed up from the company dates tool, your company’s year end and VAT quarters',
      fields: [
        'alert_subscriptions.id',
        'alert_subscriptions.email',
        'alert_subscriptions.mailbox',
        'alert_subscriptions.audiences',
        'alert_subscriptions.lead_days',
        'alert_subscriptions.company',
        'alert_subscriptions.token',
        'alert_subscriptions.state',
        'alert_subscriptions.requested_at',
        'alert_subscriptions.source_page',
      ],
      kept: `while you are subscribed, then as part of the record of your consent (next); deleted after ${alertsRetention.confirmHours} hours if you never confirm`,
    },
    {
      what: 'the record of your consent: when you asked, confirmed, changed or left, and the wording you saw (each version kept as shown)',
      fields: [
        'alert_subscriptions.wording',
        'alert_subscriptions.confirmed_at',
        'alert_subscriptions.unsubscribed_at',
        'alert_consents.id',
        'alert_consents.subscription_id',
        'alert_consents.event',
        'alert_consents.at',
        'alert_consents.audiences',
        'alert_consents.lead_days',
        'alert_consents.company',
        'alert_consents.wording',
        'alert_wordings.version',
        'alert_wordings.text',
        'alert_wordings.first_used_at',
      ],
      kept: `for ${alertsRetention.consentRecordDays / 365} years after you leave, to show the consent we relied on`,
      ownBasis: {
        basis: 'legitimate-interests',
        interest:
          'in being able to show that you agreed to the emails we sent, as the law requires of anyone relying on consent (UK GDPR Article 7(1)); not your consent, as it must outlast your leaving',
      },
    },
    {
      what: 'which alerts we have sent you, so that none is sent twice',
      fields: [
        'alert_sent.subscription_id',
        'alert_sent.rule_id',
        'alert_sent.due_date',
        'alert_sent.lead_days',
        'alert_sent.sent_on',
      ],
      kept: `with the subscription, and no longer than ${alertsRetention.sentDays} days after the deadline`,
    },
    {
      what: 'once you leave, a one-way hash of your mailbox, so that we never email it again',
      fields: ['alert_suppressions.mailbox', 'alert_suppressions.at'],
      kept: 'for as long as we send alerts',
      ownBasis: {
        basis: 'legitimate-interests',
        interest: 'in making sure that we never email that address again after you leave, as you asked',
      },
    },
    {
      what: 'how many confirmation emails your mailbox and your network asked for today, as hashes made with the day',
      fields: ['alert_requests.day', 'alert_requests.subject', 'alert_requests.count'],
      kept: 'until the end of the day',
      ownBasis: {
        basis: 'legitimate-interests',
        interest: 'in keeping anyone from using the sign-up to flood a mailbox with confirmation emails',
      },
    },
  ],
  recipients: [
    { who: 'host', what: 'runs the server and database that hold it' },
    { who: 'mail', what: 'carries the confirmation and the alerts to your address' },
  ],
};
