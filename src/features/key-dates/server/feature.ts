import { defineFeature } from '../../../../server/platform/feature';
import { alertsRoutes } from './http';
import { servicePage } from '../../../../server/platform/service-pages';
import { paths } from '../../../config/route-table';
import { alertsCommand } from '../cli';
import { alertsApi } from './api';
import { loadAlertsConfig } from './config';
import { alertMigrations } from './migrations';
import { AlertService } from './service';
import { alertMessages } from './messages';
import type { AlertTables } from './tables';
import { messageSamples } from './message-samples';
import { alertPersonalData } from './personal-data';

/**
 * Deadline alerts as the service plugs them in (server/app/features.ts): a visitor asks to be
 * emailed before their deadlines, confirms once, and can leave with one click. The alerts are
 * worked out from the same rules as the key-dates pages and feeds.
 */
export const keyDateAlertsFeature = defineFeature({
  name: 'alerts',
  config: (env) => ({ ...loadAlertsConfig(env), answerPage: servicePage(env, paths.alerts) }),
  migrations: alertMigrations,
  messages: alertMessages,
  messageSamples,
  open(context, config) {
    const alerts = new AlertService(
      context.db.withTables<AlertTables>(),
      context.outbox,
      config,
      config.clock ?? context.clock,
    );
    if (context.mode === 'service') {
      // Alerts that have come due are queued on start and then every few minutes; the queue sends them.
      const send = () =>
        void context.stored(alerts.sendDue()).then(
          (queued) => queued > 0 && context.log.info(`Deadline alerts: ${queued} emails queued.`),
          (error: unknown) => context.log.warn(`Deadline alerts not queued: ${(error as Error).message}`),
        );
      send();
      alerts.timer = setInterval(send, config.sendEveryMs);
      alerts.timer.unref();
    }
    return alerts;
  },
  http: alertsRoutes,
  router: (alerts, context) => alertsApi(alerts, context, { answer: alerts.config.answerPage }),
  async housekeeping(alerts) {
    const { lapsed, left } = await alerts.purge();
    return lapsed + left > 0 ? `${lapsed} unconfirmed and ${left} withdrawn alert sign-ups` : null;
  },
  personalData: (alerts, context) => alertPersonalData(context.db.withTables<AlertTables>(), alerts),
  commands: { alerts: alertsCommand },
  stop: (alerts) => clearInterval(alerts.timer),
});
