import { randomUUID } from 'node:crypto';
import { REALTIME_EVENTS, userChannel } from '@app/shared/realtime-contract';
import { Redis } from 'ioredis';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, RawClient, reachableRedis, startNode, type TestNode } from '../test/realtime';
import { signChannel } from './signature';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const available = await reachableRedis(redisUrl);
if (!available) {
  console.warn(
    `realtime cluster tests NOT RUN: Redis at ${redisUrl} is unreachable (REQUIRE_SERVICES=1 fails instead)`,
  );
}

describe.runIf(available)('two nodes over Redis', () => {
  const redisPrefix = `rt-test-${randomUUID()}:`;
  let nodeA: TestNode;
  let nodeB: TestNode;
  const clients: RawClient[] = [];

  beforeAll(async () => {
    [nodeA, nodeB] = await Promise.all([
      startNode({ redisUrl, redisPrefix }),
      startNode({ redisUrl, redisPrefix }),
    ]);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([nodeA.close(), nodeB.close()]);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  async function subscriber(node: TestNode, channel: string, userId?: number) {
    const { client, socketId } = await RawClient.connect(node.port);
    clients.push(client);
    const channelData = userId === undefined ? undefined : JSON.stringify({ user_id: userId });
    const auth = channel.startsWith('public') ? undefined : signChannel(APP, socketId, channel, channelData);
    client.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } });
    const succeeded = await client.next('pusher_internal:subscription_succeeded', channel);
    return { client, socketId, succeeded };
  }

  it('delivers an event published on node A to a socket on node B', async () => {
    const { client } = await subscriber(nodeB, 'private-user.70');
    nodeA.realtime.publish([userChannel(70)], REALTIME_EVENTS.userNotification, { title: '新消息' });
    expect((await client.next('user.notification', 'private-user.70')).payload).toMatchObject({
      title: '新消息',
    });
  });

  it('keeps socket_id exclusion across nodes for SDK triggers', async () => {
    const excluded = await subscriber(nodeB, 'public-cluster');
    const other = await subscriber(nodeB, 'public-cluster');
    const sdk = new Pusher({ ...APP, host: '127.0.0.1', port: String(nodeA.port), useTLS: false });
    await sdk.trigger('public-cluster', 'ping', { n: 1 }, { socket_id: excluded.socketId });
    await other.client.next('ping', 'public-cluster');
    await excluded.client.flush();
    // A round trip over B proves nothing is in flight: the fan-out to B came before the other's delivery.
    expect(excluded.client.received('ping')).toHaveLength(0);
  });

  it('relays client events and presence members between nodes', async () => {
    const alice = await subscriber(nodeA, 'presence-cluster', 1);
    const bob = await subscriber(nodeB, 'presence-cluster', 2);
    expect(bob.succeeded.payload).toMatchObject({
      presence: { count: 2, ids: expect.arrayContaining(['1', '2']) },
    });
    expect((await alice.client.next('pusher_internal:member_added')).payload).toEqual({ user_id: '2' });
    bob.client.send({ event: 'client-hello', channel: 'presence-cluster', data: { from: 'bob' } });
    expect((await alice.client.next('client-hello')).data).toEqual({ from: 'bob' });
    bob.client.close();
    expect((await alice.client.next('pusher_internal:member_removed')).payload).toEqual({ user_id: '2' });
  });

  it('shares online status between nodes', async () => {
    const headers = { authorization: 'Bearer user-71' };
    await nodeA.app.inject({ method: 'POST', url: '/api/v1/websocket/heartbeat', headers, payload: {} });
    const onB = await nodeB.app.inject({ method: 'GET', url: '/api/v1/websocket/online-status', headers });
    expect(onB.json().data).toMatchObject({ user_id: 71, is_online: true });
    expect(await nodeB.realtime.online.onlineUsers()).toContain(71);
    await nodeB.realtime.online.setStatus(71, 'offline');
    expect(await nodeA.realtime.online.isOnline(71)).toBe(false);
  });
});
