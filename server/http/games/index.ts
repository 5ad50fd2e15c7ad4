import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteDeps, registerArea } from '../deps';
import { gameLotteryRoutes } from './game-lottery-routes';
import { gamePlayRoutes } from './game-play-routes';
import { gameRecordRoutes } from './game-record-routes';
import { gameRoutes } from './game-routes';

/** Games: game platforms, their wallets and transfers, the demo games, game records. */
export const gamesArea: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) =>
  registerArea(app, deps, [gameRoutes, gameLotteryRoutes, gameRecordRoutes, gamePlayRoutes]);
