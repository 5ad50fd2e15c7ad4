import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../db/schema';
import { lotteryTools } from '../domain/lottery/testing';
import { financeTools, withdrawingPlayer } from '../test/money-invariants-tools';
import { orderTools } from '../test/orders';
import { describeOnEachDatabase } from '../test/server';
import { balanceOf, fundedPlayer, matchDealer } from '../test/sports';
import { KEY_REUSED } from './idempotency';

describeOnEachDatabase('an Idempotency-Key reused with another request is refused', (server) => {
  const deal = matchDealer(server);
  const { winSlip, submit } = orderTools(server);
  const { bet } = lotteryTools(server);
  const { withdraw } = financeTools(server);

  it('answers the same request with its first result, refuses a different one with 422 and moves nothing', async () => {
    const player = await fundedPlayer(server, '100');
    const slip = await winSlip(await deal('football', 1, 'winDrawLose'), ['1x1'], 2);
    const first = await submit({ ...slip, mode: 'single', combos: [] }, player.token, 'slip-1');
    expect(first.body.data).toMatchObject({ stake: '2.00', repeated: false });

    const bigger = await submit({ ...slip, mode: 'single', combos: [], amount: 50 }, player.token, 'slip-1');
    expect([bigger.status, bigger.body.message]).toEqual([422, KEY_REUSED]);
    // Key order and defaults do not make a request different.
    const { selections, sport, amount, multiple } = slip;
    const same = await submit(
      { selections, multiple, amount, sport, mode: 'single' },
      player.token,
      'slip-1',
    );
    expect(same.body.data).toMatchObject({ order_no: first.body.data.order_no, repeated: true });
    expect(await balanceOf(server, player.token)).toBe('98.00');
    expect(await server.db.select().from(orders).where(eq(orders.userId, player.userinfo.id))).toHaveLength(
      1,
    );

    // Another endpoint under a used key is another request too.
    const lottery = await bet(
      player.token,
      { play_id: 'k3_hz', codes: '3' },
      { 'idempotency-key': 'slip-1' },
    );
    expect([lottery.status, lottery.body.message]).toEqual([422, KEY_REUSED]);
    expect(await balanceOf(server, player.token)).toBe('98.00');
  });

  it('lets exactly one of two different requests sent at once under one key through', async () => {
    const player = await fundedPlayer(server, '100');
    const key = { 'idempotency-key': 'race-1' };
    const replies = await Promise.all([
      bet(player.token, { play_id: 'k3_hz', codes: '3', amount: '2' }, key),
      bet(player.token, { play_id: 'k3_hz', codes: '3', amount: '20' }, key),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422]);
    const won = replies.find((reply) => reply.status === 200);
    expect(await balanceOf(server, player.token)).toBe((100 - Number(won?.body.data.stake)).toFixed(2));
  });

  it('refuses a withdrawal of another amount under a used key (the payment password is never part of the stored hash)', async () => {
    const player = await withdrawingPlayer(server, '500');
    expect((await withdraw(player.token, player.walletId, '100', 'wd-1')).status).toBe(200);
    const other = await withdraw(player.token, player.walletId, '200', 'wd-1');
    expect([other.status, other.body.message]).toEqual([422, KEY_REUSED]);
    expect(await balanceOf(server, player.token)).toBe('400.00');
  });

  it('keeps keys per player: another player may use the same key', async () => {
    const [one, two] = [await fundedPlayer(server, '10'), await fundedPlayer(server, '10')];
    const key = { 'idempotency-key': 'shared-key' };
    expect((await bet(one.token, { play_id: 'k3_hz', codes: '3' }, key)).status).toBe(200);
    expect((await bet(two.token, { play_id: 'k3_hz', codes: '4' }, key)).status).toBe(200);
  });
});
