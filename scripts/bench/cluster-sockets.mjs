// Players' sockets through the balancer (the Pusher protocol, each on its private-user channel), as a
// client does it: when one drops it reconnects and subscribes again; every outage is timed.
import { serverRequire } from './server.mjs';

const RETRY_MS = 500;

async function authorise(url, token, socketId, channel) {
  const response = await fetch(`${url}/api/v1/broadcasting/auth`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || !body.auth) throw new Error(`broadcasting/auth ${response.status} ${body.message}`);
  return body.auth;
}

/** One player's socket; `outages` gets `{ closedAt, backAt }` for every drop (backAt null until back). */
function listen(url, appKey, player, outages, state) {
  const WebSocket = serverRequire('ws');
  const channel = `private-user.${player.id}`;
  let outage = null;
  const open = () => {
    if (state.stopped) return;
    const ws = new WebSocket(`${url.replace('http', 'ws')}/app/${appKey}?protocol=7&client=js&version=8.4.0`);
    state.sockets.add(ws);
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.event === 'pusher:connection_established') {
        const socketId = JSON.parse(frame.data).socket_id;
        authorise(url, player.token, socketId, channel).then(
          (auth) => ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } })),
          () => ws.terminate(),
        );
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        player.subscribed = true;
        if (outage) outage.backAt = Date.now();
        outage = null;
      }
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      state.sockets.delete(ws);
      if (state.stopped) return;
      if (player.subscribed || !outage) {
        outage = { closedAt: Date.now(), backAt: null };
        outages.push(outage);
      }
      player.subscribed = false;
      setTimeout(open, RETRY_MS);
    });
  };
  open();
}

/** Every player listening through `url`; `stop()` closes them and returns the outages. */
export function listenAll(url, appKey, players) {
  const outages = [];
  const state = { stopped: false, sockets: new Set() };
  for (const player of players) listen(url, appKey, player, outages, state);
  return {
    subscribed: () => players.filter((player) => player.subscribed).length,
    stop: () => {
      state.stopped = true;
      for (const ws of state.sockets) ws.terminate();
      return outages;
    },
  };
}
