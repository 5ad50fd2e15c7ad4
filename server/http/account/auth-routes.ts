import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { rejectWith } from '../../domain/errors';
import { registerPlayer } from '../../domain/registration';
import { proveSmsCode } from '../../domain/sms';
import { issueToken, type UserRow } from '../../domain/tokens';
import { toUserInfo } from '../../domain/userinfo';
import {
  agentByCode,
  agentByDomain,
  authenticate,
  generatedUsername,
  inviterByCode,
  type NewUser,
} from '../../domain/users';
import { bearerToken, endSession } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { emptyEnvelope, envelopeOf, ok } from '../envelope';
import { rateLimiters, registerLimitPerIp } from '../rate-limits';
import {
  agentCode,
  agentRegisterBody,
  domain,
  domainRegisterBody,
  inviteCode,
  inviteRegisterBody,
  loginBody,
  noBody,
  registerBody,
  sessionEnvelope,
  smartRegisterBody,
} from '../schemas';
import { rememberDevice, visitorOf } from './devices';

const tags = ['auth'];

interface RegisterInput {
  username: string;
  password: string;
  phone?: string | undefined;
  sms_code?: string | undefined;
}

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, env, rateLimitStore, realtime },
) => {
  const limiter = await rateLimiters(app, rateLimitStore);
  // The account and the phone are known after validation, the IP before it.
  const loginLimit = { onRequest: limiter('loginPerIp'), preHandler: limiter('loginPerAccount') };
  // Every registration form shares the per-IP counter; an SMS code's guesses are counted with the code.
  const registerLimit = { onRequest: limiter('registerPerIp', { max: registerLimitPerIp(env) }) };
  // An invite or agent code names its owner's account: looked up now and then, never listed.
  const lookupLimit = { onRequest: limiter('sponsorLookupPerIp') };

  /** Signs the new or proven account in on this browser, which is remembered for it. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, token?: string) {
    rememberDevice(request, reply, user.id);
    return ok({ token: token ?? (await issueToken(db, user.id)), userinfo: toUserInfo(user) });
  }

  /**
   * Creates the account and logs it in. A phone's code is proven first (counted, outside the transaction),
   * then used up in the transaction that creates the account.
   */
  async function register(
    request: FastifyRequest,
    reply: FastifyReply,
    input: RegisterInput,
    link: (tx: Queryable) => Promise<Partial<NewUser>>,
  ) {
    if (input.phone && !input.sms_code) throw rejectWith('请输入验证码');
    const code =
      input.phone && input.sms_code
        ? { phone: input.phone, type: 'register', code: input.sms_code }
        : undefined;
    const proven = code ? { ...code, id: await proveSmsCode(db, code, visitorOf(request)) } : undefined;
    const { user, token } = await registerPlayer(
      db,
      { username: input.username, password: input.password, phone: input.phone },
      { code: proven, link },
    );
    return signIn(request, reply, user, token);
  }
  const noLink = async () => ({});
  const sessionResponse = { response: { 200: sessionEnvelope } };

  app.post(
    '/v1/login',
    {
      schema: {
        tags,
        description: '登录：username 填用户名或绑定的手机号',
        body: loginBody,
        ...sessionResponse,
      },
      ...loginLimit,
    },
    async (request, reply) => {
      const user = await authenticate(db, request.body.username, request.body.password, visitorOf(request));
      return signIn(request, reply, user);
    },
  );

  app.post(
    '/v1/register',
    { schema: { tags, body: registerBody, ...sessionResponse }, ...registerLimit },
    (request, reply) => register(request, reply, request.body, noLink),
  );

  app.post(
    '/v1/invite/register',
    { schema: { tags, body: inviteRegisterBody, ...sessionResponse }, ...registerLimit },
    (request, reply) =>
      register(request, reply, request.body, async (tx) => {
        const inviter = await inviterByCode(tx, request.body.invite_code);
        return { inviterId: inviter.id, agentId: inviter.agentId ?? undefined };
      }),
  );

  app.post(
    '/v1/agent/register',
    { schema: { tags, body: agentRegisterBody, ...sessionResponse }, ...registerLimit },
    (request, reply) =>
      register(request, reply, request.body, async (tx) => ({
        agentId: (await agentByCode(tx, request.body.agent_code)).id,
      })),
  );

  app.post(
    '/v1/agent/register-by-domain',
    { schema: { tags, body: domainRegisterBody, ...sessionResponse }, ...registerLimit },
    (request, reply) =>
      register(request, reply, request.body, async (tx) => ({
        agentId: (await agentByDomain(tx, request.body.domain)).id,
      })),
  );

  app.post(
    '/v1/smart/register',
    {
      schema: {
        tags,
        description:
          '智能注册：手机号 + 验证码 + 密码；用户名由系统生成（userinfo.username），之后可用手机号或用户名登录',
        body: smartRegisterBody,
        ...sessionResponse,
      },
      ...registerLimit,
    },
    async (request, reply) => {
      const { phone, sms_code, password } = request.body;
      const code = { phone, type: 'register', code: sms_code };
      const proven = { ...code, id: await proveSmsCode(db, code, visitorOf(request)) };
      const { user, token } = await registerPlayer(
        db,
        { username: generatedUsername(phone), password, phone },
        { code: proven },
      );
      return signIn(request, reply, user, token);
    },
  );

  app.post(
    '/v1/invite/validate',
    {
      schema: {
        tags,
        body: z.strictObject({ invite_code: inviteCode }),
        response: { 200: envelopeOf(z.object({ valid: z.boolean(), inviter: z.string() })) },
      },
      ...lookupLimit,
    },
    async (request) =>
      ok({ valid: true, inviter: (await inviterByCode(db, request.body.invite_code)).username }),
  );

  const agentValidResponse = { 200: envelopeOf(z.object({ valid: z.boolean(), agent: z.string() })) };
  app.post(
    '/v1/agent/validate',
    {
      schema: { tags, body: z.strictObject({ agent_code: agentCode }), response: agentValidResponse },
      ...lookupLimit,
    },
    async (request) => ok({ valid: true, agent: (await agentByCode(db, request.body.agent_code)).username }),
  );

  app.post(
    '/v1/domain/validate',
    { schema: { tags, body: z.strictObject({ domain }), response: agentValidResponse } },
    async (request) => ok({ valid: true, agent: (await agentByDomain(db, request.body.domain)).username }),
  );

  // Logging out twice (or with an expired token) is not an error: the client is leaving either way.
  app.post(
    '/v1/logout',
    { schema: { tags, body: noBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await endSession(db, realtime, token);
      return ok(null);
    },
  );
};
