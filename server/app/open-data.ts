import { BookingService } from '../../src/features/booking/server/service';
import { loadDatabaseConfig, type DatabaseConfig } from '../platform/db/config';
import { openDatabase, type Database } from '../platform/db/database';
import { EnquiryService } from '../../src/features/enquiry/server/service';
import { Outbox } from '../platform/outbox/outbox';
import { loadServiceConfig } from './service-config';

/** The service's data without its worker or server: for the firm's commands (npm run enquiries, bookings). */
export interface OpenData {
  database: Database;
  outbox: Outbox;
  enquiries: EnquiryService;
  bookings: BookingService;
  close: () => Promise<void>;
}

/** Opens the database the service uses (DATA_DIR or DATABASE_URL), as the service would find it. */
export async function openData(env: NodeJS.ProcessEnv = process.env, database?: DatabaseConfig): Promise<OpenData> {
  const config = loadServiceConfig(env);
  const opened = await openDatabase(database ?? loadDatabaseConfig(env));
  const outbox = new Outbox(opened.db, config.clock);
  const enquiries = new EnquiryService(opened.db, outbox, config.enquiries);
  const bookings = new BookingService(opened.db, outbox, config.booking, config.enquiries.rateLimit, config.clock);
  return {
    database: opened,
    outbox,
    enquiries,
    bookings,
    close: async () => {
      enquiries.stop();
      bookings.stop();
      await opened.close();
    },
  };
}
