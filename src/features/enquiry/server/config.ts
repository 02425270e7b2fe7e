import { paths } from '../../../config/route-table';
import { whole } from '../../../../server/platform/env-values';
import { loadRateLimit, type RateLimit } from '../../../../server/platform/forms/rate-limit';
import { servicePage } from '../../../../server/platform/service-pages';

/** The enquiry feature's settings, from the environment (the only place they are read). */
export interface EnquiryConfig {
  /** Days an enquiry is kept after its email was delivered (the privacy policy says so). */
  retentionDays: number;
  /** Enquiries accepted from one address per window (ENQUIRY_RATE_LIMIT, the forms' one setting). */
  rateLimit: RateLimit;
  /**
   * Enquiries accepted from one client network (an IPv4 /24, an IPv6 /48: clientNetwork, as the
   * booking limits count them) in the same window: ENQUIRY_NETWORK_LIMIT, by default four
   * addresses' worth (20 in 10 minutes), lifted with the address limit. Without it one /24 could
   * send about 7,600 an hour, five per address (issue 45).
   */
  networkLimit: RateLimit;
  /** The prerendered "not sent" page a refused plain-HTML post is answered with. */
  notSentPage: string;
}

export function loadEnquiryConfig(env: NodeJS.ProcessEnv = process.env): EnquiryConfig {
  const rateLimit = loadRateLimit(env);
  return {
    retentionDays: whole(env, 'ENQUIRY_RETENTION_DAYS', 30, 1),
    rateLimit,
    networkLimit: { max: whole(env, 'ENQUIRY_NETWORK_LIMIT', rateLimit.max * 4), windowMs: rateLimit.windowMs },
    notSentPage: servicePage(env, paths.enquiryNotSent),
  };
}
