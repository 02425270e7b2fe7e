import { defineFeature } from '../../../../server/platform/feature';
import { toolsRoutes } from './http';
import { servicePage } from '../../../../server/platform/service-pages';
import { paths } from '../../../config/route-table';
import { toolsApi } from './api';

/**
 * The tools as the service plugs them in (server/app/features.ts): the calculator's answer to a
 * plain form post, for a browser without JavaScript. No tables, no messages: it stores nothing.
 */
export const toolsFeature = defineFeature({
  name: 'tools',
  config: (env) => ({ pages: { soleTraderOrCompany: servicePage(env, paths.toolSoleTraderOrCompany) } }),
  migrations: () => ({}),
  messages: {},
  open: (_context, config) => config,
  http: toolsRoutes,
  router: (config, context) => toolsApi(context, config.pages),
});
