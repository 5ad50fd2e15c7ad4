import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { bootstrapOperator, loginOperator, operatorView } from '../domain/operators/accounts';
import {
  issueOperatorToken,
  listOperatorSessions,
  revokeOperatorSession,
} from '../domain/operators/sessions';
import { emptyEnvelope, ok } from '../http/envelope';
import {
  bootstrapEnvelope,
  operatorName,
  operatorPassword,
  ownSessionsEnvelope,
  sessionEnvelope,
  sessionView,
  signedInEnvelope,
  signInEnvelope,
} from './operator-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Sign-in, the signed-in operator's own sessions, and the one-time bootstrap with the root token. */
export function registerOperatorAuth(app: FastifyInstance, db: Db, rootToken: string): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/bootstrap',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        description: '用根令牌（X-Ops-Token）创建第一个超级管理员；已有运营人员后拒绝',
        body: z.strictObject({ username: operatorName, password: operatorPassword }),
        response: { 200: bootstrapEnvelope },
      },
    },
    async (request) => {
      const given = request.headers['x-ops-token'];
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(rootToken)))
        throw new DomainError(403, '运维根令牌无效');
      const created = await bootstrapOperator(db, request.body);
      request.audit({ target: created.operator.username, after: operatorView(created.operator) });
      // Whoever holds the root token chose this password and holds the TOTP secret: signed in at once.
      const { token } = await issueOperatorToken(db, created.operator.id, {
        kind: 'session',
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return ok({
        token,
        operator: operatorView(created.operator),
        totp_secret: created.totpSecret,
        otpauth_uri: created.otpauthUri,
      });
    },
  );

  typed.post(
    '/auth/login',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        description: '运营人员登录：密码 + 动态验证码（TOTP）；连续 5 次错误锁定 15 分钟',
        body: z.strictObject({
          username: z.string().min(1).max(64),
          password: z.string().min(1).max(200),
          totp: z.string().min(1).max(12),
        }),
        response: { 200: signInEnvelope },
      },
    },
    async (request) => {
      const { token, session } = await loginOperator(db, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return ok({ token, session: sessionView(session) });
    },
  );

  typed.get(
    '/auth/me',
    { config: { permission: 'self' }, schema: { tags, security, response: { 200: signedInEnvelope } } },
    async (request) => {
      const operator = request.operator;
      if (!operator) throw new DomainError(401);
      return ok({
        id: operator.id,
        username: operator.username,
        display_name: operator.displayName,
        roles: operator.roles,
        permissions: operator.permissions,
        session_id: operator.sessionId,
        kind: operator.kind,
      });
    },
  );

  typed.post(
    '/auth/logout',
    { config: { permission: 'self' }, schema: { tags, security, response: { 200: emptyEnvelope } } },
    async (request) => {
      const operator = request.operator;
      if (operator) await revokeOperatorSession(db, operator.sessionId, operator.id);
      return ok(null);
    },
  );

  typed.get(
    '/auth/sessions',
    { config: { permission: 'self' }, schema: { tags, security, response: { 200: ownSessionsEnvelope } } },
    async (request) => {
      const rows = await listOperatorSessions(db, request.operator?.id ?? 0);
      return ok(
        rows.map((row) => ({
          ...sessionView(row.session),
          current: row.session.id === request.operator?.sessionId,
        })),
      );
    },
  );

  typed.delete(
    '/auth/sessions/:id',
    {
      config: { permission: 'self' },
      schema: {
        tags,
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: sessionEnvelope },
      },
    },
    async (request) => {
      const revoked = await revokeOperatorSession(db, request.params.id, request.operator?.id ?? 0);
      if (!revoked) throw new DomainError(404, '会话不存在或已结束');
      return ok(sessionView(revoked));
    },
  );
}
