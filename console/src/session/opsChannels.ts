import type { OpsLive } from '@app/shared';
import { opsApi } from './opsApi';

/**
 * Receives `live`'s events on a private operator channel (the page's own host; the console is served by the
 * server that runs the socket), signed by GET /api/ops/realtime/auth. Resolves to the disconnect. Remote ops
 * pages reach it through @app/shared's useOpsChannel.
 */
export async function watchOpsChannel(
  live: OpsLive,
  onEvent: (event: string, data: unknown) => void,
  onLive: (connected: boolean) => void,
): Promise<() => void> {
  const { default: Pusher } = await import(/* webpackChunkName: "pusher" */ 'pusher-js');
  const tls = window.location.protocol === 'https:';
  const port = window.location.port ? Number(window.location.port) : tls ? 443 : 80;
  const client = new Pusher(live.app_key, {
    cluster: 'local',
    wsHost: window.location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '',
      transport: 'ajax',
      customHandler: ({ channelName, socketId }, callback) => {
        opsApi.channelAuth(channelName, socketId).then(
          (data) => callback(null, data),
          (error: unknown) => callback(error instanceof Error ? error : new Error('订阅失败'), null),
        );
      },
    },
  });
  const channel = client.subscribe(live.channel);
  channel.bind('pusher:subscription_succeeded', () => onLive(true));
  for (const event of live.events) channel.bind(event, (data: unknown) => onEvent(event, data));
  client.connection.bind('state_change', ({ current }: { current: string }) => {
    if (current !== 'connected') onLive(false);
  });
  return () => client.disconnect();
}
