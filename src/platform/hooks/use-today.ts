import { useSyncExternalStore } from 'react';
import type { IsoDate } from '../calendar/dates';
import { londonDate } from '../calendar/london-time';

const noSubscription = () => () => undefined;
const today = () => londonDate(new Date());

/**
 * The visitor's today on a London clock once the app runs; null in the prerendered HTML and while
 * hydrating. A build may be served for months: what depends on today is worked out again here,
 * while the prerendered words name dates, which stay true.
 */
export function useToday(): IsoDate | null {
  return useSyncExternalStore(noSubscription, today, () => null);
}
