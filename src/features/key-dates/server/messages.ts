import type { MessageKind } from '../../../../server/platform/outbox/worker';
import { alertEmail, confirmEmail, type AlertMessage, type ConfirmMessage } from './email';

/** How the mail queue turns alerts' messages into emails. */
export const alertMessages: Record<'alerts-confirm' | 'alerts', MessageKind> = {
  'alerts-confirm': {
    render: (payload: ConfirmMessage, addresses) => confirmEmail(payload, addresses),
    label: () => 'deadline alerts, confirm it',
    // The link's token stays with the subscription; the delivered message need not carry the address.
    afterDelivery: (payload: ConfirmMessage) => ({ ...payload, to: '', confirmUrl: '' }),
  },
  alerts: {
    render: (payload: AlertMessage, addresses) => alertEmail(payload, addresses),
    label: (payload: AlertMessage) => `deadline alert, ${payload.dates.length} deadlines`,
    afterDelivery: (payload: AlertMessage) => ({ ...payload, to: '', unsubscribeUrl: '', changeUrl: '' }),
  },
};
