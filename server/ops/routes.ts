import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announceConfigChange, type ConfigValue, readConfig, writeConfig } from '../domain/config';
import { DomainError, rejectWith } from '../domain/errors';
import { REMOTE_ADDRESS_KEY, remoteAddressError } from '../domain/remote-address';
import { lastSmsCode } from '../domain/sms';
import { toUserInfo } from '../domain/userinfo';
import { createUser } from '../domain/users';
import type { RouteDeps } from '../http/deps';
import { envelopeOf, ok } from '../http/envelope';
import { REMOTES, remotesManifest } from '../http/platform/remote-routes';
import { password, phone, userInfoSchema, username } from '../http/schemas';
import { registerAgentOps } from './agent-routes';
import { registerApprovalOps } from './approval-routes';
import { registerArticleOps } from './article-routes';
import { registerAuditOps } from './audit-routes';
import { registerOperatorAuth } from './auth-routes';
import { registerBannerOps } from './banner-routes';
import { registerDashboardOps } from './dashboard-routes';
import { registerFinanceOps } from './finance-routes';
import { registerGameOps } from './game-routes';
import { registerLotteryOps } from './lottery-routes';
import { registerMatchOps } from './match-routes';
import { registerNoticeOps } from './notice-routes';
import { installOperatorAuth } from './operator-auth';
import { registerOperatorManagement } from './operator-routes';
import { registerPlayerOps } from './player-routes';
import { registerProtectionOps } from './protection-routes';
import { type CheckedSwitch, registerRemoteOps, remoteSwitcher } from './remote-routes';
import { registerRiskOps } from './risk-routes';
import { registerSocialOps } from './social-routes';
import { registerSupportOps } from './support-routes';
import { registerUserStatusOps } from './user-status-routes';

const tags = ['ops'];
/** Any JSON value. Named, so the OpenAPI document carries its recursive schema as a component its `$ref`s find. */
const configValue: z.ZodType<ConfigValue> = z
  .union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.lazy(() => configValue)),
    z.record(
      z.string(),
      z.lazy(() => configValue),
    ),
  ])
  .meta({ id: 'ConfigValue' });
const security = [{ opsToken: [] }];

/**
 * Operator API for `pnpm ops`: an operator's bearer token whose roles grant the permission each route
 * declares beside it (operator-auth.ts); every write lands in the audit log.
 */
export const opsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, opsToken, realtime } = deps;
  installOperatorAuth(app, db);
  const switchTo = remoteSwitcher(app, deps);
  registerOperatorAuth(app, db, opsToken);
  registerOperatorManagement(app, db);
  registerAuditOps(app, db);
  registerDashboardOps(app, db, realtime);

  app.post(
    '/users',
    {
      config: { permission: 'players.create' },
      schema: {
        tags,
        security,
        body: z.strictObject({ username, password, agent: z.boolean().default(false) }),
        response: { 200: envelopeOf(userInfoSchema.extend({ agent_code: z.string().nullable() })) },
      },
    },
    async (request) => {
      const { username: name, password: secret, agent } = request.body;
      const user = await createUser(db, { username: name, password: secret, isAgent: agent });
      return ok({ ...toUserInfo(user), agent_code: user.agentCode });
    },
  );

  const configEnvelope = envelopeOf(z.strictObject({ key: z.string(), value: configValue }));
  const keyParams = z.object({ key: z.string().regex(/^[a-z0-9_]{1,64}$/, '配置项名称不正确') });
  app.get(
    '/config/:key',
    {
      config: { permission: 'config.read' },
      schema: { tags, security, params: keyParams, response: { 200: configEnvelope } },
    },
    async (request) => {
      const value = await readConfig(db, request.params.key);
      if (value === undefined) throw new DomainError(404, '配置项不存在');
      return ok({ key: request.params.key, value });
    },
  );

  app.put(
    '/config/:key',
    {
      config: { permission: 'config.write' },
      schema: {
        tags,
        security,
        description: 'remotes：每个改动的远程模块先预检再切换并记入发布历史（force 跳过预检）',
        params: keyParams,
        body: z.strictObject({ value: configValue, force: z.boolean().default(false) }),
        response: { 200: configEnvelope },
      },
      preHandler: async (request) => {
        if (request.params.key === 'remotes')
          request.prepared = await checkRemotesConfig(request.body.value, request.body.force);
      },
    },
    async (request) => {
      const { key } = request.params;
      const { value } = request.body;
      request.audit({ before: { value: (await readConfig(db, key)) ?? null } });
      if (key === 'remotes')
        for (const checked of request.prepared as CheckedSwitch[]) await switchTo.record(checked, 'config');
      else if (key === REMOTE_ADDRESS_KEY) await writeRemoteAddress(value);
      else await writeConfig(db, key, value as ConfigValue);
      // Open shells reload their config at once instead of at their next config check.
      announceConfigChange(db, key);
      request.audit({ after: { value } });
      return ok({ key, value });
    },
  );

  /** config:set remote_address: a valid config, or '' to serve everything from the page's own host again. */
  async function writeRemoteAddress(value: unknown): Promise<void> {
    const error = value === '' ? null : remoteAddressError(value);
    if (error) throw rejectWith(error);
    await writeConfig(db, REMOTE_ADDRESS_KEY, value as ConfigValue);
  }

  /** config:set remotes: only the entries that change players' URLs are pre-flighted and switched. */
  async function checkRemotesConfig(value: unknown, force: boolean): Promise<CheckedSwitch[]> {
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw rejectWith('remotes 必须是对象');
    const current = await remotesManifest(deps, (message) => app.log.warn(message));
    const changed = Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && current[entry[0]] !== entry[1],
    );
    const unknown = changed.find(([name]) => !REMOTES.some((remote) => remote.name === name));
    if (unknown) throw rejectWith(`没有这个远程模块：${unknown[0]}`);
    const checked: CheckedSwitch[] = [];
    for (const [remote, url] of changed) checked.push(await switchTo.check(remote, url, force));
    return checked;
  }

  app.get(
    '/sms/last',
    {
      config: { permission: 'players.read' },
      schema: {
        tags,
        security,
        description: '某手机号最近一条短信验证码（客服查看）',
        querystring: z.object({ phone }),
        response: {
          200: envelopeOf(
            z.strictObject({ phone: z.string(), type: z.string(), code: z.string(), created_at: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const sms = await lastSmsCode(db, request.query.phone);
      if (!sms) throw new DomainError(404, '该手机号没有验证码记录');
      return ok({
        phone: sms.phone,
        type: sms.type,
        code: sms.code,
        created_at: sms.createdAt.toISOString(),
      });
    },
  );

  registerMatchOps(app, db);
  registerRiskOps(app, db, realtime);
  registerLotteryOps(app, db);
  registerSocialOps(app, db);
  registerNoticeOps(app, db);
  await registerBannerOps(app, db);
  registerArticleOps(app, db);
  registerSupportOps(app, db);
  registerAgentOps(app, db);
  registerUserStatusOps(app, db, realtime);
  registerPlayerOps(app, deps);
  registerProtectionOps(app, db);
  registerFinanceOps(app, db);
  registerApprovalOps(app, db);
  registerGameOps(app, db);
  registerRemoteOps(app, deps, switchTo);
};
