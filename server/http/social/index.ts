import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteDeps, registerArea } from '../deps';
import { activityRoutes } from './activity-routes';
import { agentRoutes } from './agent-routes';
import { inviteRoutes } from './invite-routes';
import { messageRoutes } from './message-routes';
import { planRoutes } from './plan-routes';
import { promoRoutes } from './promo-routes';
import { rankingRoutes } from './ranking-routes';
import { signinRoutes } from './signin-routes';
import { supportRoutes } from './support-routes';
import { syndicateRoutes } from './syndicate-routes';
import { vipRoutes } from './vip-routes';

/** Social: activities, sign-in, VIP, rankings, messages, promotions, invites, agents, 客服留言, 跟单, 合买. */
export const socialArea: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) =>
  registerArea(app, deps, [
    activityRoutes,
    signinRoutes,
    vipRoutes,
    rankingRoutes,
    messageRoutes,
    promoRoutes,
    inviteRoutes,
    agentRoutes,
    supportRoutes,
    planRoutes,
    syndicateRoutes,
  ]);
