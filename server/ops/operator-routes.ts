import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import {
  createOperator,
  listOperators,
  operatorNamed,
  operatorView,
  resetOperatorTotp,
  unlockOperator,
  updateOperator,
} from '../domain/operators/accounts';
import { deleteCustomRole, listCustomRoles, saveCustomRole } from '../domain/operators/custom-roles';
import {
  issueOperatorToken,
  listOperatorSessions,
  revokeOperatorSession,
} from '../domain/operators/sessions';
import { ok } from '../http/envelope';
import {
  createdOperatorEnvelope,
  customRoleEnvelope,
  customRolesEnvelope,
  deletedRoleEnvelope,
  ipList,
  mintedTokenEnvelope,
  operatorEnvelope,
  operatorName,
  operatorPassword,
  operatorsEnvelope,
  permissionList,
  roleList,
  sessionEnvelope,
  sessionsEnvelope,
  sessionView,
  totpResetEnvelope,
  unlockedEnvelope,
} from './operator-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const config = { permission: 'operators.manage' as const };
const nameParams = z.object({ username: z.string().min(1).max(64) });
const DAY_MS = 24 * 60 * 60_000;

/** `pnpm ops operator:* | token:*`: operators, custom roles, sessions and API tokens (超级管理员). */
export function registerOperatorManagement(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/operators',
    { config, schema: { tags, security, response: { 200: operatorsEnvelope } } },
    async () => {
      const rows = await listOperators(db);
      return ok(rows.map(operatorView));
    },
  );

  typed.post(
    '/operators',
    {
      config,
      schema: {
        tags,
        security,
        description: '创建运营人员；动态验证码密钥与 otpauth 链接只在此返回一次',
        body: z.strictObject({
          username: operatorName,
          password: operatorPassword,
          display_name: z.string().max(64).optional(),
          roles: roleList.min(1, '至少指定一个角色'),
          permissions: permissionList.default([]),
          ip_allow_list: ipList.default([]),
        }),
        response: { 200: createdOperatorEnvelope },
      },
    },
    async (request) => {
      const { display_name, ip_allow_list, ...rest } = request.body;
      const created = await createOperator(db, {
        ...rest,
        ...(display_name ? { displayName: display_name } : {}),
        ipAllowList: ip_allow_list,
      });
      request.audit({ after: operatorView(created.operator) });
      return ok({
        operator: operatorView(created.operator),
        totp_secret: created.totpSecret,
        otpauth_uri: created.otpauthUri,
      });
    },
  );

  typed.put(
    '/operators/:username',
    {
      config,
      schema: {
        tags,
        security,
        description: '修改运营人员的角色、额外权限、IP 白名单、显示名或禁用状态（禁用即结束其全部会话）',
        params: nameParams,
        body: z.strictObject({
          roles: roleList.optional(),
          permissions: permissionList.optional(),
          ip_allow_list: ipList.optional(),
          display_name: z.string().min(1).max(64).optional(),
          disabled: z.boolean().optional(),
        }),
        response: { 200: operatorEnvelope },
      },
    },
    async (request) => {
      const { ip_allow_list, display_name, ...rest } = request.body;
      if (request.body.disabled && request.params.username === request.operator?.username)
        throw new DomainError(422, '不能禁用自己');
      const { before, after } = await updateOperator(db, request.params.username, {
        ...rest,
        ...(ip_allow_list ? { ipAllowList: ip_allow_list } : {}),
        ...(display_name ? { displayName: display_name } : {}),
      });
      request.audit({ before: operatorView(before), after: operatorView(after) });
      return ok(operatorView(after));
    },
  );

  typed.post(
    '/operators/:username/reset-totp',
    {
      config,
      schema: {
        tags,
        security,
        description: '重置动态验证码密钥（结束其全部会话）',
        params: nameParams,
        response: { 200: totpResetEnvelope },
      },
    },
    async (request) => {
      const reset = await resetOperatorTotp(db, request.params.username);
      return ok({ username: reset.username, totp_secret: reset.totpSecret, otpauth_uri: reset.otpauthUri });
    },
  );

  typed.post(
    '/operators/:username/unlock',
    {
      config,
      schema: {
        tags,
        security,
        description: '解除登录失败锁定（不必等 15 分钟）',
        params: nameParams,
        response: { 200: unlockedEnvelope },
      },
    },
    async (request) => {
      const operator = await unlockOperator(db, request.params.username);
      request.audit({
        before: { locked_until: operator.lockedUntil?.toISOString() ?? null },
        after: { locked_until: null },
      });
      return ok({ username: operator.username, locked_until: null });
    },
  );

  typed.get(
    '/operator-roles',
    { config, schema: { tags, security, response: { 200: customRolesEnvelope } } },
    async () =>
      ok((await listCustomRoles(db)).map((role) => ({ name: role.name, permissions: role.permissions }))),
  );

  const roleParams = z.object({ name: z.string().regex(/^[\p{L}\p{N}_-]{1,32}$/u, '角色名称不正确') });
  typed.put(
    '/operator-roles/:name',
    {
      config,
      schema: {
        tags,
        security,
        params: roleParams,
        body: z.strictObject({ permissions: permissionList }),
        response: { 200: customRoleEnvelope },
      },
    },
    async (request) => {
      const role = await saveCustomRole(db, request.params.name, request.body.permissions);
      request.audit({ after: { name: role.name, permissions: role.permissions } });
      return ok({ name: role.name, permissions: role.permissions });
    },
  );

  typed.delete(
    '/operator-roles/:name',
    { config, schema: { tags, security, params: roleParams, response: { 200: deletedRoleEnvelope } } },
    async (request) => {
      const role = await deleteCustomRole(db, request.params.name);
      request.audit({ before: { name: role.name, permissions: role.permissions } });
      return ok({ name: role.name });
    },
  );

  typed.get(
    '/operator-sessions',
    {
      config,
      schema: {
        tags,
        security,
        description: '全部运营会话与 API 令牌（kind=api 只看令牌）',
        querystring: z.object({
          operator: z.string().max(64).optional(),
          kind: z.enum(['session', 'api']).optional(),
        }),
        response: { 200: sessionsEnvelope },
      },
    },
    async (request) => {
      const operatorId = request.query.operator ? (await operatorNamed(db, request.query.operator)).id : null;
      const rows = await listOperatorSessions(db, operatorId, request.query.kind);
      return ok(rows.map((row) => ({ ...sessionView(row.session), operator: row.username })));
    },
  );

  typed.delete(
    '/operator-sessions/:id',
    {
      config,
      schema: {
        tags,
        security,
        description: '结束任一会话或吊销 API 令牌',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: sessionEnvelope },
      },
    },
    async (request) => {
      const revoked = await revokeOperatorSession(db, request.params.id);
      if (!revoked) throw new DomainError(404, '会话不存在或已结束');
      return ok(sessionView(revoked));
    },
  );

  typed.post(
    '/tokens',
    {
      config,
      schema: {
        tags,
        security,
        description: '为某运营人员签发自动化用 API 令牌（CI、压测、脚本）；令牌只在此返回一次',
        body: z.strictObject({
          operator: z.string().min(1).max(64),
          name: z.string().min(1).max(64),
          expires_in_days: z.number().int().min(1).max(366).default(30),
        }),
        response: { 200: mintedTokenEnvelope },
      },
    },
    async (request) => {
      const operator = await operatorNamed(db, request.body.operator);
      if (operator.disabled) throw new DomainError(422, '该运营人员已禁用');
      const { token, session } = await issueOperatorToken(db, operator.id, {
        kind: 'api',
        name: request.body.name,
        ip: request.ip,
        expiresAt: new Date(Date.now() + request.body.expires_in_days * DAY_MS),
        ...(request.operator ? { createdBy: request.operator.id } : {}),
      });
      request.audit({ target: operator.username, after: sessionView(session) });
      return ok({ token, operator: operator.username, ...sessionView(session) });
    },
  );
}
