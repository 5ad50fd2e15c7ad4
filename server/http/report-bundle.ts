import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettingRecordRoutes } from './betting-record-routes';
import { billRoutes } from './bill-routes';
import { bonusRoutes } from './bonus-routes';
import type { RouteDeps } from './deps';
import { rebateRoutes } from './rebate-routes';
import { reportRoutes } from './report-routes';

/** Records and reports of the finance area (bills, bonus logs, betting records, reports, rebates). */
export const recordsAndReportsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, opsToken, env, realtime, rateLimitStore },
) => {
  // Only the deps pass on: the options also carry this plugin's prefix, which would apply twice.
  for (const routes of [billRoutes, bonusRoutes, bettingRecordRoutes, reportRoutes, rebateRoutes]) {
    await app.register(routes, { db, opsToken, env, realtime, rateLimitStore });
  }
};
