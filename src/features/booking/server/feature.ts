import { defineFeature } from '../../../../server/platform/feature';
import { bookingRoutes } from './http';
import { bookingsCommand } from '../cli';
import { bookingApi } from './api';
import { BusyCalendars } from './busy-calendars/busy-calendars';
import { loadBookingConfig } from './config';
import { bookingHealth } from './health';
import { bookingMigrations } from './migrations';
import { bookingMessages, BookingService } from './service';
import type { BookingTables } from './tables';
import { messageSamples } from './message-samples';
import { bookingPersonalData } from './personal-data';

/**
 * Consultation bookings as the service plugs them in (server/app/features.ts): the diary's tables,
 * the firm's and the visitor's emails, /api/bookings, the directors' own calendars (read while the
 * service runs), retention and `npm run bookings`.
 */
export const bookingFeature = defineFeature({
  name: 'booking',
  config: loadBookingConfig,
  migrations: bookingMigrations,
  messages: bookingMessages,
  messageSamples,
  open(context, config) {
    const clock = config.clock ?? context.clock;
    const calendars =
      context.mode === 'service' ? BusyCalendars.start(config.busyCalendars, { log: context.log, clock }) : null;
    return new BookingService(
      context.db.withTables<BookingTables>(),
      context.outbox,
      config,
      clock,
      calendars ? (director, from, to) => calendars.busyFor(director, from, to) : undefined,
      calendars,
    );
  },
  http: bookingRoutes,
  router: (bookings, context) => bookingApi(bookings, context),
  async housekeeping(bookings) {
    const { bookings: deleted } = await bookings.purge();
    const blocks = await bookings.blocks.purge();
    const offers = await bookings.purgeOffers();
    const proofs = await bookings.proofs.purge();
    const said = [
      deleted > 0 ? `${deleted} bookings` : null,
      blocks > 0 ? `${blocks} diary blocks over` : null,
      offers > 0 ? `${offers} offered times lapsed` : null,
      proofs > 0 ? `${proofs} used proof-of-work challenges expired` : null,
    ];
    return said.filter(Boolean).join(', ') || null;
  },
  health: (bookings) => bookingHealth(bookings),
  personalData: (bookings, context) =>
    bookingPersonalData(context.db.withTables<BookingTables>(), context.outbox, bookings),
  commands: { bookings: bookingsCommand },
  async stop(bookings) {
    await bookings.calendars?.stop();
    bookings.stop();
  },
});
