import { REMOTE_DEV_PARAM } from '@app/shared/remotes-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readConfig } from '../../domain/config';
import { REMOTE_ADDRESS_KEY } from '../../domain/remote-address';
import { type DevOverride, devOverrideSecret, readDevOverride } from '../../domain/remotes/dev-override';
import { storeRemoteErrors } from '../../domain/remotes/errors';
import { requireSession } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { envelopeOf, ok } from '../envelope';
import { rateLimiters } from '../rate-limits';

/** Remote name -> package folder -> dev server port (CONTRACT "URLs and ports"). */
export const REMOTES = [
  { name: 'mfe_sports', pkg: 'mfe-sports', devPort: 3001 },
  { name: 'mfe_lottery', pkg: 'mfe-lottery', devPort: 3002 },
  { name: 'mfe_finance', pkg: 'mfe-finance', devPort: 3003 },
  { name: 'mfe_social', pkg: 'mfe-social', devPort: 3004 },
] as const;

type Manifest = Record<string, string>;

function defaultManifest(env: NodeJS.ProcessEnv): Manifest {
  const dev = env.REMOTES_DEV === '1';
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      dev ? `http://localhost:${remote.devPort}/mf-manifest.json` : `/remotes/${remote.pkg}/mf-manifest.json`,
    ]),
  );
}

/** Keeps only name -> URL string pairs; anything else in an override is ignored, not served. */
function stringEntries(value: unknown): Manifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

function envManifest(env: NodeJS.ProcessEnv, log: (message: string) => void): Manifest {
  if (!env.REMOTES_MANIFEST) return {};
  try {
    return stringEntries(JSON.parse(env.REMOTES_MANIFEST));
  } catch {
    log('REMOTES_MANIFEST is not valid JSON; ignored');
    return {};
  }
}

/** What GET /v1/app/remotes answers, and what the shell's page carries inline (shell-document.ts). */
export async function remotesManifest(
  { db, env }: Pick<RouteDeps, 'db' | 'env'>,
  warn: (message: string) => void,
  override: DevOverride | null = null,
): Promise<Manifest> {
  const fromConfig = stringEntries(await readConfig(db, 'remotes'));
  const manifest = { ...defaultManifest(env), ...envManifest(env, warn), ...fromConfig };
  return override ? { ...manifest, [override.remote]: override.url } : manifest;
}

/**
 * The dev override a page or a manifest re-read carries in `?remote_dev=` (`pnpm dev:remote`): honoured only
 * when this server signed it (`ops remotes:dev-token`, permission releases.deploy) and it has not expired.
 */
export const devOverrideIn = (opsToken: string, token: string | undefined): DevOverride | null =>
  readDevOverride(
    devOverrideSecret(opsToken),
    token,
    REMOTES.map((remote) => remote.name),
  );

export const devOverrideQuery = z.object({
  [REMOTE_DEV_PARAM]: z
    .string()
    .max(4000)
    .optional()
    .describe('pnpm dev:remote 的签名覆盖（仅本服务器签发的有效）'),
});

/** What GET /v1/app/remote-address answers: the stored config (the client validates it) or null. */
const remoteAddressAnswer = z
  .object({
    version: z.union([z.string(), z.number()]).optional(),
    baseUrl: z.string(),
    apiServerUrl: z.string(),
    reverbUrl: z.string(),
  })
  .passthrough()
  .nullable();

const remoteErrorReport = z.strictObject({
  remote: z.string().max(64),
  kind: z.enum(['load', 'missing', 'timeout', 'error', 'render', 'version']),
  message: z.string().max(500),
  url: z.string().max(2000),
  build_id: z.string().max(100),
  shared: z
    .record(z.string().max(100), z.string().max(50))
    .refine((value) => Object.keys(value).length <= 20),
});

export const remoteRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const limiter = await rateLimiters(app, deps.rateLimitStore);

  app.post(
    '/v1/app/remote-errors',
    {
      onRequest: limiter('remoteErrorsPerIp'),
      schema: {
        tags: ['config'],
        description:
          '浏览器上报远程模块加载/渲染错误（批量，按 IP 限流）；登录时记下玩家 id，其余个人信息不收集。运维用 npm run ops -- remotes:errors 查看。',
        security: [{}, { bearerAuth: [] }],
        body: z.strictObject({ errors: z.array(remoteErrorReport).min(1).max(10) }),
        response: { 200: envelopeOf(z.object({ received: z.number() })) },
      },
    },
    async (request) => {
      const session = request.headers.authorization
        ? await requireSession(deps.db, request).catch(() => null)
        : null;
      await storeRemoteErrors(deps.db, session?.user.id ?? null, request.body.errors);
      return ok({ received: request.body.errors.length });
    },
  );

  app.get(
    '/v1/app/remotes',
    {
      schema: {
        tags: ['config'],
        description:
          '远程模块清单（名称 -> mf-manifest.json 地址）。优先级：配置项 remotes > 环境变量 REMOTES_MANIFEST > 默认。',
        querystring: devOverrideQuery,
        response: { 200: envelopeOf(z.record(z.string(), z.string())) },
      },
    },
    async (request) =>
      ok(
        await remotesManifest(
          deps,
          (message) => request.log.warn(message),
          devOverrideIn(deps.opsToken, request.query[REMOTE_DEV_PARAM]),
        ),
      ),
  );

  app.get(
    '/v1/app/remote-address',
    {
      schema: {
        tags: ['config'],
        description:
          '远程地址配置（SPEC 3：version, baseUrl, apiServerUrl, reverbUrl），客户端从页面所在主机读取并校验，' +
          '每 5 分钟及配置变更时复查，变化时不刷新页面即切换 API 与实时连接；未设置时为 null（一切在本主机）。' +
          "运维：npm run ops -- config:set remote_address '{...}'，设为 '' 取消",
        response: {
          200: envelopeOf(remoteAddressAnswer),
        },
      },
    },
    // Served as stored: the client validates it (SPEC 5) and keeps its current address when it is not valid.
    async () => {
      const value = await readConfig(deps.db, REMOTE_ADDRESS_KEY);
      return ok((value === undefined || value === '' ? null : value) as z.infer<typeof remoteAddressAnswer>);
    },
  );
};
