import { CHANNEL_JOINED_EVENT, publicChannels } from '@app/shared';
import type Pusher from 'pusher-js';

/**
 * Joins the public channels apps listen to (`publicChannels.subscribe`, e.g. live scores) on this socket and
 * hands their events back; channels of the connection info stay the manager's. pusher-js re-joins them after
 * a reconnect itself. Returns the detach (logout).
 */
export function bridgePublicChannels(client: Pusher): () => void {
  const joined = new Set<string>();
  const detach = publicChannels.attach({
    join(name) {
      if (joined.has(name)) return;
      joined.add(name);
      const channel = client.channel(name) ?? client.subscribe(name);
      channel.bind_global((event: string, data: unknown) => {
        if (!event.startsWith('pusher:') || event === CHANNEL_JOINED_EVENT) {
          publicChannels.dispatch(name, event, data);
        }
      });
    },
    leave(name) {
      if (!joined.delete(name)) return;
      client.channel(name)?.unbind_global();
      client.unsubscribe(name);
    },
  });
  return () => {
    detach();
    for (const name of joined) client.channel(name)?.unbind_global();
    joined.clear();
  };
}
