// The operator's side of remote releases (`pnpm ops remotes:*`, `config:set remotes`, `pnpm deploy-remote`):
// every switch is pre-flighted and recorded; errors players' browsers reported are summarised.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { repoRoot } from '../db/paths';
import { DomainError, rejectWith } from '../domain/errors';
import { DEV_OVERRIDE_MAX_HOURS, devOverrideSecret, signDevOverride } from '../domain/remotes/dev-override';
import { remoteErrorSummary } from '../domain/remotes/errors';
import { type PreflightCheck, type PreflightResult, preflightRemote } from '../domain/remotes/preflight';
import {
  type ReleaseAction,
  releaseHistory,
  rollbackTarget,
  shellProvides,
  switchRemote,
} from '../domain/remotes/releases';
import type { RouteDeps } from '../http/deps';
import { envelopeOf, ok } from '../http/envelope';
import { REMOTES, remotesManifest } from '../http/platform/remote-routes';
import { remoteFetcher } from '../http/remote-fetcher';
import {
  preflightEnvelope,
  releaseHistoryEnvelope,
  remoteErrorsEnvelope,
  rolledBackEnvelope,
  switchedEnvelope,
} from './remote-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const remoteName = z.enum(REMOTES.map((remote) => remote.name) as [string, ...string[]], {
  error: '没有这个远程模块',
});
const manifestUrl = z.string().min(1).max(2000);

/** A switch whose remote files were pre-flighted; recorded by `RemoteSwitcher.record`. */
export interface CheckedSwitch {
  remote: string;
  url: string;
  buildId: string;
  checks: PreflightCheck[];
  forced: boolean;
}

/**
 * A switch in two halves: `check` reads the remote's files over the network and belongs in a route's
 * preHandler, before the write's transaction opens; `record` switches and records in it.
 */
export interface RemoteSwitcher {
  /** Pre-flight; refused (422, with the failed checks' reasons) unless it passes or `force`. */
  check(remote: string, url: string, force: boolean): Promise<CheckedSwitch>;
  record(checked: CheckedSwitch, action: Exclude<ReleaseAction, 'initial'>): Promise<void>;
}

export function remoteSwitcher(app: FastifyInstance, deps: RouteDeps): RemoteSwitcher {
  const fetcher = remoteFetcher(app);
  return {
    async check(remote, url, force) {
      const result = await preflightRemote({
        remote,
        url,
        fetcher,
        provided: await shellProvides(deps.appsRoot ?? repoRoot),
      });
      if (!result.ok && !force) {
        const reasons = result.checks
          .filter((check) => !check.ok)
          .map((check) => `${check.name}: ${check.detail}`);
        throw rejectWith(`预检未通过（${remote}）：${reasons.join('；')}`);
      }
      return { remote, url, buildId: result.buildId, checks: result.checks, forced: force };
    },
    async record(checked, action) {
      const current = await remotesManifest(deps, (message) => app.log.warn(message));
      await switchRemote(deps.db, {
        remote: checked.remote,
        url: checked.url,
        currentUrl: current[checked.remote] ?? '',
        buildId: checked.buildId,
        action,
        checks: checked.forced ? null : checked.checks,
      });
    },
  };
}

/** `pnpm ops remotes:*`.. */
export function registerRemoteOps(app: FastifyInstance, deps: RouteDeps, switchTo: RemoteSwitcher): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const fetcher = remoteFetcher(app);

  typed.post(
    '/remotes/preflight',
    {
      config: { permission: 'releases.deploy' },
      schema: {
        tags,
        security,
        description: '远程模块发布预检（不切换）：清单、remoteEntry 语法、CORS、CSP、共享版本',
        body: z.strictObject({ remote: remoteName, url: manifestUrl }),
        response: { 200: preflightEnvelope },
      },
      preHandler: async (request) => {
        request.prepared = await preflightRemote({
          ...request.body,
          fetcher,
          provided: await shellProvides(deps.appsRoot ?? repoRoot),
        });
      },
    },
    async (request) => {
      const { ok: passed, buildId, checks } = request.prepared as PreflightResult;
      return ok({ ok: passed, build_id: buildId, checks });
    },
  );

  typed.put(
    '/remotes/:remote',
    {
      config: { permission: 'releases.deploy' },
      schema: {
        tags,
        security,
        description: '预检通过后把远程模块切到新的 mf-manifest.json 地址并记入发布历史；force 跳过预检',
        params: z.object({ remote: remoteName }),
        body: z.strictObject({
          url: manifestUrl,
          force: z.boolean().default(false),
          action: z.enum(['set', 'deploy']).default('set'),
        }),
        response: { 200: switchedEnvelope },
      },
      preHandler: async (request) => {
        request.prepared = await switchTo.check(request.params.remote, request.body.url, request.body.force);
      },
    },
    async (request) => {
      const checked = request.prepared as CheckedSwitch;
      await switchTo.record(checked, request.body.action);
      return ok({
        remote: checked.remote,
        url: checked.url,
        build_id: checked.buildId,
        forced: checked.forced,
        checks: checked.checks,
      });
    },
  );

  typed.post(
    '/remotes/:remote/dev-token',
    {
      config: { permission: 'releases.deploy' },
      schema: {
        tags,
        security,
        description:
          '开发覆盖（pnpm dev:remote）：签发一个令牌，带 ?remote_dev=令牌 打开的页面从 url 加载该模块，其他玩家不受影响',
        params: z.object({ remote: remoteName }),
        body: z.strictObject({
          url: z.url({ error: '请填写开发服务器的 mf-manifest.json 地址', protocol: /^https?$/ }).max(2000),
          hours: z.number().int().min(1).max(DEV_OVERRIDE_MAX_HOURS).default(8),
        }),
        response: {
          200: envelopeOf(
            z.strictObject({
              remote: z.string(),
              url: z.string(),
              token: z.string(),
              expires_at: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { url, hours } = request.body;
      const expiresAt = new Date(Date.now() + hours * 3_600_000);
      request.audit({ after: { remote, url, expires_at: expiresAt.toISOString() } });
      const token = signDevOverride(devOverrideSecret(deps.opsToken), { remote, url }, expiresAt);
      return ok({ remote, url, token, expires_at: expiresAt.toISOString() });
    },
  );

  typed.get(
    '/remotes/history',
    {
      config: { permission: 'releases.read' },
      schema: {
        tags,
        security,
        description: '远程模块发布历史（最新在前，最多 50 条）',
        querystring: z.object({ remote: remoteName.optional() }),
        response: { 200: releaseHistoryEnvelope },
      },
    },
    async (request) => ok(await releaseHistory(deps.db, request.query.remote)),
  );

  typed.post(
    '/remotes/:remote/rollback',
    {
      config: { permission: 'releases.deploy' },
      schema: {
        tags,
        security,
        description: '回滚到上一个（或指定 id 的）已保留版本，同样先预检',
        params: z.object({ remote: remoteName }),
        body: z.strictObject({ id: z.number().int().positive().optional() }),
        response: { 200: rolledBackEnvelope },
      },
      preHandler: async (request) => {
        const { remote } = request.params;
        const current = await remotesManifest(deps, (message) => app.log.warn(message));
        const target = await rollbackTarget(deps.db, remote, current[remote] ?? '', request.body.id);
        if (!target) throw new DomainError(404, '没有可回滚的版本');
        request.prepared = await switchTo.check(remote, target.url, false);
      },
    },
    async (request) => {
      const checked = request.prepared as CheckedSwitch;
      await switchTo.record(checked, 'rollback');
      return ok({
        remote: checked.remote,
        url: checked.url,
        build_id: checked.buildId,
        checks: checked.checks,
      });
    },
  );

  typed.get(
    '/remotes/errors',
    {
      config: { permission: 'releases.errors' },
      schema: {
        tags,
        security,
        description: '玩家浏览器上报的远程模块错误，按模块、版本、地址和类型汇总',
        querystring: z.object({
          since_seconds: z.coerce
            .number()
            .int()
            .positive()
            .max(90 * 86_400)
            .default(3600),
        }),
        response: { 200: remoteErrorsEnvelope },
      },
    },
    async (request) =>
      ok(await remoteErrorSummary(deps.db, new Date(Date.now() - request.query.since_seconds * 1000))),
  );
}
