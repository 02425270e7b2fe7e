import type { IsoDate } from './dates';
import { londonDate } from './london-time';

/** The day a build computes its dates for: London's today, or CONTENT_REVIEW_DATE=YYYY-MM-DD to build as if on another day. */
export function buildDay(): IsoDate {
  const day = process.env.CONTENT_REVIEW_DATE;
  return day ? (day as IsoDate) : londonDate(new Date());
}
