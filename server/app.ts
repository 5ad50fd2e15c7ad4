import type { Http2SecureServer } from 'node:http2';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import { dataDir, repoRoot } from './db/paths';
import { startAutoGrants } from './domain/activity/auto-grant-wiring';
import { readConfig, readConfigKeys } from './domain/config';
import { REMOTE_ADDRESS_KEY, remoteAddressOf, remoteAddressOrigins } from './domain/remote-address';
import { type SmsProvider, smsProviderFrom } from './domain/sms-delivery/provider';
import { sessionPolicyFrom } from './domain/tokens';
import { accountArea } from './http/account';
import { deviceCookieSecret } from './http/account/devices';
import { ASYNCAPI_PATH, asyncApiDocument } from './http/asyncapi';
import { installAuthGuard } from './http/auth-guard';
import { installApiCors } from './http/cors';
import type { RouteDeps } from './http/deps';
import { installErrorHandling } from './http/error-handler';
import { eventSchemas } from './http/event-schemas';
import { startClosingExpiredSockets } from './http/expired-sessions';
import { financeArea } from './http/finance';
import { gamesArea } from './http/games';
import { registerGamePages } from './http/games/game-static';
import { installHostAllowList } from './http/host-allow-list';
import { installIdempotency } from './http/idempotency';
import { parseJsonBody } from './http/json-body';
import { lotteryArea } from './http/lottery';
import { installOperatorSwitches } from './http/operator-switches';
import { platformArea } from './http/platform';
import { devOverrideIn, remotesManifest } from './http/platform/remote-routes';
import { registerServicePages } from './http/platform/service-pages';
import { createRateLimitStore, type RateLimitStore } from './http/rate-limit-store';
import { installRealtime } from './http/realtime-wiring';
import { installSecurityHeaders } from './http/security-headers';
import { socialArea } from './http/social';
import { sportsArea } from './http/sports';
import { registerStatic } from './http/static';
import type { TlsFiles } from './http/tls';
import { opsRoutes } from './ops/routes';
import { installPublications } from './publications';
import { createRealtime, type Realtime, realtimeOptionsFromEnv } from './realtime';

export interface AppOptions {
  db: Db;
  opsToken: string;
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
  /** Folder holding shell and the mfe-* packages (each with dist); the repository root by default. */
  appsRoot?: string;
  /** Where per-install secrets are kept (main.ts: DATA_DIR); without it the realtime credentials are random per process. */
  dataDirectory?: string;
  /** A prepared realtime instance (tests: a Redis-backed one); created from the environment otherwise. */
  realtime?: Realtime;
  /** Prepared rate-limit counters (tests: two apps on one Redis); from REDIS_URL otherwise. Closed with the app. */
  rateLimitStore?: RateLimitStore;
  /** 自动发放 activities are paid in the background (default on; the test server turns it off unless asked). */
  autoGrantActivities?: boolean;
  /** Where SMS codes go; from the environment (domain/sms-delivery/provider.ts) when not given. */
  smsProvider?: SmsProvider | null;
  /** Serve HTTPS with HTTP/2 (and HTTP/1.1 for older clients and the realtime socket's upgrade): tls.ts. */
  tls?: TlsFiles;
}

export const BODY_LIMIT = 1024 * 1024;

/** The whole platform server, without listening: main.ts listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const serverOptions = {
    bodyLimit: BODY_LIMIT,
    trustProxy: options.env?.TRUST_PROXY === '1',
  };
  const logger = options.logger ?? false;
  // Routes see the same request API either way (Fastify's HTTP/2 compatibility layer); typed as HTTP/1.1.
  const fastify = options.tls
    ? (Fastify<Http2SecureServer>({
        ...serverOptions,
        logger: logger as FastifyServerOptions<Http2SecureServer>['logger'],
        http2: true,
        https: { ...options.tls, allowHTTP1: true },
      }) as unknown as FastifyInstance)
    : Fastify({ ...serverOptions, logger });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const env = options.env ?? process.env;
  const realtime =
    options.realtime ??
    (await createRealtime({ ...realtimeOptionsFromEnv(env, options.dataDirectory), logger: app.log }));
  installHostAllowList(app, options.db, env);
  installOperatorSwitches(app, options.db);
  const sessionPolicy = sessionPolicyFrom(env);
  installAuthGuard(app, options.db, { policy: sessionPolicy, realtime });
  installIdempotency(app, options.db);
  await installSecurityHeaders(app);
  installApiCors(app);
  // JSON only: a text/plain body would otherwise reach the schemas as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, parseJsonBody);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Device cookies (http/account/devices.ts): who may keep guessing when strangers filled an account's ceiling.
  await app.register(fastifyCookie, { secret: deviceCookieSecret(options.opsToken) });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '平台 API',
        description: 'SPEC section 7: envelope { code, message, msg, data }',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          opsToken: { type: 'http', scheme: 'bearer', description: '运营人员令牌（ops_…）' },
        },
        schemas: eventSchemas(),
      },
    },
    transform: jsonSchemaTransform,
    // Named schemas (`.meta({ id })`) become components, so the `$ref`s to them resolve.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  // The realtime contract beside the HTTP one.
  const realtimeContract = asyncApiDocument();
  app.get(ASYNCAPI_PATH, { schema: { hide: true } }, () => realtimeContract);

  const rateLimitStore =
    options.rateLimitStore ?? (await createRateLimitStore({ redisUrl: env.REDIS_URL, logger: app.log }));
  app.addHook('onClose', () => rateLimitStore.close());
  const appsRoot = options.appsRoot ?? repoRoot;
  const deps: RouteDeps = {
    db: options.db,
    opsToken: options.opsToken,
    env,
    realtime,
    rateLimitStore,
    appsRoot,
    sms: options.smsProvider === undefined ? smsProviderFrom(env) : options.smsProvider,
  };
  // One plugin per area; a URL's area folder is http/<area>/ (server/README.md lists which prefix is where).
  for (const area of [
    accountArea,
    platformArea,
    sportsArea,
    lotteryArea,
    gamesArea,
    financeArea,
    socialArea,
  ]) {
    await app.register(area, { ...deps, prefix: '/api' });
  }
  await app.register(opsRoutes, { ...deps, prefix: '/api/ops' });
  // Started first so that its preClose hook stops it before the realtime one closes the sockets.
  const expiredSockets = startClosingExpiredSockets(options.db, realtime, sessionPolicy, app.log);
  app.addHook('preClose', expiredSockets.stop);
  await installRealtime(app, deps);
  installPublications(app, options.db, realtime);
  if (options.autoGrantActivities ?? true) {
    const autoGrants = startAutoGrants(options.db, app.log);
    app.addHook('preClose', autoGrants.stop);
  }
  await registerGamePages(app);
  registerServicePages(app, options.db);
  await registerStatic(app, {
    appsRoot,
    releasesDir: join(dataDir(env), 'releases'),
    remotesManifest: (devToken) =>
      remotesManifest(deps, (message) => app.log.warn(message), devOverrideIn(deps.opsToken, devToken)),
    remoteAddressOrigins: async () =>
      remoteAddressOrigins(remoteAddressOf(await readConfig(deps.db, REMOTE_ADDRESS_KEY))),
    brand: async () => {
      const config = await readConfigKeys(deps.db, ['site_title', 'theme_color']);
      return { siteTitle: config.site_title, themeColor: config.theme_color };
    },
  });
  return app;
}
