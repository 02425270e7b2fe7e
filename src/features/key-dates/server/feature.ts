import { defineFeature } from '../../../../server/platform/feature';
import { servicePage } from '../../../../server/platform/service-pages';
import { paths } from '../../../config/paths';
import { comingReviewBy, pastReviewBy } from '../../../content/time-bound';
import { rulesTimeBound } from '../rules/time-bound';
import { londonDate } from '../../../platform/calendar/london-time';
import { alertsCommand } from '../cli';
import { keyDateRules } from '../content/rules';
import { alertsApi } from './api';
import { loadAlertsConfig } from './config';
import { alertMigrations } from './migrations';
import { alertMessages, AlertService } from './service';
import type { AlertTables } from './tables';
import { messageSamples } from './message-samples';

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
  router: (alerts, context) => alertsApi(alerts, context, { answer: alerts.config.answerPage }),
  async housekeeping(alerts) {
    const { lapsed, left } = await alerts.purge();
    return lapsed + left > 0 ? `${lapsed} unconfirmed and ${left} withdrawn alert sign-ups` : null;
  },
  /**
   * The key-date rules that have ended (past their last period: they publish nothing now, and must
   * be re-read) and the next day one will; the pages and feeds say the same once rebuilt.
   */
  health: (_alerts, now) => {
    const today = londonDate(now);
    const ending = rulesTimeBound(keyDateRules);
    return {
      keyDateRules: {
        ended: pastReviewBy(ending, today).map(({ where, reviewBy }) => `${where} (from ${reviewBy})`),
        nextEnds: comingReviewBy(ending, today)[0]?.reviewBy ?? null,
      },
    };
  },
  commands: { alerts: alertsCommand },
  stop: (alerts) => clearInterval(alerts.timer),
});
