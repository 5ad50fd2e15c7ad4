import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PresenceMember } from './presence-store';
import { channelKind, isValidChannelName, isValidSocketId } from './protocol';
import { hmacSha256Hex, md5Hex, safeEqual } from './signature';

/** Sends `event` with `data` to every subscriber of `channels` on every node (but `excludeSocketId`). */
export type Publish = (channels: string[], event: string, data: unknown, excludeSocketId?: string) => void;

export interface ChannelsView {
  /** Occupied channels subscribed on this node. */
  list(prefix?: string): string[];
  subscriptionCount(channel: string): number;
  members(channel: string): Promise<PresenceMember[]>;
}

export interface PusherHttpApiOptions {
  appId: string;
  key: string;
  secret: string;
  publish: Publish;
  channels: ChannelsView;
  maxDataBytes?: number;
  maxBatch?: number;
  maxChannelsPerEvent?: number;
  timestampWindowSeconds?: number;
}

// What Pusher's HTTP API answers (https://pusher.com/docs/channels/library_auth_reference/rest-api), so
// the OpenAPI document tells a server SDK's author the same; errors answer `{ error }` with their status.
const tags = ['pusher-http-api'];
const published = { tags, response: { 200: z.strictObject({}).describe('accepted') } };
const channelState = z.strictObject({
  occupied: z.boolean(),
  subscription_count: z.number().int().describe('subscriptions on the node that answered'),
  user_count: z.number().int().optional().describe('presence channels only'),
});
const channelList = z.strictObject({
  channels: z.record(z.string(), z.strictObject({ user_count: z.number().int().optional() })),
});
const presenceUsers = z.strictObject({ users: z.array(z.strictObject({ id: z.string() })) });

class HttpApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

interface TriggerBody {
  name?: unknown;
  data?: unknown;
  channels?: unknown;
  channel?: unknown;
  socket_id?: unknown;
}

/** The sorted `key=value&...` string the Pusher signature covers (auth_signature itself excluded). */
export function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/**
 * The Pusher Channels HTTP API, enough for the `pusher` server SDK: trigger, batch trigger and
 * channel queries, each request signed with the app secret (auth_signature, auth_timestamp, body_md5).
 */
export function createPusherHttpApi(options: PusherHttpApiOptions): FastifyPluginAsync {
  const maxDataBytes = options.maxDataBytes ?? 10_240;
  const maxBatch = options.maxBatch ?? 10;
  const maxChannels = options.maxChannelsPerEvent ?? 100;
  const windowSeconds = options.timestampWindowSeconds ?? 600;
  const rawBodies = new WeakMap<object, string>();

  function verify(request: FastifyRequest): void {
    const [path = '', search = ''] = request.url.split('?');
    const params = new URLSearchParams(search);
    const { appId } = request.params as { appId: string };
    if (appId !== options.appId) throw new HttpApiError(404, `Unknown app ${appId}`);
    if (params.get('auth_key') !== options.key) throw new HttpApiError(401, 'Unknown auth_key');
    if (params.get('auth_version') !== '1.0') throw new HttpApiError(401, 'auth_version must be 1.0');
    const timestamp = Number(params.get('auth_timestamp'));
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > windowSeconds) {
      throw new HttpApiError(401, `Timestamp expired: outside the ${windowSeconds} s window`);
    }
    const raw = rawBodies.get(request.raw);
    if (raw !== undefined && raw !== '' && !safeEqual(md5Hex(raw), params.get('body_md5') ?? '')) {
      throw new HttpApiError(401, 'Invalid body_md5');
    }
    const expected = hmacSha256Hex(options.secret, `${request.method}\n${path}\n${canonicalQuery(params)}`);
    if (!safeEqual(expected, params.get('auth_signature') ?? '')) {
      throw new HttpApiError(401, 'Invalid signature');
    }
  }

  function checkEvent(name: unknown, data: unknown, socketId: unknown): asserts data is string {
    if (typeof name !== 'string' || name === '' || name.length > 200) {
      throw new HttpApiError(400, 'Event name must be a string of at most 200 characters');
    }
    if (typeof data !== 'string') throw new HttpApiError(400, 'Event data must be a string');
    if (Buffer.byteLength(data) > maxDataBytes) {
      throw new HttpApiError(413, `Event data exceeds ${maxDataBytes} bytes`);
    }
    if (socketId !== undefined && !isValidSocketId(socketId))
      throw new HttpApiError(400, 'Invalid socket_id');
  }

  async function userCount(channel: string): Promise<number> {
    return (await options.channels.members(channel)).length;
  }

  return async (app) => {
    // The signature covers the exact body bytes, so this scope keeps them next to the parsed JSON.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request.raw, body as string);
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(new HttpApiError(400, 'Body is not valid JSON'), undefined);
      }
    });
    app.addHook('preHandler', async (request) => verify(request));
    app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      return reply.code(status).send({ error: status === 500 ? 'Internal error' : error.message });
    });

    app.post('/apps/:appId/events', { schema: published }, async (request) => {
      const body = (request.body ?? {}) as TriggerBody;
      const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel]);
      if (!Array.isArray(channels) || channels.length === 0 || channels.length > maxChannels) {
        throw new HttpApiError(400, `channels must list 1 to ${maxChannels} channels`);
      }
      if (!channels.every(isValidChannelName)) throw new HttpApiError(400, 'Invalid channel name');
      checkEvent(body.name, body.data, body.socket_id);
      options.publish(channels, body.name as string, body.data, body.socket_id as string | undefined);
      return {};
    });

    app.post('/apps/:appId/batch_events', { schema: published }, async (request) => {
      const batch = ((request.body ?? {}) as { batch?: unknown }).batch;
      if (!Array.isArray(batch) || batch.length === 0 || batch.length > maxBatch) {
        throw new HttpApiError(400, `batch must hold 1 to ${maxBatch} events`);
      }
      for (const event of batch as TriggerBody[]) {
        if (!isValidChannelName(event.channel)) throw new HttpApiError(400, 'Invalid channel name');
        checkEvent(event.name, event.data, event.socket_id);
      }
      for (const event of batch as TriggerBody[]) {
        const socketId = event.socket_id as string | undefined;
        options.publish([event.channel as string], event.name as string, event.data, socketId);
      }
      return {};
    });

    app.get(
      '/apps/:appId/channels',
      { schema: { tags, response: { 200: channelList } } },
      async (request) => {
        const query = request.query as { filter_by_prefix?: string; info?: string };
        const prefix = query.filter_by_prefix ?? '';
        const wantsUserCount = (query.info ?? '').split(',').includes('user_count');
        if (wantsUserCount && !prefix.startsWith('presence-')) {
          throw new HttpApiError(400, 'info=user_count needs filter_by_prefix=presence-');
        }
        const result: Record<string, { user_count?: number }> = {};
        for (const channel of options.channels.list(prefix)) {
          result[channel] = wantsUserCount ? { user_count: await userCount(channel) } : {};
        }
        return { channels: result };
      },
    );

    app.get(
      '/apps/:appId/channels/:channelName',
      { schema: { tags, response: { 200: channelState } } },
      async (request) => {
        const { channelName } = request.params as { channelName: string };
        if (!isValidChannelName(channelName)) throw new HttpApiError(400, 'Invalid channel name');
        const subscriptionCount = options.channels.subscriptionCount(channelName);
        if (channelKind(channelName) !== 'presence') {
          return { occupied: subscriptionCount > 0, subscription_count: subscriptionCount };
        }
        const users = await userCount(channelName);
        return { occupied: users > 0, subscription_count: subscriptionCount, user_count: users };
      },
    );

    app.get(
      '/apps/:appId/channels/:channelName/users',
      { schema: { tags, response: { 200: presenceUsers } } },
      async (request) => {
        const { channelName } = request.params as { channelName: string };
        if (channelKind(channelName) !== 'presence') {
          throw new HttpApiError(400, 'Users can only be listed for presence channels');
        }
        const members = await options.channels.members(channelName);
        return { users: members.map((member) => ({ id: member.user_id })) };
      },
    );
  };
}
