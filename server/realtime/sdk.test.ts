import Pusher from 'pusher';
import type { PresenceChannel, default as PusherJs } from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP, connectPusherJs, nextEvent, startNode, subscribed, type TestNode } from '../test/realtime';

let node: TestNode;
const browsers: PusherJs[] = [];

beforeEach(async () => {
  node = await startNode();
});

afterEach(async () => {
  for (const client of browsers.splice(0)) client.disconnect();
  await node.close();
});

const server = (secret: string = APP.secret) =>
  new Pusher({
    appId: APP.appId,
    key: APP.key,
    secret,
    host: '127.0.0.1',
    port: String(node.port),
    useTLS: false,
  });

async function browser(userId: number): Promise<PusherJs> {
  const client = await connectPusherJs(node.port, userId);
  browsers.push(client);
  return client;
}

describe('pusher-js and the pusher server SDK', () => {
  it('connects pusher-js and delivers an SDK trigger on its private channel', async () => {
    const client = await browser(9);
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const channel = await subscribed(client.subscribe('private-user.9'));
    const received = nextEvent(channel, 'balance.changed');
    await server().trigger('private-user.9', 'balance.changed', { balance: '88.00' });
    expect(await received).toEqual({ balance: '88.00' });
  });

  it('excludes the socket_id given to trigger', async () => {
    const excluded = await browser(1);
    const other = await browser(2);
    const [a, b] = await Promise.all([
      subscribed(excluded.subscribe('news')),
      subscribed(other.subscribe('news')),
    ]);
    const seenByA: unknown[] = [];
    const seenByB: unknown[] = [];
    const aGotSecond = new Promise<void>((resolve) =>
      a.bind('flash', (data: { n: number }) => {
        seenByA.push(data);
        if (data.n === 2) resolve();
      }),
    );
    const bGotFirst = new Promise<void>((resolve) =>
      b.bind('flash', (data: unknown) => {
        seenByB.push(data);
        resolve();
      }),
    );
    await server().trigger('news', 'flash', { n: 1 }, { socket_id: excluded.connection.socket_id });
    await bGotFirst;
    await server().trigger('news', 'flash', { n: 2 }, { socket_id: other.connection.socket_id });
    // Frames arrive in order on one socket: had A received n=1 it would be listed before n=2.
    await aGotSecond;
    expect(seenByA).toEqual([{ n: 2 }]);
    expect(seenByB).toEqual([{ n: 1 }]);
  });

  it('refuses another user private channel with a subscription_error', async () => {
    const client = await browser(9);
    await expect(subscribed(client.subscribe('private-user.10'))).rejects.toMatchObject({
      type: 'AuthError',
      error: '您没有权限访问该资源',
    });
  });

  it('lists presence members to pusher-js and to the SDK', async () => {
    const alice = await browser(21);
    const bob = await browser(22);
    const channel = await subscribed(alice.subscribe('presence-hall'));
    const joined = nextEvent(channel, 'pusher:member_added');
    await subscribed(bob.subscribe('presence-hall'));
    expect(await joined).toMatchObject({ id: '22' });
    expect((channel as PresenceChannel).members.count).toBe(2);

    const users = await server().get({ path: '/channels/presence-hall/users' });
    expect(await users.json()).toEqual({ users: [{ id: '21' }, { id: '22' }] });
    const list = await server().get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    });
    expect(await list.json()).toEqual({ channels: { 'presence-hall': { user_count: 2 } } });
    const info = await server().get({ path: '/channels/presence-hall' });
    expect(await info.json()).toEqual({ occupied: true, subscription_count: 2, user_count: 2 });
  });

  it('delivers a batch trigger', async () => {
    const client = await browser(3);
    const channel = await subscribed(client.subscribe('private-user.3'));
    const first = nextEvent(channel, 'user.notification');
    const second = nextEvent(channel, 'user.info.changed');
    await server().triggerBatch([
      { channel: 'private-user.3', name: 'user.notification', data: { title: '公告' } },
      { channel: 'private-user.3', name: 'user.info.changed', data: { changed_fields: ['vip_level'] } },
    ]);
    expect(await first).toEqual({ title: '公告' });
    expect(await second).toEqual({ changed_fields: ['vip_level'] });
  });

  it('rejects a trigger signed with the wrong secret', async () => {
    await expect(server('wrong-secret').trigger('news', 'x', {})).rejects.toMatchObject({ status: 401 });
  });
});
