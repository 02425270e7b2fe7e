import { site } from '../../../config/site';
import { whole } from '../../../../server/platform/env-values';

/**
 * Deadline alerts' settings:
 *   ALERTS_CONFIRM_HOURS        an unconfirmed sign-up is deleted after this (48)
 *   ALERTS_PER_NETWORK_PER_DAY  confirmation emails one client network may cause in a London day (5)
 *   ALERTS_SEND_MINUTES         how often the service looks for alerts that have come due (15)
 * One mailbox gets at most one confirmation email a day, whatever the settings.
 */
export interface AlertsConfig {
  confirmHours: number;
  perNetworkPerDay: number;
  sendEveryMs: number;
  /** The site's public origin, for the links in emails; no slash at the end. */
  siteUrl: string;
  /** Days a withdrawn subscription's consent record is kept (the privacy policy says so). */
  consentRecordDays: number;
  /** The time now for alerts; tests set another day (the service's clock otherwise). */
  clock?: () => Date;
}

export function loadAlertsConfig(env: NodeJS.ProcessEnv = process.env): AlertsConfig {
  return {
    confirmHours: whole(env, 'ALERTS_CONFIRM_HOURS', 48, 1),
    perNetworkPerDay: whole(env, 'ALERTS_PER_NETWORK_PER_DAY', 5),
    sendEveryMs: whole(env, 'ALERTS_SEND_MINUTES', 15, 1) * 60_000,
    siteUrl: site.url,
    consentRecordDays: 2 * 365,
  };
}
