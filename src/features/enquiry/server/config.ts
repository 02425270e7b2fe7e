import { paths } from '../../../config/paths';
import { whole } from '../../../../server/platform/env-values';
import { servicePage } from '../../../../server/platform/service-pages';

/** The enquiry feature's settings, from the environment (the only place they are read). */
export interface EnquiryConfig {
  /** Days an enquiry is kept after its email was delivered (the privacy policy says so). */
  retentionDays: number;
  /** Enquiries accepted from one address per window; 0 lifts the limit (benchmarks only). The
   * privacy policy tells visitors an address is held for ten minutes at most: keep them together. */
  rateLimit: { max: number; windowMs: number };
  /** The prerendered "not sent" page a refused plain-HTML post is answered with. */
  notSentPage: string;
}

export function loadEnquiryConfig(env: NodeJS.ProcessEnv = process.env): EnquiryConfig {
  return {
    retentionDays: whole(env, 'ENQUIRY_RETENTION_DAYS', 30, 1),
    rateLimit: {
      max: whole(env, 'ENQUIRY_RATE_LIMIT', 5),
      windowMs: whole(env, 'ENQUIRY_RATE_WINDOW_SECONDS', 600, 1) * 1000,
    },
    notSentPage: servicePage(env, paths.enquiryNotSent),
  };
}
