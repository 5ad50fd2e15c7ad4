import { REALTIME_EVENTS, userChannel } from '@app/shared/realtime-contract';
import Echo from 'laravel-echo';
import type PusherJs from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectPusherJs, startNode, type TestNode } from '../test/realtime';

let node: TestNode;
const clients: PusherJs[] = [];

beforeEach(async () => {
  node = await startNode();
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await node.close();
});

async function echoFor(userId: number, forgeAuth = false) {
  const client = await connectPusherJs(node.port, userId, forgeAuth);
  clients.push(client);
  return new Echo({ broadcaster: 'pusher', key: 'unused', client });
}

describe('laravel-echo over pusher-js', () => {
  it('listens to balance.changed on the private user channel', async () => {
    const echo = await echoFor(9);
    const subscribed = new Promise<void>((resolve) => echo.private('user.9').subscribed(() => resolve()));
    const received = new Promise<unknown>((resolve) =>
      echo.private('user.9').listen('.balance.changed', resolve),
    );
    await subscribed;
    node.realtime.publish([userChannel(9)], REALTIME_EVENTS.balanceChanged, {
      balance: '5.00',
      codingvolume: '0.00',
      paysum: '0.00',
      totalgame: '0.00',
      change_amount: '-5.00',
      change_type_text: '投注',
      timestamp: 1,
    });
    expect(await received).toEqual({
      balance: '5.00',
      codingvolume: '0.00',
      paysum: '0.00',
      totalgame: '0.00',
      change_amount: '-5.00',
      change_type_text: '投注',
      timestamp: 1,
    });
  });

  it('reports a forged signature to .error() as AuthError 401', async () => {
    const echo = await echoFor(9, true);
    const error = await new Promise<unknown>((resolve) => echo.private('user.9').error(resolve));
    expect(error).toMatchObject({
      type: 'AuthError',
      status: 401,
      error: expect.stringContaining('Invalid signature'),
    });
  });

  it("reports someone else's channel to .error() as an AuthError", async () => {
    const echo = await echoFor(9);
    const error = await new Promise<unknown>((resolve) => echo.private('user.10').error(resolve));
    expect(error).toMatchObject({ type: 'AuthError', error: '您没有权限访问该资源' });
  });

  it('joins a presence channel and sees who is here', async () => {
    const alice = await echoFor(31);
    const bob = await echoFor(32);
    await new Promise((resolve) => alice.join('hall').here(resolve));
    const joining = new Promise((resolve) => alice.join('hall').joining(resolve));
    const here = await new Promise<unknown[]>((resolve) => bob.join('hall').here(resolve));
    expect(here).toEqual([{ id: 31 }, { id: 32 }]);
    expect(await joining).toEqual({ id: 32 });
  });
});
