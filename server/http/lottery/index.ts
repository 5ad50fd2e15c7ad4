import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteDeps, registerArea } from '../deps';
import { lotteryBetRoutes } from './lottery-bet-routes';
import { lotteryChaseRoutes } from './lottery-chase-routes';
import { lotteryRoutes } from './lottery-routes';

/** Lottery: lotteries, expects and draws, bets, 追号 chases. */
export const lotteryArea: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) =>
  registerArea(app, deps, [lotteryRoutes, lotteryBetRoutes, lotteryChaseRoutes]);
