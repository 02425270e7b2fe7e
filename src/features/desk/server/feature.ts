import { defineFeature } from '../../../../server/platform/feature';
import { deskRoutesDeclared } from './http';
import { loadDeskConfig } from './config';
import { Desk } from './desk';
import { deskMessages } from './email';
import { messageSamples } from './message-samples';
import { deskMigrations } from './migrations';
import { deskRoutes } from './routes';
import { sourcesCommand } from './sources-output';
import type { DeskTables } from './tables';
import { deskPersonalData } from './personal-data';

/**
 * The firm's staff's desk as the service plugs it in (server/app/features.ts): signing in by a
 * one-time link, sessions, the audit log, and the diary the root hands it (server/platform/firm.ts),
 * under /desk, rendered by the service with no script.
 */
export const deskFeature = defineFeature({
  name: 'desk',
  config: loadDeskConfig,
  migrations: deskMigrations,
  messages: deskMessages,
  messageSamples,
  open: (context, config) => new Desk(context.db.withTables<DeskTables>(), context, config),
  http: deskRoutesDeclared,
  router: (desk, context) => deskRoutes(desk, context),
  commands: { sources: sourcesCommand },
  async housekeeping(desk) {
    const [links, sessions, audit] = [await desk.signIn.purge(), await desk.sessions.purge(), await desk.audit.purge()];
    const limits = (await desk.purgeLimits()) + (await desk.passkeys.purge());
    const said = [
      links > 0 ? `${links} desk sign-in links` : null,
      limits > 0 ? `${limits} desk sign-in requests and passkey challenges past their time` : null,
      sessions > 0 ? `${sessions} desk sessions` : null,
      audit > 0 ? `${audit} desk audit entries` : null,
    ].filter(Boolean);
    return said.length > 0 ? said.join(', ') : null;
  },
  personalData: (_desk, context) => deskPersonalData(context.db.withTables<DeskTables>()),
});
