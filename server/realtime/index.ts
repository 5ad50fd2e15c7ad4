import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { userChannel } from '@app/shared/realtime-contract';
import { Redis } from 'ioredis';
import { type Bus, createLocalBus, createRedisBus } from './bus';
import { type ChannelsView, createPusherHttpApi, type Publish } from './http-api';
import { Hub, type Logger } from './hub';
import { createLocalOnlineTracker, createRedisOnlineTracker, type OnlineTracker } from './online';
import { createLocalPresenceStore, createRedisPresenceStore, type PresenceStore } from './presence-store';
import { encodeData } from './protocol';
import { signChannel } from './signature';
import { SocketServer } from './socket-server';

export { type RealtimeAnswers, type RealtimeApiOptions, realtimeApiRoutes } from './api-routes';
export { realtimeOptionsFromEnv } from './env';
export type { ChannelsView } from './http-api';
export type { Logger } from './hub';
export type { OnlineStatus, OnlineTracker } from './online';

export interface RealtimeOptions {
  appId: string;
  key: string;
  secret: string;
  /** With it, publications, presence and online status are shared by every node on this Redis. */
  redisUrl?: string;
  /** Namespace of the Redis keys and pub/sub channel, so several deployments can share one Redis. */
  redisPrefix?: string;
  /** Seconds of silence before the server pings a client (advertised in connection_established). */
  activityTimeout?: number;
  /** How long a pinged client has to answer before it is closed with 4201. */
  pongTimeoutMs?: number;
  maxMessageBytes?: number;
  clientEventsPerSecond?: number;
  /** A user is online while their last heartbeat is younger than this. */
  onlineWindowMs?: number;
  logger?: Logger;
}

export type Realtime = Awaited<ReturnType<typeof createRealtime>>;

const consoleLogger: Logger = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

export async function createRealtime(options: RealtimeOptions) {
  const logger = options.logger ?? consoleLogger;
  const nodeId = randomUUID();
  const prefix = options.redisPrefix ?? 'rt:';
  const onError = (error: unknown) => logger.error({ err: error }, 'realtime: redis error');
  let redis: { commands: Redis; subscriber: Redis } | undefined;
  let bus: Bus;
  let presence: PresenceStore;
  let online: OnlineTracker;
  if (options.redisUrl) {
    const connect = async () => {
      const client = new Redis(options.redisUrl as string, { lazyConnect: true, maxRetriesPerRequest: 2 });
      client.on('error', onError);
      await client.connect();
      return client;
    };
    redis = { commands: await connect(), subscriber: await connect() };
    bus = await createRedisBus(prefix, nodeId, redis.commands, redis.subscriber, onError);
    presence = createRedisPresenceStore(redis.commands, prefix, nodeId, onError);
    online = createRedisOnlineTracker(redis.commands, prefix, options.onlineWindowMs);
  } else {
    bus = createLocalBus(nodeId);
    presence = createLocalPresenceStore();
    online = createLocalOnlineTracker(options.onlineWindowMs);
  }

  const credentials = { key: options.key, secret: options.secret };
  const hub = new Hub(bus, presence, logger);
  const sockets = new SocketServer(
    hub,
    {
      ...credentials,
      activityTimeout: options.activityTimeout ?? 120,
      pongTimeoutMs: options.pongTimeoutMs ?? 30_000,
      maxMessageBytes: options.maxMessageBytes ?? 10_240,
      clientEventsPerSecond: options.clientEventsPerSecond ?? 10,
    },
    logger,
  );

  const publish: Publish = (channels, event, data, excludeSocketId) => {
    const encoded = encodeData(data);
    hub.publish(channels.map((channel) => ({ channel, event, data: encoded, except: excludeSocketId })));
  };

  const channels: ChannelsView = {
    list: (channelPrefix = '') => hub.localChannels().filter((name) => name.startsWith(channelPrefix)),
    subscriptionCount: (channel) => hub.localSubscriptionCount(channel),
    members: (channel) => hub.members(channel),
  };

  let closing: Promise<void> | undefined;
  const httpApi = createPusherHttpApi({ ...credentials, appId: options.appId, publish, channels });

  return {
    appId: options.appId,
    key: options.key,
    nodeId,
    attach(server: Server): void {
      sockets.attach(server);
    },
    publish,
    online,
    channels,
    /** Records that login session `session` authorised `socketId` for `channel` (see endSessions). */
    bindSession: (socketId: string, channel: string, session: string) =>
      hub.bindSession(socketId, channel, session),
    /**
     * A player's login sessions ended (logout, password change, disabling, expiry): their sockets on
     * private-user.{id} that those sessions authorised (all of the player's without `sessions`) are closed
     * with 4009 on every node, at once here and over Redis elsewhere.
     */
    endSessions: (userId: number, sessions?: Array<string | number>) =>
      hub.endSessions(userChannel(userId), sessions ? sessions.map(String) : 'all'),
    /** The login sessions that authorised sockets on this node (each node closes its own when they expire). */
    localSessions: () => hub.localSessions(),
    /** `key:signature` for a subscription, as /v1/broadcasting/auth returns it. */
    signChannel: (socketId: string, channel: string, channelData?: string) =>
      signChannel(credentials, socketId, channel, channelData),
    stats: () => ({
      nodeId,
      connections: sockets.connectionCount(),
      channels: hub.localChannels().length,
      redis: redis !== undefined,
    }),
    healthy: () => bus.healthy(),
    /** Graceful shutdown: clients get 4200 (reconnect at once, to another node), then Redis is released. */
    close(): Promise<void> {
      closing ??= (async () => {
        await sockets.close();
        await presence.close();
        await bus.close();
        if (redis) await Promise.all([redis.commands.quit(), redis.subscriber.quit()]);
      })();
      return closing;
    },
    /** The Pusher HTTP API (`/apps/{appId}/...`); register it at the root of the Fastify app. */
    httpApi,
  };
}
