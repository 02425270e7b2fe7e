import { paths } from '../../../config/paths';
import { whole } from '../../../../server/platform/env-values';
import { loadRateLimit, type RateLimit } from '../../../../server/platform/forms/rate-limit';
import { servicePage } from '../../../../server/platform/service-pages';

/** The enquiry feature's settings, from the environment (the only place they are read). */
export interface EnquiryConfig {
  /** Days an enquiry is kept after its email was delivered (the privacy policy says so). */
  retentionDays: number;
  /** Enquiries accepted from one address per window (ENQUIRY_RATE_LIMIT, the forms' one setting). */
  rateLimit: RateLimit;
  /** The prerendered "not sent" page a refused plain-HTML post is answered with. */
  notSentPage: string;
}

export function loadEnquiryConfig(env: NodeJS.ProcessEnv = process.env): EnquiryConfig {
  return {
    retentionDays: whole(env, 'ENQUIRY_RETENTION_DAYS', 30, 1),
    rateLimit: loadRateLimit(env),
    notSentPage: servicePage(env, paths.enquiryNotSent),
  };
}
