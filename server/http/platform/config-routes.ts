import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bottomNavigation,
  featureSwitches,
  navigationSwitches,
  readAllConfigCached,
  readConfig,
  readConfigKeys,
} from '../../domain/config';
import { DomainError } from '../../domain/errors';
import { SITE_LOGO_PATH, SITE_LOGO_SVG } from '../../domain/site-logo';
import type { RouteDeps } from '../deps';
import { envelopeOf, ok } from '../envelope';
import {
  bottomNavigationEnvelope,
  featuresEnvelope,
  gameCategoriesEnvelope,
  navigationEnvelope,
} from './config-schemas';

const tags = ['config'];
const configKey = z.string().regex(/^[a-z0-9_]{1,64}$/, '配置项名称不正确');
const anyValue = z.unknown();

export const configRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(SITE_LOGO_PATH.replace(/^\/api/, ''), { schema: { tags, hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(SITE_LOGO_SVG),
  );

  app.get(
    '/v1/app/config/all',
    { schema: { tags, response: { 200: envelopeOf(z.record(z.string(), anyValue)) } } },
    async () => ok(await readAllConfigCached(db)),
  );

  app.get(
    '/v1/app/config/navigation',
    { schema: { tags, response: { 200: navigationEnvelope } } },
    async () => {
      const config = await readAllConfigCached(db);
      return ok({
        ...navigationSwitches(config),
        tabs: bottomNavigation(config).filter((tab) => tab.enabled),
      });
    },
  );

  app.get('/v1/app/config/features', { schema: { tags, response: { 200: featuresEnvelope } } }, async () =>
    ok(featureSwitches(await readAllConfigCached(db))),
  );

  app.get(
    '/v1/app/config/game-categories',
    { schema: { tags, response: { 200: gameCategoriesEnvelope } } },
    async () => {
      const categories = await readConfig(db, 'game_categories');
      return ok(Array.isArray(categories) ? categories : []);
    },
  );

  app.get(
    '/v1/app/config/bottom-navigation',
    { schema: { tags, response: { 200: bottomNavigationEnvelope } } },
    async () => ok(bottomNavigation(await readAllConfigCached(db)).filter((tab) => tab.enabled)),
  );

  app.post(
    '/v1/app/config/batch',
    {
      schema: {
        tags,
        body: z.strictObject({
          keys: z.array(configKey).min(1, '请提供配置项名称').max(100, '一次最多查询100项'),
        }),
        response: { 200: envelopeOf(z.record(z.string(), anyValue)) },
      },
    },
    async (request) => ok(await readConfigKeys(db, request.body.keys)),
  );

  app.get(
    '/v1/app/config/:key',
    {
      schema: {
        tags,
        params: z.object({ key: configKey }),
        response: { 200: envelopeOf(z.object({ key: z.string(), value: anyValue })) },
      },
    },
    async (request) => {
      const value = await readConfig(db, request.params.key);
      if (value === undefined) throw new DomainError(404, '配置项不存在');
      return ok({ key: request.params.key, value });
    },
  );
};
