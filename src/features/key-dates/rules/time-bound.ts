import type { TimeBound } from '../../../content/time-bound';
import { ruleReviewBy } from './compute';
import type { KeyDateRule } from './types';

/** The key-date rules that end: each from the day after its last deadline, when it has nothing left to publish. */
export function rulesTimeBound(rules: readonly KeyDateRule[]): TimeBound[] {
  return rules.flatMap((rule) => {
    const reviewBy = ruleReviewBy(rule);
    return reviewBy
      ? [{ where: `key-date rule ${rule.id}`, what: `${rule.title}, last due ${rule.schedule.lastDue}`, reviewBy }]
      : [];
  });
}
