import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import type { SmsProvider } from '../domain/sms-delivery/provider';
import type { Realtime } from '../realtime';
import type { RateLimitStore } from './rate-limit-store';

/** What every route plugin receives from buildApp. */
export interface RouteDeps {
  db: Db;
  opsToken: string;
  env: NodeJS.ProcessEnv;
  /** The realtime server (publishing is ../publications.ts's: routes only authorise and end sessions). */
  realtime: Realtime;
  /** Where rate-limit counters live (Redis shared by the nodes, or memory): one per process. */
  rateLimitStore: RateLimitStore;
  /** Folder holding shell and the mfe-* packages (each with dist); the repository root when not given. */
  appsRoot?: string;
  /** Where SMS codes go (domain/sms-delivery): a real provider, the demo one, or none. */
  sms: SmsProvider | null;
}

/**
 * Registers an area's route plugins under the area's prefix. Only the deps pass on: the area's options also
 * carry its prefix, which would apply twice.
 */
export async function registerArea(
  app: FastifyInstance,
  { db, opsToken, env, realtime, rateLimitStore, appsRoot, sms }: RouteDeps,
  plugins: Array<FastifyPluginAsyncZod<RouteDeps>>,
): Promise<void> {
  const deps: RouteDeps = {
    db,
    opsToken,
    env,
    realtime,
    rateLimitStore,
    sms,
    ...(appsRoot ? { appsRoot } : {}),
  };
  for (const plugin of plugins) await app.register(plugin, deps);
}
