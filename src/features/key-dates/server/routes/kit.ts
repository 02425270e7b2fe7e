import express, { type Request } from 'express';
import type { FeatureContext } from '../../../../../server/platform/feature';
import type { AlertService } from '../service';
import type { AlertsAnswers } from './answers';

/** What each of the alerts API's routers is given: the sign-ups, the feature's context, and its answers. */
export interface AlertsRoutes {
  alerts: AlertService;
  context: FeatureContext;
  answers: AlertsAnswers;
}

/** One action's router, matching paths as the API does (case-sensitive; a trailing slash allowed). */
export const actionRouter = () => express.Router({ caseSensitive: true, strict: false });

/** A link's token, as its path carries it. */
export const token = (req: Request) => String(req.params.token ?? '');
