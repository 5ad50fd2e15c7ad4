import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameWallets, ledger, users } from '../../db/schema';
import { describeOnEachDatabase, type TestServer } from '../../test/server';
import { balanceOf, fundedPlayer } from '../../test/sports';

interface TransferData {
  amount: string;
  balance: string;
  wallets: Array<{ platform_code: string; balance: string }>;
  repeated: boolean;
}

const transferTools = (server: TestServer) => ({
  transfer: (token: string, body: Record<string, unknown>, key?: string) =>
    server.post<TransferData>('/api/v1/game/ng/transfer', body, token, key ? { 'idempotency-key': key } : {}),
  platformBalance: async (token: string, code = 'xcdz') => {
    const reply = await server.get<{ wallets: Array<{ platform_code: string; balance: string }> }>(
      '/api/v1/game/ng/balance',
      token,
    );
    return reply.body.data.wallets.find((wallet) => wallet.platform_code === code)?.balance;
  },
});

describeOnEachDatabase('games: main wallet <-> platform wallet transfers', (server) => {
  const { transfer, platformBalance } = transferTools(server);

  it('moves money in and out through the ledger; out with amount 0 brings everything back', async () => {
    const player = await fundedPlayer(server, '100');
    const moved = await transfer(player.token, { type: 'in', amount: '30.50', platform_code: 'xcdz' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ amount: '30.50', balance: '69.50', repeated: false });
    expect(moved.body.data.wallets).toEqual([
      expect.objectContaining({ platform_code: 'xcdz', balance: '30.50' }),
    ]);
    expect(await platformBalance(player.token)).toBe('30.50');

    const partly = await transfer(player.token, { type: 'out', amount: '0.50', platform_code: 'xcdz' });
    expect(partly.body.data).toMatchObject({ amount: '0.50', balance: '70.00' });
    const all = await transfer(player.token, { type: 'out', amount: 0 });
    expect(all.body.data).toMatchObject({ amount: '30.00', balance: '100.00' });
    expect(await platformBalance(player.token)).toBe('0.00');
    const nothing = await transfer(player.token, { type: 'out', amount: 0, platform_code: 'xcdz' });
    expect(nothing.body.data.amount).toBe('0.00');

    const rows = await server.db.select().from(ledger).where(eq(ledger.userId, player.userinfo.id));
    expect(rows.map((row) => [row.type, row.amount])).toEqual([
      ['ops_credit', 10000n],
      ['game_transfer_in', -3050n],
      ['game_transfer_out', 50n],
      ['game_transfer_out', 3000n],
    ]);
  });

  it('refuses to overdraw either wallet and then changes nothing', async () => {
    const player = await fundedPlayer(server, '10');
    const tooMuch = await transfer(player.token, { type: 'in', amount: '10.01', platform_code: 'xcdz' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe('余额不足');
    await transfer(player.token, { type: 'in', amount: '4', platform_code: 'xcdz' });
    const overOut = await transfer(player.token, { type: 'out', amount: '4.01', platform_code: 'xcdz' });
    expect(overOut.status).toBe(422);
    expect(overOut.body.message).toBe('游戏余额不足');
    expect(await balanceOf(server, player.token)).toBe('6.00');
    expect(await platformBalance(player.token)).toBe('4.00');
    const noPlatform = await transfer(player.token, { type: 'in', amount: '1' });
    expect(noPlatform.body.message).toBe('请选择游戏平台');
    const lotteryViaNg = await transfer(player.token, { type: 'in', amount: '1', platform_code: 'xccp' });
    expect(lotteryViaNg.body.message).toBe('游戏平台不存在');
  });

  it('a repeated Idempotency-Key answers the first transfer without moving money again', async () => {
    const player = await fundedPlayer(server, '50');
    const body = { type: 'in', amount: '20', platform_code: 'xcdz' };
    const replies = await Promise.all([
      transfer(player.token, body, 'same-key'),
      transfer(player.token, body, 'same-key'),
      transfer(player.token, body, 'same-key'),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(replies.filter((reply) => reply.body.data.repeated)).toHaveLength(2);
    expect(replies.every((reply) => reply.body.data.amount === '20.00')).toBe(true);
    expect(await balanceOf(server, player.token)).toBe('30.00');
    expect(await platformBalance(player.token)).toBe('20.00');
  });

  it('concurrent transfers both ways never overdraw and always add up', async () => {
    const player = await fundedPlayer(server, '20');
    // Ten 3元 transfers in against 20元: six fit, four are refused cleanly (no deadlock, no 500).
    const ins = await Promise.all(
      Array.from({ length: 10 }, () =>
        transfer(player.token, { type: 'in', amount: '3', platform_code: 'xcdz' }),
      ),
    );
    expect(ins.map((reply) => reply.status).sort()).toEqual([...Array(6).fill(200), ...Array(4).fill(422)]);
    expect(await balanceOf(server, player.token)).toBe('2.00');
    // Eight 5元 transfers out against 18元 on the platform, raced with two sweeps: total stays 20.
    const outs = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        transfer(player.token, { type: 'out', amount: '5', platform_code: 'xcdz' }),
      ),
      transfer(player.token, { type: 'out', amount: 0, platform_code: 'xcdz' }),
      transfer(player.token, { type: 'out', amount: 0 }),
    ]);
    expect(outs.every((reply) => reply.status === 200 || reply.body.message === '游戏余额不足')).toBe(true);
    const [wallet] = await server.db
      .select()
      .from(gameWallets)
      .where(and(eq(gameWallets.userId, player.userinfo.id)));
    const [user] = await server.db.select().from(users).where(eq(users.id, player.userinfo.id));
    expect(wallet?.balance).toBe(0n);
    expect(user?.balance).toBe(2000n);
    const rows = await server.db.select().from(ledger).where(eq(ledger.userId, player.userinfo.id));
    expect(rows.reduce((sum, row) => sum + row.amount, 0n)).toBe(2000n);
  });

  it('flagged players cannot move money into games but can always take it out', async () => {
    const player = await fundedPlayer(server, '10');
    await transfer(player.token, { type: 'in', amount: '5', platform_code: 'xcdz' });
    await server.db.update(users).set({ disableNggame: 1 }).where(eq(users.id, player.userinfo.id));
    const refused = await transfer(player.token, { type: 'in', amount: '1', platform_code: 'xcdz' });
    expect(refused.body.message).toBe('您的账户已被禁止进入第三方游戏');
    const out = await transfer(player.token, { type: 'out', amount: 0 });
    expect(out.body.data).toMatchObject({ amount: '5.00', balance: '10.00' });
  });

  it('operators can sweep a player’s platform wallets back and put a platform under maintenance', async () => {
    const player = await fundedPlayer(server, '30');
    await transfer(player.token, { type: 'in', amount: '12', platform_code: 'xcdz' });
    const wallets = await server.ops<{ platform_total: string }>(
      'GET',
      `/games/wallets?username=${player.username}`,
    );
    expect(wallets.body.data.platform_total).toBe('12.00');
    const swept = await server.ops<{ moved: string; balance: string }>('POST', '/games/sweep', {
      username: player.username,
    });
    expect(swept.body.data).toMatchObject({ moved: '12.00', balance: '30.00' });

    expect((await server.ops('PUT', '/games/platforms/xcdz', { status: 0 })).status).toBe(200);
    try {
      const refused = await transfer(player.token, { type: 'in', amount: '1', platform_code: 'xcdz' });
      expect(refused.body.message).toBe('该游戏维护中');
      const games = await server.get<Array<{ id: number; platform_code: string; playable: boolean }>>(
        '/api/v1/game/list?platform_code=xcdz',
      );
      expect(games.body.data.every((game) => !game.playable)).toBe(true);
      const entered = await server.post(
        '/api/v1/game/enter',
        { gameId: games.body.data[0]?.id },
        player.token,
      );
      expect(entered.body.message).toBe('该游戏维护中');
    } finally {
      await server.ops('PUT', '/games/platforms/xcdz', { status: 1 });
    }
  });
});
