import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { lotteries, lotteryBets } from '../../db/schema';
import { changeBalanceNow } from '../../domain/ledger';
import { addDays, beijingDate } from '../../domain/reports/days';
import { orderTools } from '../../test/orders';
import { describeOnEachDatabase, type TestServer } from '../../test/server';
import { fundedPlayer, matchDealer } from '../../test/sports';

interface BillJson {
  id: number;
  type: string;
  type_text: string;
  category: string;
  amount: string;
  before: string;
  after: string;
}
interface Page<T> {
  list: T[];
  total: number;
  income?: string;
  expense?: string;
}
interface BettingJson {
  id: string;
  title: string;
  content: string;
  stake: string;
  payout: string;
  profit: string | null;
  status: number;
  status_text: string;
  link: string;
}

const today = () => beijingDate(new Date());

describeOnEachDatabase('bills, bonus logs, betting records and the comprehensive report', (server) => {
  const deal = matchDealer(server);
  const { winSlip, submit, settle } = orderTools(server);

  /** A player with 100 credited, a 2元 football single on a home win that is settled as won, two rewards. */
  async function playerWithHistory(s: TestServer) {
    const player = await fundedPlayer(s, '100');
    const [matchId] = await deal('football', 1, 'winDrawLose');
    const slip = { ...(await winSlip([matchId as number], [])), mode: 'single' };
    const placed = await submit(slip, player.token);
    expect(placed.status).toBe(200);
    expect((await settle(matchId as number, 2, 1, { home: 1, away: 0 })).status).toBe(200);
    const userId = player.userinfo.id;
    await changeBalanceNow(s.db, { userId, amountFen: 500n, type: 'signin_reward', remark: '第1天签到' });
    await changeBalanceNow(s.db, { userId, amountFen: 1000n, type: 'vip_reward', remark: 'VIP1晋级礼金' });
    return { ...player, orderId: placed.body.data.id, odds: slip.selections[0]?.odds as string };
  }

  it('bills list every balance change with before/after, filtered by category and Beijing days', async () => {
    const player = await playerWithHistory(server);
    const all = await server.get<Page<BillJson>>('/api/v1/bills', player.token);
    expect(all.body.data.total).toBe(5);
    expect(all.body.data.list.map((bill) => bill.type_text)).toEqual([
      'VIP奖励',
      '签到奖励',
      '体育派奖',
      '体育投注',
      '系统加款',
    ]);
    const win = Math.round(Number(player.odds) * 200);
    expect(all.body.data.income).toBe(((10000 + win + 1500) / 100).toFixed(2));
    expect(all.body.data.expense).toBe('2.00');

    const bets = await server.get<Page<BillJson>>('/api/v1/bills?category=bet', player.token);
    expect(bets.body.data.list).toEqual([
      expect.objectContaining({ category: 'bet', amount: '-2.00', before: '100.00', after: '98.00' }),
    ]);
    const bonus = await server.get<Page<BillJson>>(
      `/api/v1/bills?category=bonus&start_date=${today()}`,
      player.token,
    );
    expect(bonus.body.data.list.map((bill) => bill.amount)).toEqual(['10.00', '5.00']);
    const tomorrow = await server.get<Page<BillJson>>(
      `/api/v1/bills?start_date=${addDays(today(), 1)}`,
      player.token,
    );
    expect(tomorrow.body.data.total).toBe(0);
    const yesterday = await server.get<Page<BillJson>>(
      `/api/v1/bills?end_date=${addDays(today(), -1)}`,
      player.token,
    );
    expect(yesterday.body.data.total).toBe(0);

    const reversed = await server.get(
      `/api/v1/bills?start_date=${today()}&end_date=${addDays(today(), -1)}`,
      player.token,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('开始日期不能晚于结束日期');
    const badDate = await server.get('/api/v1/bills?start_date=2026-02-30', player.token);
    expect(badDate.body.message).toBe('开始日期格式不正确，应为YYYY-MM-DD');
    const badCategory = await server.get('/api/v1/bills?category=lucky', player.token);
    expect(badCategory.body.message).toBe('账单类型不正确');

    const types = await server.get<Array<{ key: string; name: string }>>('/api/v1/bills/types', player.token);
    expect(types.body.data.map((type) => type.name)).toContain('红利');

    const stranger = await server.registerPlayer('bill');
    expect((await server.get<Page<BillJson>>('/api/v1/bills', stranger.token)).body.data.total).toBe(0);
    expect((await server.get('/api/v1/bills')).status).toBe(401);
  });

  it('bonus logs show the rewards only, with statistics, types and details of the own logs', async () => {
    const player = await playerWithHistory(server);
    const logs = await server.get<Page<BillJson>>('/api/v1/bonus-logs', player.token);
    expect(logs.body.data.list.map((log) => [log.type_text, log.amount])).toEqual([
      ['VIP奖励', '10.00'],
      ['签到奖励', '5.00'],
    ]);
    const signins = await server.get<Page<BillJson>>('/api/v1/bonus-logs?type=signin_reward', player.token);
    expect(signins.body.data.total).toBe(1);
    expect((await server.get('/api/v1/bonus-logs?type=bet', player.token)).body.message).toBe(
      '红利类型不正确',
    );

    const stats = await server.get<{
      total: string;
      today: string;
      this_month: string;
      count: number;
      by_type: unknown[];
    }>('/api/v1/bonus-logs/statistics', player.token);
    expect(stats.body.data).toMatchObject({ total: '15.00', today: '15.00', this_month: '15.00', count: 2 });
    expect(stats.body.data.by_type).toContainEqual({
      type: 'vip_reward',
      type_text: 'VIP奖励',
      amount: '10.00',
      count: 1,
    });
    const types = await server.get<Array<{ type: string }>>('/api/v1/bonus-logs/types', player.token);
    expect(types.body.data.map((type) => type.type)).toEqual([
      'activity_reward',
      'signin_reward',
      'invite_reward',
      'vip_reward',
    ]);

    const first = logs.body.data.list[0] as BillJson;
    const detail = await server.get<BillJson>(`/api/v1/bonus-logs/${first.id}`, player.token);
    expect(detail.body.data).toMatchObject({ type: 'vip_reward', amount: '10.00' });
    const stranger = await server.registerPlayer('bonus');
    expect((await server.get(`/api/v1/bonus-logs/${first.id}`, stranger.token)).status).toBe(404);
    const bills = await server.get<Page<BillJson>>('/api/v1/bills?category=bet', player.token);
    const stake = bills.body.data.list[0] as BillJson;
    expect((await server.get(`/api/v1/bonus-logs/${stake.id}`, player.token)).body.message).toBe(
      '奖金记录不存在',
    );
  });

  it('betting records list the sports orders with status, profit, stats and detail', async () => {
    const player = await playerWithHistory(server);
    const [openMatch] = await deal('football', 1, 'winDrawLose');
    const pending = await submit(
      { ...(await winSlip([openMatch as number], [])), mode: 'single', amount: 5 },
      player.token,
    );
    expect(pending.status).toBe(200);

    const records = await server.get<Page<BettingJson>>('/api/v1/betting-records', player.token);
    const win = (Math.round(Number(player.odds) * 200) / 100).toFixed(2);
    expect(records.body.data.total).toBe(2);
    expect(records.body.data.list.map((record) => [record.status_text, record.stake, record.profit])).toEqual(
      [
        ['待开奖', '5.00', null],
        ['已中奖', '2.00', (Number(win) - 2).toFixed(2)],
      ],
    );
    const won = records.body.data.list[1] as BettingJson;
    expect(won).toMatchObject({ id: `sports-${player.orderId}`, title: '足球 · 单关', payout: win });
    expect(won.link).toMatch(/^\/betPages\/order\/detail\?order_no=SP\d{20}$/);
    const onlyWon = await server.get<Page<BettingJson>>('/api/v1/betting-records?status=1', player.token);
    expect(onlyWon.body.data.list.map((record) => record.id)).toEqual([won.id]);
    const lottery = await server.get<Page<BettingJson>>(
      '/api/v1/betting-records?source=lottery',
      player.token,
    );
    expect(lottery.status).toBe(200);

    const stats = await server.get<Record<string, unknown>>('/api/v1/betting-records/stats', player.token);
    expect(stats.body.data).toMatchObject({
      count: 2,
      stake_total: '7.00',
      payout_total: win,
      profit_total: (Number(win) - 2).toFixed(2),
      pending_count: 1,
    });
    const detail = await server.get<{ items: Array<{ value: string; result_text: string }> }>(
      `/api/v1/betting-records/${won.id}`,
      player.token,
    );
    expect(detail.body.data.items).toEqual([
      expect.objectContaining({ value: `胜平负 胜 @${player.odds}`, result_text: '赢' }),
    ]);
    const stranger = await server.registerPlayer('rec');
    expect((await server.get(`/api/v1/betting-records/${won.id}`, stranger.token)).status).toBe(404);
    expect((await server.get('/api/v1/betting-records/sports-x', player.token)).status).toBe(400);
  });

  it('the comprehensive report sums per Beijing day: deposits, valid bets, wins, rebates, bonuses, net', async () => {
    const player = await playerWithHistory(server);
    const userId = player.userinfo.id;
    await changeBalanceNow(server.db, { userId, amountFen: 20000n, type: 'deposit' });
    await changeBalanceNow(server.db, { userId, amountFen: 25n, type: 'rebate' });

    const report = await server.get<{
      start_date: string;
      end_date: string;
      totals: Record<string, string>;
      daily: Array<Record<string, string>>;
    }>('/api/v1/reports/comprehensive?days=30', player.token);
    const win = Math.round(Number(player.odds) * 200);
    const totals = {
      deposit: '200.00',
      // Paid withdrawals and 审核中 ones: figures-day.test.ts.
      withdraw: '0.00',
      bet: '2.00',
      win: (win / 100).toFixed(2),
      rebate: '0.25',
      bonus: '15.00',
      net: ((win + 25 + 1500 - 200) / 100).toFixed(2),
    };
    expect(report.body.data.totals).toEqual(totals);
    expect(report.body.data.daily).toHaveLength(30);
    expect(report.body.data.end_date).toBe(today());
    expect(report.body.data.daily.at(-1)).toEqual({ date: today(), ...totals });
    expect(report.body.data.daily[0]).toMatchObject({
      date: addDays(today(), -29),
      bet: '0.00',
      net: '0.00',
    });

    const week = await server.get<{ daily: unknown[]; start_date: string }>(
      '/api/v1/reports/comprehensive',
      player.token,
    );
    expect(week.body.data.daily).toHaveLength(7);
    expect(week.body.data.start_date).toBe(addDays(today(), -6));
    const tooLong = await server.get(
      '/api/v1/reports/comprehensive?start_date=2025-01-01&end_date=2025-12-31',
      player.token,
    );
    expect(tooLong.body.message).toBe('最多查询92天');
  });

  it('betting records put lottery bets and sports orders in one list; cancelled bets stake nothing', async () => {
    const player = await playerWithHistory(server);
    await server.db
      .insert(lotteries)
      .values({ id: 1, code: 'jsk3', name: '极速快三', type: 'k3', intervalSeconds: 60 })
      .onConflictDoNothing();
    const [lotteryName] = await server.db
      .select({ name: lotteries.name })
      .from(lotteries)
      .where(eq(lotteries.id, 1));
    const bet = (betNo: string, status: number, winAmount: bigint) => ({
      betNo,
      userId: player.userinfo.id,
      lotteryId: 1,
      expect: '20261121-0001',
      play: 'k3_hz',
      codes: '10',
      itemCount: 1,
      amount: 300n,
      multiple: 1,
      stake: 300n,
      winAmount,
      status,
    });
    const stamp = Date.now().toString().slice(-10);
    await server.db.insert(lotteryBets).values(bet(`LT${stamp}1`, 1, 2100n));
    await server.db.insert(lotteryBets).values(bet(`LT${stamp}2`, 3, 0n));

    const all = await server.get<Page<BettingJson>>('/api/v1/betting-records', player.token);
    expect(all.body.data.list.map((record) => [record.id.split('-')[0], record.status_text])).toEqual([
      ['lottery', '已撤单'],
      ['lottery', '已中奖'],
      ['sports', '已中奖'],
    ]);
    expect(all.body.data.list[1]).toMatchObject({
      title: `${lotteryName?.name} 第20261121-0001期`,
      stake: '3.00',
      payout: '21.00',
      profit: '18.00',
    });
    const lotteryOnly = await server.get<{ count: number; stake_total: string; by_source: unknown[] }>(
      '/api/v1/betting-records/stats?source=lottery',
      player.token,
    );
    expect(lotteryOnly.body.data).toMatchObject({ count: 2, stake_total: '3.00', profit_total: '18.00' });
    expect(lotteryOnly.body.data.by_source).toHaveLength(1);
    const detail = await server.get<{ items: Array<{ label: string; value: string }> }>(
      `/api/v1/betting-records/${all.body.data.list[1]?.id}`,
      player.token,
    );
    expect(detail.body.data.items).toContainEqual(expect.objectContaining({ label: '号码', value: '10' }));
  });
});
