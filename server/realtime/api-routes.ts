import { REALTIME_CHANNELS, userChannel } from '@app/shared/realtime-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Realtime } from './index';
import { channelKind } from './protocol';

export interface BalanceSnapshot {
  balance: string;
  codingvolume: string;
  paysum: string;
  totalgame: string;
  total_withdraw: string;
}

export interface PublicSocketAddress {
  scheme: 'http' | 'https';
  host: string;
  port: number;
}

export interface RealtimeApiOptions {
  realtime: Realtime;
  /**
   * The logged-in player of the request, or null (answered with 401). `session` names the login session
   * (token) so `realtime.endSessions` can close the sockets it authorised once it is revoked.
   */
  authenticate: (request: FastifyRequest) => Promise<Caller | null>;
  getBalanceSnapshot: (userId: number) => Promise<BalanceSnapshot>;
  /** Where browsers reach the socket; defaults to the host and port the request came to. */
  publicConfig?: (request: FastifyRequest) => PublicSocketAddress;
  /** How the app answers: the realtime package knows neither its envelope nor its errors. */
  answers: RealtimeAnswers;
}

/** The app's answer shapes, handed in so that this package imports nothing of the app. */
export interface RealtimeAnswers {
  /** The success body around `data`. */
  ok(data: unknown, message?: string): Record<string, unknown>;
  /** The schema of that body around `data`'s schema (the routes declare what they answer). */
  envelope(data: z.ZodType): z.ZodObject;
  /** The error to throw for a refusal with that HTTP status (the app's error handler answers it). */
  refusal(status: number, message?: string): Error;
}

const tags = ['websocket'];
const security = [{ bearerAuth: [] }];
const socketId = z.string().regex(/^\d+\.\d+$/, '请求参数错误：socket_id 格式不正确');
const channelName = z.string().regex(/^[-a-zA-Z0-9_=@,.;]{1,164}$/, '请求参数错误：频道名称不正确');
const playerId = z.number().int();
const timestamp = z.number().int().describe('the server clock, ms since the epoch');

// What each route answers inside the app's envelope.
const connectionInfo = z.strictObject({
  server: z.strictObject({ scheme: z.enum(['http', 'https']), host: z.string(), port: z.number().int() }),
  auth: z.strictObject({ app_key: z.string() }),
  channels: z.strictObject({
    user: z.string().describe("the player's private channel"),
    public: z.string(),
  }),
  path: z.string().describe('the socket path, /app/{app_key}'),
});
const balanceSnapshot = z.strictObject({
  user_id: playerId,
  balance: z.string(),
  codingvolume: z.string(),
  paysum: z.string(),
  totalgame: z.string(),
  total_withdraw: z.string(),
  timestamp,
});
const onlineStatus = z.strictObject({
  user_id: playerId,
  is_online: z.boolean(),
  last_seen: z.number().int().nullable(),
  online_count: z.number().int(),
});
const connectionTest = z.strictObject({
  connected: z.literal(true),
  nodeId: z.string(),
  connections: z.number().int().describe('on the node that answered'),
  channels: z.number().int(),
  redis: z.boolean().describe('fan-out across nodes through Redis'),
  timestamp,
});
const channelAuth = {
  auth: z.string().describe('key:signature, what pusher-js sends when it subscribes'),
  channel_data: z.string().optional().describe("presence channels: the member's id and info as JSON"),
};
const refusedChannel = z.strictObject({ error: z.string(), status: z.literal(403) });
const heartbeat = z.strictObject({ user_id: playerId, is_online: z.literal(true), timestamp });
const statusSet = z.strictObject({ user_id: playerId, status: z.enum(['online', 'offline']), timestamp });

export function requestAddress(request: FastifyRequest): PublicSocketAddress {
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  return { scheme, host: request.hostname, port: request.port ?? (scheme === 'https' ? 443 : 80) };
}

interface Caller {
  id: number;
  session?: string;
}

type ChannelGrant = { auth: string; channel_data?: string } | { error: string; status: 403 };

/**
 * Who may subscribe where: `private-user.{id}` only its owner, presence channels any player (as
 * themselves), other private channels nobody; public channels need no signature but get one.
 */
export function grantChannel(
  realtime: Realtime,
  caller: Caller,
  channel: string,
  socket: string,
): ChannelGrant {
  const userId = caller.id;
  const kind = channelKind(channel);
  if (kind === 'presence') {
    const channelData = JSON.stringify({ user_id: String(userId), user_info: { id: userId } });
    return { auth: realtime.signChannel(socket, channel, channelData), channel_data: channelData };
  }
  if (kind === 'private' && channel !== userChannel(userId)) {
    return { error: '您没有权限访问该资源', status: 403 };
  }
  if (kind === 'private' && caller.session !== undefined)
    realtime.bindSession(socket, channel, caller.session);
  return { auth: realtime.signChannel(socket, channel) };
}

/** SPEC section 7 Websocket calls; mount under /api with the server's auth (see README). */
export const realtimeApiRoutes: FastifyPluginAsyncZod<RealtimeApiOptions> = async (app, options) => {
  const { realtime, getBalanceSnapshot } = options;
  const { ok, refusal, envelope } = options.answers;
  const addressOf = options.publicConfig ?? requestAddress;

  // Every call here needs login (SPEC 6), checked before the body is even parsed so anonymous
  // callers get 401, not 400.
  const callers = new WeakMap<FastifyRequest, Caller>();
  app.addHook('onRequest', async (request) => {
    const caller = await options.authenticate(request);
    if (!caller) throw refusal(401);
    callers.set(request, caller);
  });
  const callerOf = (request: FastifyRequest): Caller => {
    const caller = callers.get(request);
    if (caller === undefined) throw refusal(401);
    return caller;
  };
  const userOf = (request: FastifyRequest): number => callerOf(request).id;

  // pusher-js and laravel-echo post channel auth as a form unless told otherwise.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }

  app.get(
    '/v1/websocket/connection-info',
    { schema: { tags, security, response: { 200: envelope(connectionInfo) } } },
    async (request) => {
      const userId = userOf(request);
      return ok({
        server: addressOf(request),
        auth: { app_key: realtime.key },
        channels: { user: userChannel(userId), public: REALTIME_CHANNELS.announcements },
        path: `/app/${realtime.key}`,
      });
    },
  );

  app.get(
    '/v1/websocket/current-balance',
    { schema: { tags, security, response: { 200: envelope(balanceSnapshot) } } },
    async (request) => {
      const userId = userOf(request);
      return ok({ user_id: userId, ...(await getBalanceSnapshot(userId)), timestamp: Date.now() });
    },
  );

  app.get(
    '/v1/websocket/online-status',
    { schema: { tags, security, response: { 200: envelope(onlineStatus) } } },
    async (request) => {
      const userId = userOf(request);
      const [isOnline, lastSeen, users] = await Promise.all([
        realtime.online.isOnline(userId),
        realtime.online.lastSeen(userId),
        realtime.online.onlineUsers(),
      ]);
      return ok({ user_id: userId, is_online: isOnline, last_seen: lastSeen, online_count: users.length });
    },
  );

  app.post(
    '/v1/websocket/test-connection',
    { schema: { tags, security, response: { 200: envelope(connectionTest) } } },
    async () => {
      if (!(await realtime.healthy())) throw refusal(503, '连接测试失败');
      return ok({ connected: true, ...realtime.stats(), timestamp: Date.now() }, '连接测试成功');
    },
  );

  app.post(
    '/v1/websocket/heartbeat',
    {
      schema: {
        tags,
        security,
        body: z.object({ socket_id: socketId.optional() }),
        response: { 200: envelope(heartbeat) },
      },
    },
    async (request) => {
      const userId = userOf(request);
      await realtime.online.heartbeat(userId, request.body.socket_id);
      return ok({ user_id: userId, is_online: true, timestamp: Date.now() });
    },
  );

  app.post(
    '/v1/websocket/update-status',
    {
      schema: {
        tags,
        security,
        body: z.object({
          status: z.enum(['online', 'offline'], { message: '请求参数错误：status 须为 online 或 offline' }),
          socket_id: socketId.optional(),
        }),
        response: { 200: envelope(statusSet) },
      },
    },
    async (request) => {
      const userId = userOf(request);
      await realtime.online.setStatus(userId, request.body.status, request.body.socket_id);
      return ok({ user_id: userId, status: request.body.status, timestamp: Date.now() });
    },
  );

  // Answers in the envelope AND with top-level `auth` (and `channel_data`), the shape pusher-js reads.
  app.post(
    '/v1/broadcasting/auth',
    {
      schema: {
        tags,
        security,
        body: z.object({ channel_name: channelName, socket_id: socketId }),
        response: { 200: envelope(z.strictObject(channelAuth)).extend(channelAuth) },
      },
    },
    async (request) => {
      const grant = grantChannel(
        realtime,
        callerOf(request),
        request.body.channel_name,
        request.body.socket_id,
      );
      if ('error' in grant) throw refusal(403, grant.error);
      return { ...ok(grant), ...grant };
    },
  );

  app.post(
    '/v1/broadcasting/auth-batch',
    {
      schema: {
        tags,
        security,
        body: z.object({ channels: z.array(channelName).min(1).max(100), socket_id: socketId }),
        response: {
          200: envelope(
            z
              .record(z.string(), z.union([z.strictObject(channelAuth), refusedChannel]))
              .describe('each channel asked for: its signature, or why it was refused'),
          ),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const grants: Record<string, ChannelGrant> = {};
      for (const channel of new Set(request.body.channels)) {
        grants[channel] = grantChannel(realtime, caller, channel, request.body.socket_id);
      }
      return ok(grants);
    },
  );
};
