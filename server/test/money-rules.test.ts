import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { matchOdds, orderLegs, orders } from '../db/schema';
import { changeBalanceNow } from '../domain/ledger';
import { lotteryTools } from '../domain/lottery/testing';
import { financeTools, withdrawingPlayer } from './money-invariants-tools';
import { type OrderJson, orderTools } from './orders';
import { describeOnEachDatabase, type TestServer } from './server';
import { balanceOf, fundedPlayer, matchDealer } from './sports';

const requirementOf = async (server: TestServer, token: string) =>
  (await server.get<{ codingvolume: string }>('/api/v1/user/balance', token)).body.data.codingvolume;

describeOnEachDatabase('money rules: requirement, refunds, caps', (server) => {
  const deal = matchDealer(server);
  const { winSlip, submit } = orderTools(server);
  const { placed, draw } = lotteryTools(server);
  const { withdraw } = financeTools(server);

  it('a cancelled bet leaves the withdrawal requirement exactly where it was; a settled one works it off', async () => {
    const player = await withdrawingPlayer(server, '500');
    expect(await requirementOf(server, player.token)).toBe('0.00');
    const bet = await placed(player.token, { lottery_id: 2, play_id: 'k3_hz', codes: '3', amount: '200' });
    expect((await server.post('/api/v1/liujiu/bet/cancel', { bet_id: bet.id }, player.token)).status).toBe(
      200,
    );
    expect(await requirementOf(server, player.token)).toBe('0.00');
    expect((await withdraw(player.token, player.walletId, '100')).status).toBe(200);

    // A deposit of 300 asks 300 of turnover: a pending or cancelled bet does not touch it, a settled one does.
    const userId = player.userinfo.id;
    await changeBalanceNow(server.db, { userId, amountFen: 30_000n, type: 'deposit' });
    const kept = await placed(player.token, { lottery_id: 2, play_id: 'k3_hz', codes: '3', amount: '200' });
    const cancelled = await placed(player.token, {
      lottery_id: 2,
      play_id: 'k3_hz',
      codes: '4',
      amount: '50',
    });
    expect(await requirementOf(server, player.token)).toBe('300.00');
    await server.post('/api/v1/liujiu/bet/cancel', { bet_id: cancelled.id }, player.token);
    expect(await requirementOf(server, player.token)).toBe('300.00');
    expect((await draw('wfk3', { expect: kept.expect, code: '6,6,6' })).status).toBe(200);
    expect(await requirementOf(server, player.token)).toBe('100.00');
  });

  it('a void refunds a stake beyond the prize cap exactly, as 体育退款, and the order reads 已退款', async () => {
    const player = await fundedPlayer(server, '1980000');
    const [matchId] = await deal('football', 1);
    const [odds] = await server.db
      .select()
      .from(matchOdds)
      .where(eq(matchOdds.matchId, matchId as number));
    // An order of 20000 x 99 at its odds, as one placed before the cap rule would be.
    const [order] = await server.db
      .insert(orders)
      .values({
        orderNo: 'SP20261125000000000001',
        userId: player.userinfo.id,
        sportType: 1,
        mode: 'single',
        amount: 2_000_000n,
        multiple: 99,
        betCount: 1,
        stake: 198_000_000n,
      })
      .returning();
    await server.db.insert(orderLegs).values({
      orderId: order?.id as number,
      matchId: matchId as number,
      play: odds?.play as string,
      option: odds?.option as string,
      optionName: odds?.option as string,
      odds: odds?.odds as number,
      line: odds?.line as string,
    });
    await changeBalanceNow(server.db, { userId: player.userinfo.id, amountFen: -198_000_000n, type: 'bet' });

    expect((await server.ops('POST', `/matches/${matchId}/void`)).status).toBe(200);
    expect(await balanceOf(server, player.token)).toBe('1980000.00');
    const detail = await server.get<OrderJson>(`/api/v1/order/detail/${order?.id}`, player.token);
    expect(detail.body.data).toMatchObject({ status: 3, status_text: '已退款', payout: '1980000.00' });
    const bills = await server.get<{ list: Array<{ type: string; type_text: string; amount: string }> }>(
      '/api/v1/bills',
      player.token,
    );
    expect(bills.body.data.list[0]).toMatchObject({
      type: 'bet_refund',
      type_text: '体育退款',
      amount: '1980000.00',
    });
    const records = await server.get<{ list: Array<{ status_text: string; profit: string | null }> }>(
      '/api/v1/betting-records?source=sports',
      player.token,
    );
    expect(records.body.data.list[0]).toMatchObject({ status_text: '已退款', profit: null });
  });

  it('refuses a slip whose best case cannot return its stake, naming the cap', async () => {
    const player = await fundedPlayer(server, '2000000');
    const slip = await winSlip(await deal('football', 1, 'winDrawLose'), [], 20000, 99);
    const refused = await submit({ ...slip, mode: 'single' }, player.token);
    expect([refused.status, refused.body.message]).toEqual([
      422,
      '最高奖金限额100000元，当前投注无法返还本金，请降低倍数或金额',
    ]);
    expect(await balanceOf(server, player.token)).toBe('2000000.00');
  });
});
