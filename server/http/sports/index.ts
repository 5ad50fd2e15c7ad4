import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteDeps, registerArea } from '../deps';
import { expertRoutes } from './expert-routes';
import { inplayRoutes } from './inplay-routes';
import { liveRoutes } from './live-routes';
import { orderRoutes } from './order-routes';
import { sportsRoutes } from './sports-routes';

/** Sports: matches and plays, live 滚球, orders, expert tips. */
export const sportsArea: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) =>
  registerArea(app, deps, [sportsRoutes, liveRoutes, inplayRoutes, orderRoutes, expertRoutes]);
