import express from 'express';
import { defineFeature } from '../../../../server/platform/feature';
import { comingReviewBy, pastReviewBy } from '../../../content/time-bound';
import { rulesTimeBound } from '../rules/time-bound';
import { londonDate } from '../../../platform/calendar/london-time';
import { keyDateRules } from '../content/rules';

/**
 * The key-date rules as the service plugs them in (server/app/features.ts): no tables, emails or
 * routes of their own, only their part of GET /api/health. A plug of its own, not deadline alerts'
 * (./feature.ts): the pages and feeds publish the rules whether or not alerts are sent from them.
 */
export const keyDateRulesFeature = defineFeature({
  name: 'keyDates',
  config: () => ({}),
  migrations: () => ({}),
  messages: {},
  open: () => ({}),
  router: () => express.Router(),
  /**
   * The rules that have ended (past their last period: they publish nothing now, and must be
   * re-read) and the next day one will; the pages and feeds say the same once rebuilt.
   */
  health: (_rules, now) => {
    const today = londonDate(now);
    const ending = rulesTimeBound(keyDateRules);
    return {
      keyDateRules: {
        ended: pastReviewBy(ending, today).map(({ where, reviewBy }) => `${where} (from ${reviewBy})`),
        nextEnds: comingReviewBy(ending, today)[0]?.reviewBy ?? null,
      },
    };
  },
});
