import type { AddressInfo } from 'node:net';
import { REALTIME_EVENTS } from '@app/shared/realtime-contract';
import type PusherJs from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { changeBalance, moneyTransaction } from '../domain/ledger';
import { createRealtime, type Realtime } from '../realtime';
import { connectToProduct, nextEvent, subscribed } from '../test/realtime';
import { describeOnEachDatabase, TestServer } from '../test/server';
import { UNTIL_SETTLED } from '../test/timing';

// The product's own wiring: login token -> /api/v1/broadcasting/auth -> private channel -> ledger events.
describeOnEachDatabase('realtime on the product port', (server) => {
  let port = 0;
  const clients: PusherJs[] = [];

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  async function connect(token: string): Promise<PusherJs> {
    const info = await server.get<{ auth: { app_key: string } }>('/api/v1/websocket/connection-info', token);
    const client = await connectToProduct(port, info.body.data.auth.app_key, token);
    clients.push(client);
    return client;
  }

  const subscribe = (client: PusherJs, name: string) => subscribed(client.subscribe(name));

  it('pushes balance.changed to the owner after an operator credit commits', async () => {
    const player = await server.registerPlayer('rt');
    const channel = await subscribe(await connect(player.token), `private-user.${player.userinfo.id}`);
    const received = nextEvent(channel, 'balance.changed');

    const credit = await server.credit(player.username, '12.34');
    expect(credit.status).toBe(200);

    expect(await received).toMatchObject({
      balance: '12.34',
      change_amount: '12.34',
      change_type_text: '系统加款',
      codingvolume: '0.00',
      paysum: '0.00',
      totalgame: '0.00',
    });
  });

  it('announces every row of one commit to its owner, each with the balance after the commit', async () => {
    const alice = await server.registerPlayer('ra');
    const bob = await server.registerPlayer('rb');
    /** Subscribes; `first` then holds the player's first `count` balance.changed as [change_amount, balance]. */
    const listen = async (player: typeof alice, count: number) => {
      const channel = await subscribe(await connect(player.token), `private-user.${player.userinfo.id}`);
      const seen: unknown[][] = [];
      const first = new Promise<unknown[][]>((resolve) =>
        channel.bind('balance.changed', (data: Record<string, unknown>) => {
          if (seen.push([data.change_amount, data.balance]) === count) resolve(seen);
        }),
      );
      return { first };
    };
    const [toAlice, toBob] = await Promise.all([listen(alice, 2), listen(bob, 1)]);

    await moneyTransaction(server.db, async (tx) => {
      await changeBalance(tx, { userId: alice.userinfo.id, amountFen: 500n, type: 'ops_credit' });
      await changeBalance(tx, { userId: bob.userinfo.id, amountFen: 700n, type: 'ops_credit' });
      await changeBalance(tx, { userId: alice.userinfo.id, amountFen: -200n, type: 'ops_debit' });
    });

    expect(await toAlice?.first).toEqual([
      ['5.00', '3.00'],
      ['-2.00', '3.00'],
    ]);
    expect(await toBob?.first).toEqual([['7.00', '7.00']]);
  });

  it("refuses another player's private channel", async () => {
    const owner = await server.registerPlayer('own');
    const intruder = await server.registerPlayer('int');
    const client = await connect(intruder.token);
    await expect(subscribe(client, `private-user.${owner.userinfo.id}`)).rejects.toMatchObject({
      status: 403,
    });
  });

  it('announces nothing for a debit that fails and writes nothing', async () => {
    const player = await server.registerPlayer('neg');
    const channel = await subscribe(await connect(player.token), `private-user.${player.userinfo.id}`);
    const seen: unknown[] = [];
    channel.bind('balance.changed', (data: unknown) => seen.push(data));
    const debit = await server.credit(player.username, '-1.00');
    expect(debit.body.message).toBe('余额不足');
    const probe = await server.registerPlayer('probe');
    const probeChannel = await subscribe(await connect(probe.token), `private-user.${probe.userinfo.id}`);
    const probeEvent = nextEvent(probeChannel, 'balance.changed');
    await server.credit(probe.username, '1.00');
    await probeEvent;
    expect(seen).toEqual([]);
  });
});

describe('one commit paying more players than one snapshot read covers', () => {
  let realtime: Realtime;
  let server: TestServer;
  beforeAll(async () => {
    realtime = await createRealtime({ appId: 'wiring', key: 'wiring-key', secret: 'wiring-secret' });
    server = new TestServer('pglite', { realtime });
    await server.start();
  });
  afterAll(() => server.stop());

  it('announces balance.changed to every one of them', async () => {
    const players = await server.db
      .insert(users)
      .values(
        Array.from({ length: 1205 }, (_, index) => ({
          username: `wide_${index}`,
          passwordHash: 'never-logs-in',
          inviteCode: `WIDE${index}`,
        })),
      )
      .returning({ id: users.id });
    const publish = vi.spyOn(realtime, 'publish');
    const balanceChanges = () =>
      publish.mock.calls.filter(([, event]) => event === REALTIME_EVENTS.balanceChanged);
    await moneyTransaction(server.db, async (tx) => {
      for (const { id } of players)
        await changeBalance(tx, { userId: id, amountFen: 1n, type: 'ops_credit' });
    });
    await vi.waitFor(() => expect(balanceChanges()).toHaveLength(players.length), UNTIL_SETTLED);
    expect(new Set(balanceChanges().map(([channels]) => channels.join())).size).toBe(players.length);
    expect(balanceChanges()[0]?.[2]).toMatchObject({ balance: '0.01', change_amount: '0.01' });
  });
});
