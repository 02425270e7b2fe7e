import path from 'node:path';
import { notFoundFile } from '../../../../server/platform/build-layout';
import { parseStaff, type StaffMember } from '../../../../server/platform/firm';
import type { RateLimit } from '../../../../server/platform/forms/rate-limit';
import { servicePagesDir } from '../../../../server/platform/service-pages';
import { site } from '../../../config/site';
import { deskRetention } from '../content/privacy';
import { reportMonths } from '../content/sources';
import type { PageViewsConfig } from './page-views';
import { loadDeskNetworks } from './networks';

/**
 * The staff's desk's settings:
 *   DESK_STAFF  staff besides the directors who may sign in, with their roles:
 *               `Name <email> role; Name <email> role`, each role `director` or `administrator`
 *               (a director named here keeps their diary and takes the role given)
 *   DESK_ACCESS_LOG  nginx's access log (nginx.conf's `main` format), if ops make it available to
 *               the service: the sources report's page views, counted by GoAccess (page-views.ts)
 *   DESK_NETWORKS the networks the desk answers (networks.ts); unset, every network
 * The limits and times below are the desk's rules, stated once here; docs/desk.md explains them.
 */
export interface DeskConfig {
  staff: StaffMember[];
  /** The client networks the desk answers; undefined: all. */
  networks: string[] | undefined;
  /** A sign-in link works once, for this long. */
  linkMinutes: number;
  /** A session ends after this long unused, */
  idleMinutes: number;
  /** and this long after signing in, however busy. */
  absoluteHours: number;
  /** A passkey's challenge may be answered this long. */
  challengeMinutes: number;
  /** The audit log keeps an entry this long (housekeeping deletes older ones). */
  auditDays: number;
  /** Sign-in links one mailbox may ask for, and one client network (a /24 or /48), in a window. */
  perAddress: RateLimit;
  perNetwork: RateLimit;
  /** The longest reason for a cancellation. */
  reasonMaxLength: number;
  /** The site's public origin, for the link in the sign-in email; no slash at the end. */
  siteUrl: string;
  /** A page of the build whose head names the site's stylesheet (the desk's pages link it too). */
  frame: string;
  /** The sources report: its months, and how GoAccess counts page views (DESK_ACCESS_LOG). */
  sourcesMonths: number;
  pageViews: PageViewsConfig;
  /** The time now for the desk; tests set another (the service's clock otherwise). */
  clock?: () => Date;
}

export function loadDeskConfig(env: NodeJS.ProcessEnv = process.env): DeskConfig {
  return {
    staff: parseStaff(env.DESK_STAFF),
    networks: loadDeskNetworks(env),
    linkMinutes: deskRetention.linkMinutes,
    idleMinutes: deskRetention.idleMinutes,
    absoluteHours: deskRetention.absoluteHours,
    auditDays: deskRetention.auditDays,
    challengeMinutes: deskRetention.challengeMinutes,
    perAddress: { max: 3, windowMs: deskRetention.limitMinutes * 60_000 },
    perNetwork: { max: 10, windowMs: deskRetention.limitMinutes * 60_000 },
    reasonMaxLength: 500,
    siteUrl: site.url,
    frame: path.join(servicePagesDir(env), notFoundFile),
    sourcesMonths: reportMonths,
    pageViews: {
      file: env.DESK_ACCESS_LOG?.trim() || null,
      program: 'goaccess',
      maxBytes: 64 * 1024 * 1024,
      timeoutMs: 60_000,
      cacheMs: 15 * 60_000,
      maxPages: 2000,
      maxOutputBytes: 16 * 1024 * 1024,
    },
  };
}
