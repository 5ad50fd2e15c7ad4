import {
  type ChannelAuthData,
  type ConnectionInfo,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  realtimeAddress,
  realtimeWriter,
} from '@app/shared';
import type Pusher from 'pusher-js';
import { EVENT_HANDLERS } from './eventHandlers';

export type AuthorizeChannel = (channel: string, socketId: string) => Promise<ChannelAuthData>;

/**
 * Where the browser reaches the socket: the remote address config's reverbUrl when one is set (SPEC 3), else
 * the page's own host and port when the server names the page's host, else the server's answer.
 */
export function socketAddress(
  info: ConnectionInfo,
  page: Location = window.location,
  moved: ReturnType<typeof realtimeAddress> = realtimeAddress(),
) {
  if (moved) return moved;
  const { scheme, host, port } = info.server;
  if (host === page.hostname) {
    const tls = page.protocol === 'https:';
    const pagePort = page.port ? Number(page.port) : tls ? 443 : 80;
    return { host: page.hostname, port: pagePort, tls };
  }
  return { host, port, tls: scheme === 'https' };
}

/**
 * A pusher-js client on the product's own server (it connects at once, as pusher-js always does). pusher-js
 * is fetched with the first connection, which only a logged-in player opens, so visitors never load it.
 */
export async function createSocket(info: ConnectionInfo, authorize: AuthorizeChannel): Promise<Pusher> {
  const { default: PusherClient } = await import(/* webpackChunkName: "pusher" */ 'pusher-js');
  const address = socketAddress(info);
  return new PusherClient(info.auth.app_key, {
    cluster: 'local',
    wsHost: address.host,
    wsPort: address.port,
    wssPort: address.port,
    forceTLS: address.tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    // The manager pings every 25 s itself; pusher-js's own idle check uses the same SPEC figures.
    activityTimeout: PING_INTERVAL_MS,
    pongTimeout: PONG_TIMEOUT_MS,
    channelAuthorization: {
      endpoint: '',
      transport: 'ajax',
      customHandler: ({ channelName, socketId }, callback) => {
        authorize(channelName, socketId).then(
          (data) => callback(null, data),
          (error: unknown) => callback(error instanceof Error ? error : new Error('认证失败'), null),
        );
      },
    },
  });
}

/**
 * Joins every channel of the connection info. Private ones reach the batch authoriser through the
 * customHandler above; public ones need none. pusher-js re-joins them itself after each reconnect.
 */
export function joinChannels(client: Pusher, info: ConnectionInfo): void {
  const log = realtimeWriter.log;
  for (const name of new Set(Object.values(info.channels))) {
    const channel = client.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => log('success', `订阅成功 ${name}`));
    channel.bind('pusher:subscription_error', (error: unknown) =>
      log('error', `订阅失败 ${name}`, { error }),
    );
    for (const [event, handle] of Object.entries(EVENT_HANDLERS)) {
      channel.bind(event, (data: unknown) => {
        if (!handle(data)) log('error', `忽略无法解析的消息 ${event}`);
      });
    }
  }
}
