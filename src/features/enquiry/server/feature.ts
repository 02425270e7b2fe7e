import { defineFeature } from '../../../../server/platform/feature';
import { enquiryRoutes } from './http';
import { enquiriesCommand } from '../cli';
import { enquiryApi } from './api';
import { loadEnquiryConfig } from './config';
import { enquiryMigrations } from './migrations';
import { enquiryMessages, EnquiryService } from './service';
import type { EnquiryTables } from './tables';
import { messageSamples } from './message-samples';
import { enquiryPersonalData } from './personal-data';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The enquiry feature as the service plugs it in (server/app/features.ts): the enquiries table, the
 * firm's email, POST /api/enquiries, retention and `npm run enquiries`.
 */
export const enquiryFeature = defineFeature({
  name: 'enquiry',
  config: loadEnquiryConfig,
  migrations: enquiryMigrations,
  messages: enquiryMessages,
  messageSamples,
  open: (context, config) => new EnquiryService(context.db.withTables<EnquiryTables>(), context.outbox, config),
  http: enquiryRoutes,
  router: (enquiries, context) => enquiryApi(enquiries, context),
  async housekeeping(enquiries, now) {
    const deleted = await enquiries.purgeBefore(new Date(now.getTime() - enquiries.config.retentionDays * dayMs));
    return deleted > 0 ? `${deleted} enquiries` : null;
  },
  personalData: (_enquiries, context) => enquiryPersonalData(context.db.withTables<EnquiryTables>()),
  commands: { enquiries: enquiriesCommand },
  stop: (enquiries) => enquiries.stop(),
});
