import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger } from '../../db/schema';
import { onLedgerCommitted } from '../../domain/ledger';
import { type OrderJson, orderTools } from '../../test/orders';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer, matchDealer } from '../../test/sports';

describeOnEachDatabase('orders: submit, settle, pay', (server) => {
  const deal = matchDealer(server);
  const { winSlip, submit, settle, ordersOf } = orderTools(server);

  it('自由过关 2串1 over three matches: 3注 6元, every pair of matches once', async () => {
    const player = await fundedPlayer(server, '100');
    const placed = await submit(
      await winSlip(await deal('football', 3, 'winDrawLose'), ['2x1']),
      player.token,
    );
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ bet_count: 3, stake: '6.00' });
    const stats = await server.get(
      `/api/v1/order/by-no/${placed.body.data.order_no}/combo-stats`,
      player.token,
    );
    expect(stats.body.data).toMatchObject({ total: 3, pending: 3 });
  });

  it('3串4 at 2 x1: 4注 8元, debited, settled as won and paid through the ledger exactly once', async () => {
    const player = await fundedPlayer(server, '100');
    const ids = await deal('football', 3, 'winDrawLose');
    const slip = await winSlip(ids, ['3x4']);
    const placed = await submit(slip, player.token);
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ bet_count: 4, stake: '8.00', repeated: false });
    expect(placed.body.data.order_no).toMatch(/^SP\d{20}$/);
    expect(await balanceOf(server, player.token)).toBe('92.00');

    const pending = await server.get<OrderJson>(
      `/api/v1/order/by-no/${placed.body.data.order_no}/detail`,
      player.token,
    );
    expect(pending.body.data).toMatchObject({ status: 0, status_text: '待开奖', combo_names: ['3串4'] });
    expect(pending.body.data.legs.map((leg) => leg.option_name)).toEqual(['胜', '胜', '胜']);

    for (const id of ids) expect((await settle(id, 2, 1, { home: 1, away: 0 })).status).toBe(200);
    const odds = slip.selections.map((selection) => Math.round(Number(selection.odds) * 100));
    // Expected payout computed independently in integer hundredths: every sub-bet of 3串4 won.
    const [a, b, c] = odds as [number, number, number];
    const exact = (product: number, scale: number) => Math.round((product * 200) / scale);
    const expected = exact(a * b, 1e4) + exact(a * c, 1e4) + exact(b * c, 1e4) + exact(a * b * c, 1e6);
    const settled = await server.get<OrderJson>(`/api/v1/order/detail/${placed.body.data.id}`, player.token);
    expect(settled.body.data.status).toBe(1);
    expect(settled.body.data.status_text).toBe('已中奖');
    expect(Math.round(Number(settled.body.data.payout) * 100)).toBe(expected);
    expect(settled.body.data.legs.every((leg) => leg.result === 1)).toBe(true);
    const balance = Math.round(Number(await balanceOf(server, player.token)) * 100);
    expect(balance).toBe(9200 + expected);

    const rows = await server.db.select().from(ledger).where(eq(ledger.userId, player.userinfo.id));
    expect(rows.map((row) => row.type)).toEqual(['ops_credit', 'bet', 'bet_win']);
    expect(rows[1]?.amount).toBe(-800n);

    // A second result for the same match is refused and pays nothing.
    const again = await settle(ids[0] as number, 0, 3);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该比赛已结算');
    expect(Math.round(Number(await balanceOf(server, player.token)) * 100)).toBe(balance);

    const stats = await server.get(
      `/api/v1/order/by-no/${placed.body.data.order_no}/combo-stats`,
      player.token,
    );
    expect(stats.body.data).toMatchObject({ total: 4, win: 4, lose: 0, pending: 0 });
    const combos = await server.get<{ list: Array<{ passes: number; status: number }>; total: number }>(
      `/api/v1/order/by-no/${placed.body.data.order_no}/combo-details?status=1&per_page=3&page=2`,
      player.token,
    );
    expect(combos.body.data.total).toBe(4);
    expect(combos.body.data.list).toEqual([expect.objectContaining({ passes: 3, status: 1 })]);
  });

  it('concurrent submits by one player all succeed or are refused cleanly, never overdraw', async () => {
    // Ten 2元 singles at once against 15元: the wallet lock serialises them (no deadlock, no 500).
    const player = await fundedPlayer(server, '15');
    const ids = await deal('football', 1, 'winDrawLose');
    const slip = { ...(await winSlip(ids, [])), mode: 'single' };
    const replies = await Promise.all(Array.from({ length: 10 }, () => submit(slip, player.token)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([
      ...Array(7).fill(200),
      ...Array(3).fill(422),
    ]);
    expect(replies.filter((reply) => reply.status === 422).every((r) => r.body.message === '余额不足')).toBe(
      true,
    );
    expect(await balanceOf(server, player.token)).toBe('1.00');
  });

  it('a lost leg loses its sub-bets; the order pays only what won', async () => {
    const player = await fundedPlayer(server, '50');
    const ids = await deal('football', 3, 'winDrawLose');
    const slip = await winSlip(ids, ['3x3']);
    const placed = await submit(slip, player.token);
    expect(placed.body.data.stake).toBe('6.00');
    await settle(ids[0] as number, 1, 0, { home: 0, away: 0 });
    await settle(ids[1] as number, 1, 0, { home: 0, away: 0 });
    const halfway = await server.get(
      `/api/v1/order/by-no/${placed.body.data.order_no}/combo-stats`,
      player.token,
    );
    expect(halfway.body.data).toMatchObject({ win: 1, pending: 2, lose: 0, status: 0 });
    await settle(ids[2] as number, 0, 0, { home: 0, away: 0 });
    const stats = await server.get(
      `/api/v1/order/by-no/${placed.body.data.order_no}/combo-stats`,
      player.token,
    );
    expect(stats.body.data).toMatchObject({ total: 3, win: 1, lose: 2, pending: 0, status: 1 });
    const [a, b] = slip.selections.map((selection) => Math.round(Number(selection.odds) * 100)) as [
      number,
      number,
    ];
    const detail = await server.get<OrderJson>(`/api/v1/order/detail/${placed.body.data.id}`, player.token);
    expect(Math.round(Number(detail.body.data.payout) * 100)).toBe(Math.round((a * b * 200) / 1e4));
  });

  it('a void match counts as won at 1.00; an all-lost order pays nothing', async () => {
    const player = await fundedPlayer(server, '50');
    const [first, second, third] = await deal('football', 3, 'winDrawLose');
    const voided = await submit(
      await winSlip([first as number, second as number], ['2x1'], 10),
      player.token,
    );
    expect((await server.ops('POST', `/matches/${first}/void`)).status).toBe(200);
    await settle(second as number, 3, 0, { home: 1, away: 0 });
    const odds = Math.round(Number((await winSlip([second as number], [])).selections[0]?.odds) * 100);
    const detail = await server.get<OrderJson>(`/api/v1/order/detail/${voided.body.data.id}`, player.token);
    expect(detail.body.data.legs.map((leg) => leg.result).sort()).toEqual([1, 3]);
    expect(Math.round(Number(detail.body.data.payout) * 100)).toBe(odds * 10);

    const single = { ...(await winSlip([third as number], [])), mode: 'single' };
    const lost = await submit(single, player.token);
    await settle(third as number, 0, 1, { home: 0, away: 1 });
    const lostDetail = await server.get<OrderJson>(`/api/v1/order/detail/${lost.body.data.id}`, player.token);
    expect(lostDetail.body.data).toMatchObject({ status: 2, status_text: '未中奖', payout: '0.00' });
  });

  it('announces the stake and the winnings after commit, and nothing for a refused slip', async () => {
    const player = await fundedPlayer(server, '20');
    const heard: string[] = [];
    const stop = onLedgerCommitted(server.db, (entry) => {
      if (entry.userId === player.userinfo.id) heard.push(`${entry.type} ${entry.amount}`);
    });
    try {
      const [id] = await deal('football', 1, 'winDrawLose');
      const slip = { ...(await winSlip([id as number], [], 3)), mode: 'single' };
      expect((await submit({ ...slip, amount: 1 }, player.token)).status).toBe(422);
      expect((await submit(slip, player.token)).status).toBe(200);
      await settle(id as number, 1, 0, { home: 0, away: 0 });
      const payout = Math.round(Number(slip.selections[0]?.odds) * 300);
      expect(heard).toEqual(['bet -300', `bet_win ${payout}`]);
    } finally {
      stop();
    }
  });

  it('an Idempotency-Key resubmission returns the first order and debits once', async () => {
    const player = await fundedPlayer(server, '20');
    const slip = await winSlip(await deal('football', 2, 'winDrawLose'), ['2x1'], 5);
    const first = await submit(slip, player.token, 'slip-key-1');
    const second = await submit(slip, player.token, 'slip-key-1');
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ order_no: first.body.data.order_no, repeated: true });
    expect(await balanceOf(server, player.token)).toBe('15.00');
    expect(await ordersOf(player.userinfo.id)).toBe(1);
  });
});
