import { REALTIME_EVENTS, userChannel } from '@app/shared/realtime-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { APP, RawClient, startNode, type TestNode } from '../test/realtime';
import { signChannel } from './signature';

let node: TestNode;
const clients: RawClient[] = [];

async function open(options: Parameters<typeof startNode>[0] = {}) {
  node ??= await startNode(options);
  const connected = await RawClient.connect(node.port);
  clients.push(connected.client);
  return connected;
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await node?.close();
  node = undefined as unknown as TestNode;
});

describe('handshake and heartbeats', () => {
  it('sends connection_established with a JSON string holding socket_id and activity_timeout', async () => {
    node = await startNode();
    const client = new RawClient(node.port);
    clients.push(client);
    const established = await client.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(established.payload).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { client } = await open();
    client.send({ event: 'pusher:ping', data: {} });
    expect((await client.next('pusher:pong')).event).toBe('pusher:pong');
  });

  it('pings an idle client and closes with 4201 when no pong comes', async () => {
    const { client } = await open({ activityTimeout: 0.1, pongTimeoutMs: 100 });
    await client.next('pusher:ping');
    expect((await client.closed).code).toBe(4201);
  });

  it('keeps an idle client that answers the ping', async () => {
    const { client } = await open({ activityTimeout: 0.1, pongTimeoutMs: 150 });
    await client.next('pusher:ping');
    client.send({ event: 'pusher:pong', data: {} });
    await client.next('pusher:ping');
    expect(client.ws.readyState).toBe(client.ws.OPEN);
  });

  it('refuses an unknown app key with 4001 and a missing protocol with 4008', async () => {
    node = await startNode();
    const wrongKey = new RawClient(node.port, '/app/nope?protocol=7');
    const noProtocol = new RawClient(node.port, `/app/${APP.key}`);
    expect((await wrongKey.next('pusher:error')).data).toMatchObject({ code: 4001 });
    expect((await wrongKey.closed).code).toBe(4001);
    expect((await noProtocol.closed).code).toBe(4008);
  });

  it('closes every client with 4200 on graceful shutdown', async () => {
    const { client } = await open();
    const { client: other } = await open();
    await node.close();
    expect((await client.closed).code).toBe(4200);
    expect((await other.closed).code).toBe(4200);
  });
});

describe('frames', () => {
  it('answers malformed frames with pusher:error and keeps the connection', async () => {
    const { client } = await open();
    client.send('not json');
    expect((await client.next('pusher:error')).data).toMatchObject({ code: null, message: 'Invalid JSON' });
    client.send({ channel: 'x' });
    expect((await client.next('pusher:error')).data).toMatchObject({ message: 'Missing event name' });
    client.send('[1,2]');
    await client.next('pusher:error');
    await client.flush();
  });

  it('rejects a message over the size limit with pusher:error 4300 and keeps the connection', async () => {
    const { client } = await open({ maxMessageBytes: 1024 });
    client.send({ event: 'pusher:ping', data: 'x'.repeat(2000) });
    const error = await client.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4300 });
    expect(client.received('pusher:pong')).toHaveLength(0);
    await client.flush();
  });
});

describe('subscriptions', () => {
  it('subscribes to a public channel and receives published events', async () => {
    const { client } = await open();
    client.send({ event: 'pusher:subscribe', data: { channel: 'public-announcements' } });
    await client.next('pusher_internal:subscription_succeeded', 'public-announcements');
    node.realtime.publish(['public-announcements'], 'notice', { text: '维护通知' });
    expect((await client.next('notice')).payload).toEqual({ text: '维护通知' });
  });

  it('subscribes to a private channel with a valid signature', async () => {
    const { client, socketId } = await open();
    const auth = signChannel(APP, socketId, 'private-user.7');
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-user.7', auth } });
    await client.next('pusher_internal:subscription_succeeded', 'private-user.7');
    node.realtime.publish([userChannel(7)], REALTIME_EVENTS.balanceChanged, {
      balance: '10.00',
      codingvolume: '0.00',
      paysum: '0.00',
      totalgame: '0.00',
      change_amount: '10.00',
      change_type_text: '充值',
      timestamp: 1_700_000_000,
    });
    const event = await client.next('balance.changed', 'private-user.7');
    expect(event.payload).toMatchObject({
      balance: '10.00',
      change_type_text: '充值',
      timestamp: expect.any(Number),
    });
  });

  it.each([
    ['missing', undefined],
    ['forged', `${APP.key}:${'0'.repeat(64)}`],
    ['signed for another socket', signChannel(APP, '1.1', 'private-user.7')],
    [
      'signed with another secret',
      signChannel({ key: APP.key, secret: 'other' }, 'SOCKET', 'private-user.7'),
    ],
  ])('answers a %s signature with pusher:subscription_error AuthError 401', async (_case, auth) => {
    const { client, socketId } = await open();
    const signature = auth?.replace('SOCKET', socketId);
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-user.7', auth: signature } });
    const error = await client.next('pusher:subscription_error', 'private-user.7');
    expect(error.payload).toMatchObject({ type: 'AuthError', status: 401, error: expect.any(String) });
    node.realtime.publish(['private-user.7'], 'secret', {});
    await client.flush();
    expect(client.received('secret')).toHaveLength(0);
  });

  it('tracks presence members with member_added and member_removed', async () => {
    const channel = 'presence-lobby';
    const join = async (userId: number) => {
      const { client, socketId } = await open();
      const channelData = JSON.stringify({ user_id: userId, user_info: { name: `u${userId}` } });
      const auth = signChannel(APP, socketId, channel, channelData);
      client.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } });
      return { client, succeeded: await client.next('pusher_internal:subscription_succeeded', channel) };
    };
    const first = await join(1);
    expect(first.succeeded.payload).toEqual({
      presence: { ids: ['1'], hash: { 1: { name: 'u1' } }, count: 1 },
    });
    const second = await join(2);
    expect(second.succeeded.payload).toMatchObject({ presence: { count: 2 } });
    expect((await first.client.next('pusher_internal:member_added', channel)).payload).toEqual({
      user_id: '2',
      user_info: { name: 'u2' },
    });
    second.client.close();
    expect((await first.client.next('pusher_internal:member_removed', channel)).payload).toEqual({
      user_id: '2',
    });
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const { client } = await open();
    client.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
    await client.next('pusher_internal:subscription_succeeded');
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    await client.flush();
    node.realtime.publish(['news'], 'item', {});
    await client.flush();
    expect(client.received('item')).toHaveLength(0);
  });
});
