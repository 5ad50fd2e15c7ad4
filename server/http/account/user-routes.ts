import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { appInfoFrom, readAllConfigCached } from '../../domain/config';
import { rejectWith } from '../../domain/errors';
import { hashPassword, verifyPassword } from '../../domain/passwords';
import { revokeOtherTokens, type UserRow } from '../../domain/tokens';
import { toBalance, toUserInfo } from '../../domain/userinfo';
import { findUserById, guardedSecretCheck, LOCKED_MESSAGES, secretCounter } from '../../domain/users';
import { vipLevelOf } from '../../domain/vip';
import { requireSession } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { emptyEnvelope, envelopeOf, ok } from '../envelope';
import {
  changePasswordBody,
  noBody,
  paymentPasswordBody,
  updateProfileBody,
  userInfoEnvelope,
} from '../schemas';

const tags = ['user'];
const bearer = [{ bearerAuth: [] }];

export const userRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, realtime }) => {
  const userInfoResponse = { response: { 200: userInfoEnvelope }, security: bearer };
  // The login password is counted with login's own failures, wherever it is asked for.
  const checkLoginPassword = (user: UserRow, password: string) =>
    guardedSecretCheck(db, secretCounter.loginPassword(user.username), LOCKED_MESSAGES.password, () =>
      verifyPassword(password, user.passwordHash),
    );
  const me = async (request: Parameters<typeof requireSession>[1]) =>
    ok(toUserInfo((await requireSession(db, request)).user));

  app.get('/v1/me', { schema: { tags, ...userInfoResponse } }, me);
  app.get('/user/profile', { schema: { tags, ...userInfoResponse } }, me);

  app.get(
    '/v1/user/balance',
    {
      schema: {
        tags,
        security: bearer,
        response: {
          200: envelopeOf(
            z.object({
              balance: z.string(),
              codingvolume: z.string(),
              paysum: z.string(),
              totalgame: z.string(),
              total_withdraw: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => ok(toBalance((await requireSession(db, request)).user)),
  );

  app.get('/v1/user/viplevel', { schema: { tags, security: bearer } }, async (request) =>
    ok(vipLevelOf((await requireSession(db, request)).user)),
  );

  app.post(
    '/user/update',
    { schema: { tags, body: updateProfileBody, ...userInfoResponse } },
    async (request) => {
      const { user } = await requireSession(db, request);
      const { nickname, avatar, email } = request.body;
      const changes = {
        ...(nickname !== undefined && { nickname }),
        ...(avatar !== undefined && { avatar }),
        ...(email !== undefined && { email }),
      };
      if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, user.id));
      return ok(toUserInfo((await findUserById(db, user.id)) ?? user));
    },
  );

  app.post(
    '/v1/user/profile',
    { schema: { tags, body: changePasswordBody, security: bearer, response: { 200: emptyEnvelope } } },
    async (request) => {
      const { user, tokenId } = await requireSession(db, request);
      if (!(await checkLoginPassword(user, request.body.old_password))) throw rejectWith('原密码错误');
      const passwordHash = await hashPassword(request.body.password);
      const ended = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        return revokeOtherTokens(tx, user.id, tokenId);
      });
      if (ended.length > 0) realtime.endSessions(user.id, ended);
      return ok(null, '密码修改成功');
    },
  );

  app.post(
    '/v1/user/set-payment-password',
    { schema: { tags, body: paymentPasswordBody, security: bearer, response: { 200: emptyEnvelope } } },
    async (request) => {
      const { user } = await requireSession(db, request);
      const { password, old_password, login_password } = request.body;
      // Replacing an existing payment password needs proof: the old one or the login password.
      if (user.paymentPasswordHash) {
        const hash = user.paymentPasswordHash;
        const proven =
          (old_password !== undefined &&
            (await guardedSecretCheck(
              db,
              secretCounter.paymentPassword(user.id),
              LOCKED_MESSAGES.paymentPassword,
              () => verifyPassword(old_password, hash),
            ))) ||
          (login_password !== undefined && (await checkLoginPassword(user, login_password)));
        if (!proven)
          throw rejectWith(old_password || login_password ? '原支付密码或登录密码错误' : '请输入原支付密码');
      } else if (login_password !== undefined && !(await checkLoginPassword(user, login_password))) {
        throw rejectWith('登录密码错误');
      }
      const paymentPasswordHash = await hashPassword(password);
      await db.update(users).set({ paymentPasswordHash }).where(eq(users.id, user.id));
      return ok(null, '支付密码设置成功');
    },
  );

  app.post(
    '/v1/update-lottery-token',
    {
      schema: {
        tags,
        body: noBody,
        security: bearer,
        response: { 200: envelopeOf(z.object({ lottery_token: z.string() })) },
      },
    },
    async (request) => {
      const { user } = await requireSession(db, request);
      const lotteryToken = randomBytes(24).toString('base64url');
      await db.update(users).set({ lotteryToken }).where(eq(users.id, user.id));
      return ok({ lottery_token: lotteryToken });
    },
  );

  app.post('/v1/appinfo', { schema: { tags: ['config'], body: noBody } }, async () =>
    ok(appInfoFrom(await readAllConfigCached(db))),
  );
};
