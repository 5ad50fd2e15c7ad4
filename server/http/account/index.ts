import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteDeps, registerArea } from '../deps';
import { authRoutes } from './auth-routes';
import { bindPhoneRoutes } from './bind-phone-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { protectionRoutes } from './protection-routes';
import { smsRoutes } from './sms-routes';
import { userRoutes } from './user-routes';

/** Account: sign-up and sign-in, the player's own profile and 理性投注 limits, SMS codes, phone binding, password reset. */
export const accountArea: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) =>
  registerArea(app, deps, [
    authRoutes,
    passwordResetRoutes,
    userRoutes,
    protectionRoutes,
    smsRoutes,
    bindPhoneRoutes,
  ]);
