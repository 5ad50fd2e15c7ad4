import { toFen } from '@app/shared/format';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger } from '../../db/schema';
import { lotteryTools } from '../../domain/lottery/testing';
import { orderTools } from '../orders';
import { describeOnEachDatabase, type TestServer } from '../server';
import { balanceOf, fundedPlayer, matchDealer } from '../sports';

/** Every reward that pays on turnover, as ledger types. */
const TURNOVER_REWARDS = ['vip_reward', 'rebate', 'activity_reward'];
const TURNOVER_ACTIVITIES = ['每日流水奖励', '周流水豪礼'];

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

/** Everything a player can claim that pays on turnover, every way it can be claimed. */
function claimer(server: TestServer) {
  const activityIds = async () => {
    const list = await server.get<{ list: Array<{ id: number; title: string }> }>(
      '/api/v1/activity/list?per_page=50',
    );
    return list.body.data.list
      .filter((activity) => TURNOVER_ACTIVITIES.includes(activity.title))
      .map((activity) => activity.id);
  };
  return async (player: Player) => {
    const post = (url: string, body?: unknown) => server.post(url, body, player.token);
    const applied = await post('/api/v1/rebate/apply');
    const ids = ((applied.body.data as { records?: Array<{ id: number }> } | null)?.records ?? []).map(
      (record) => record.id,
    );
    await Promise.all([
      post('/api/v1/vip/claim-upgrade-bonus', {}),
      ...ids.map((id) => post(`/api/v1/rebate/claim/${id}`)),
      post('/api/v1/rebate/claim-multiple', { record_ids: ids.length > 0 ? ids : [1] }),
      post('/api/v1/rebate/claim-all'),
      ...(await activityIds()).map((id) => post('/api/v1/activity/apply', { activity_id: id })),
    ]);
  };
}

describeOnEachDatabase('abuse: rewards paid on turnover cannot be farmed with undone bets', (server) => {
  const deal = matchDealer(server);
  const { winSlip, submit, settle } = orderTools(server);
  const { placed } = lotteryTools(server);
  const claimAll = claimer(server);

  const rewardsOf = async (userId: number) =>
    server.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId), inArray(ledger.type, TURNOVER_REWARDS)));
  const vipOf = async (player: Player) =>
    (await server.get<{ vip_level: number; totalgame: string }>('/api/v1/user/viplevel', player.token)).body
      .data;
  const expectNoGain = async (player: Player, start: string) => {
    expect(await rewardsOf(player.userinfo.id)).toEqual([]);
    expect(toFen(await balanceOf(server, player.token))).toBeLessThanOrEqual(toFen(start));
    expect(await vipOf(player)).toMatchObject({ vip_level: 0, totalgame: '0.00' });
  };

  const lotteryBet = (player: Player) =>
    placed(player.token, { lottery_id: 2, play_id: 'k3_hz', codes: '3', amount: '20000', multiple: 10 });
  const cancel = (player: Player, betId: number) =>
    server.post('/api/v1/liujiu/bet/cancel', { bet_id: betId }, player.token);

  it('lottery: place -> claim -> cancel -> claim, sequentially, pays nothing and raises no VIP level', async () => {
    const start = '1000000';
    const player = await fundedPlayer(server, start);
    for (let round = 0; round < 3; round += 1) {
      const bet = await lotteryBet(player);
      await claimAll(player);
      expect((await cancel(player, bet.id)).status).toBe(200);
      await claimAll(player);
    }
    await expectNoGain(player, start);
  });

  it('lottery: claims racing the cancel pay nothing', async () => {
    const start = '1000000';
    const player = await fundedPlayer(server, start);
    for (let round = 0; round < 3; round += 1) {
      const bet = await lotteryBet(player);
      await Promise.all([claimAll(player), cancel(player, bet.id), claimAll(player)]);
      await claimAll(player);
    }
    await expectNoGain(player, start);
  });

  const sportsBet = async (player: Player) => {
    const [matchId] = await deal('football', 1, 'winDrawLose');
    const slip = await winSlip([matchId as number], [], 20000, 5);
    const order = await submit({ ...slip, mode: 'single' }, player.token);
    expect(order.status).toBe(200);
    return matchId as number;
  };
  const voidMatch = (matchId: number) => server.ops('POST', `/matches/${matchId}/void`);

  it('sports: place -> claim -> void -> claim, sequentially and racing, pays nothing; the void refunds the stake', async () => {
    const start = '500000';
    const player = await fundedPlayer(server, start);
    for (let round = 0; round < 2; round += 1) {
      const matchId = await sportsBet(player);
      await claimAll(player);
      expect((await voidMatch(matchId)).status).toBe(200);
      await claimAll(player);
    }
    for (let round = 0; round < 2; round += 1) {
      const matchId = await sportsBet(player);
      await Promise.all([claimAll(player), voidMatch(matchId), claimAll(player)]);
      await claimAll(player);
    }
    await expectNoGain(player, start);
    expect(await balanceOf(server, player.token)).toBe('500000.00');
  });

  it('a bet settled as lost does earn the rewards, once (the suite can see a reward when there is one)', async () => {
    const player = await fundedPlayer(server, '200000');
    const matchId = await sportsBet(player);
    await claimAll(player);
    expect(await rewardsOf(player.userinfo.id)).toEqual([]);
    expect((await settle(matchId, 0, 2)).status).toBe(200);
    await Promise.all([claimAll(player), claimAll(player)]);
    const paid = await rewardsOf(player.userinfo.id);
    // 100,000.00 of valid turnover: VIP1-3 bonuses (8 + 38 + 188), 0.5% sports rebate, both turnover activities.
    expect(paid.map((row) => row.type).sort()).toEqual([
      'activity_reward',
      'activity_reward',
      'rebate',
      'vip_reward',
      'vip_reward',
      'vip_reward',
    ]);
    expect(paid.reduce((sum, row) => sum + row.amount, 0n)).toBe(toFen(String(8 + 38 + 188 + 500 + 10 + 88)));
    expect(await vipOf(player)).toMatchObject({ vip_level: 3, totalgame: '100000.00' });
  });
});
