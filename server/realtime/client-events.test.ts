import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP, RawClient, startNode, type TestNode } from '../test/realtime';
import { signChannel } from './signature';

let node: TestNode;
const clients: RawClient[] = [];

beforeEach(async () => {
  node = await startNode();
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await node.close();
});

async function member(channel: string, userId?: number) {
  const { client, socketId } = await RawClient.connect(node.port);
  clients.push(client);
  const channelData = userId === undefined ? undefined : JSON.stringify({ user_id: userId });
  const auth =
    channel.startsWith('private-') || channel.startsWith('presence-')
      ? signChannel(APP, socketId, channel, channelData)
      : undefined;
  client.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } });
  await client.next('pusher_internal:subscription_succeeded', channel);
  return client;
}

describe('client events', () => {
  it('reaches the other members of a private channel but never the sender', async () => {
    const sender = await member('private-room');
    const receiver = await member('private-room');
    sender.send({ event: 'client-typing', channel: 'private-room', data: { typing: true } });
    const event = await receiver.next('client-typing', 'private-room');
    expect(event.data).toEqual({ typing: true });
    await sender.flush();
    expect(sender.received('client-typing')).toHaveLength(0);
  });

  it('carries the sender user_id on presence channels', async () => {
    const sender = await member('presence-room', 5);
    const receiver = await member('presence-room', 6);
    sender.send({ event: 'client-wave', channel: 'presence-room', data: {} });
    expect((await receiver.next('client-wave')).user_id).toBe('5');
  });

  it('is refused on public channels', async () => {
    const sender = await member('lobby');
    const receiver = await member('lobby');
    sender.send({ event: 'client-hi', channel: 'lobby', data: {} });
    expect((await sender.next('pusher:error')).data).toMatchObject({
      message: 'Client events are only allowed on private and presence channels',
    });
    await receiver.flush();
    expect(receiver.received('client-hi')).toHaveLength(0);
  });

  it('is refused from a socket not subscribed to the channel', async () => {
    const receiver = await member('private-room');
    const { client: outsider } = await RawClient.connect(node.port);
    clients.push(outsider);
    outsider.send({ event: 'client-hi', channel: 'private-room', data: {} });
    expect((await outsider.next('pusher:error')).data).toMatchObject({
      message: 'Not subscribed to private-room',
    });
    await receiver.flush();
    expect(receiver.received('client-hi')).toHaveLength(0);
  });

  it('is rate limited to 10 per second per connection with pusher:error 4301', async () => {
    const sender = await member('private-room');
    const receiver = await member('private-room');
    for (let i = 0; i < 12; i++) sender.send({ event: 'client-burst', channel: 'private-room', data: { i } });
    const errors = [await sender.next('pusher:error'), await sender.next('pusher:error')];
    expect(errors.map((error) => error.data)).toEqual([
      { code: 4301, message: 'Client event rejected due to rate limit' },
      { code: 4301, message: 'Client event rejected due to rate limit' },
    ]);
    await sender.flush();
    await receiver.flush();
    expect(receiver.received('client-burst')).toHaveLength(10);
    expect(sender.ws.readyState).toBe(sender.ws.OPEN);
  });
});
