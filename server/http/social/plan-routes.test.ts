import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, matches, messages, orders } from '../../db/schema';
import { resettleMatch } from '../../domain/sports/resettlement';
import { assertLedgerInvariants } from '../../test/money-invariants-tools';
import { orderTools } from '../../test/orders';
import { describeOnEachDatabase, type TestServer } from '../../test/server';
import { balanceOf, fundedPlayer, matchDealer, winDrawLoseSingle } from '../../test/sports';

interface PlanJson {
  id: number;
  status: string;
  result: string;
  followers: number;
  followed_stake: string;
  unit_stake: string;
  commission_rate: number;
  mine: boolean;
  analysis: string;
  expert: { user_id: number; record: { settled: number; won: number; return_rate: string; streak: number } };
  my_follows: FollowJson[];
}
interface FollowJson {
  id: number;
  stake: string;
  order_no: string;
  order_status: number;
  payout: string;
  commission: string;
}
interface Paged<T> {
  list: T[];
  total: number;
}

const fen = (yuan: string) => BigInt(yuan.replace('.', ''));
const yuanOf = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** A publisher with a 10 yuan 胜平负 single on the home side, published as a plan; and followers. */
function planDesk(server: TestServer) {
  const deal = matchDealer(server);
  const { submit } = orderTools(server);
  const publish = async (matchId: number, commission = 10, analysis = '') => {
    const expert = await fundedPlayer(server, '100');
    const placed = await submit(await winDrawLoseSingle(server, matchId, 'win', 10), expert.token);
    expect(placed.status).toBe(200);
    const plan = await server.post<PlanJson>(
      '/api/v1/plans',
      { order_id: placed.body.data.id, commission_rate: commission, analysis },
      expert.token,
    );
    expect(plan.status).toBe(200);
    return { expert, orderId: placed.body.data.id, plan: plan.body.data };
  };
  const follow = (planId: number, token: string, multiple: number, key?: string) =>
    server.post<FollowJson>(
      `/api/v1/plans/${planId}/follow`,
      { multiple },
      token,
      key ? { 'idempotency-key': key } : {},
    );
  const commissionRows = (userIds: number[]) =>
    server.db
      .select()
      .from(ledger)
      .where(
        and(
          inArray(ledger.userId, userIds),
          inArray(ledger.type, ['plan_commission_paid', 'plan_commission_received']),
        ),
      );
  const payoutOf = async (orderNo: string) =>
    (
      (
        await server.db.select().from(orders).where(eq(orders.orderNo, orderNo))
      )[0] as typeof orders.$inferSelect
    ).payout;
  return { deal, publish, follow, commissionRows, payoutOf };
}

describeOnEachDatabase('跟单: publish, follow, commission from winnings once', (server) => {
  // One dealer for the file: a match one test settled is never dealt to the next.
  const desk = planDesk(server);
  it('a winning follow pays 10% of its profit to the publisher once, a 改判 takes it back and pays it again', async () => {
    const { deal, publish, follow, commissionRows, payoutOf } = desk;
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    const { expert, plan } = await publish(matchId, 10, '<p>主队稳胆</p><script>alert(1)</script>');
    expect(plan).toMatchObject({ status: 'open', unit_stake: '10.00', commission_rate: 10, mine: true });
    expect(plan.analysis).toBe('<p>主队稳胆</p>');

    const follower = await fundedPlayer(server, '100');
    const first = await follow(plan.id, follower.token, 3, 'follow-1');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ stake: '30.00', order_status: 0, commission: '0.00' });
    const again = await follow(plan.id, follower.token, 3, 'follow-1');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(server, follower.token)).toBe('70.00');
    expect((await follow(plan.id, expert.token, 1)).body.msg).toBe('不能跟单自己的方案');

    expect((await server.ops('POST', `/matches/${matchId}/settle`, { home: 2, away: 1 })).status).toBe(200);
    expect((await server.ops('POST', `/matches/${matchId}/settle`, { home: 2, away: 1 })).status).toBe(409);
    const payout = await payoutOf(first.body.data.order_no);
    const commission = ((payout - 3000n) * 10n) / 100n;
    expect(commission).toBeGreaterThan(0n);
    expect(await balanceOf(server, follower.token)).toBe(yuanOf(7000n + payout - commission));
    const expertPayout = payout / 3n;
    expect(await balanceOf(server, expert.token)).toBe(yuanOf(9000n + expertPayout + commission));
    const ids = [follower.userinfo.id, expert.userinfo.id];
    expect((await commissionRows(ids)).map((row) => row.amount).sort()).toEqual(
      [-commission, commission].sort(),
    );
    const told = await server.db.select().from(messages).where(inArray(messages.userId, ids));
    expect(told.map((message) => message.title).sort()).toEqual(['方案佣金到账', '跟单中奖']);
    expect(told.find((message) => message.userId === expert.userinfo.id)?.content).toContain(
      `您获得佣金 ${yuanOf(commission)} 元`,
    );

    const detail = await server.get<PlanJson>(`/api/v1/plans/${plan.id}`, follower.token);
    expect(detail.body.data).toMatchObject({ status: 'settled', result: 'won', followers: 1, mine: false });
    expect(detail.body.data.my_follows[0]?.commission).toBe(yuanOf(commission));
    expect(detail.body.data.expert.record).toMatchObject({ settled: 1, won: 1, streak: 1 });
    expect(detail.body.data.expert.record.return_rate).toBe(yuanOf((expertPayout * 10_000n) / 1000n));

    // 改判 to an away win: the follower's winnings and the commission both go back; then forward again.
    await resettleMatch(server.db, matchId, { kind: 'result', full: { home: 0, away: 1 } });
    expect(await balanceOf(server, follower.token)).toBe('70.00');
    expect(await balanceOf(server, expert.token)).toBe('90.00');
    await resettleMatch(server.db, matchId, { kind: 'result', full: { home: 2, away: 1 } });
    expect(await balanceOf(server, follower.token)).toBe(yuanOf(7000n + payout - commission));
    expect(await balanceOf(server, expert.token)).toBe(yuanOf(9000n + expertPayout + commission));
    expect(await commissionRows(ids)).toHaveLength(6);
    await assertLedgerInvariants(server.db);
  });

  it('a losing follow pays nothing, and a plan takes no follow after its deadline', async () => {
    const { deal, publish, follow, commissionRows } = desk;
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    const { expert, plan } = await publish(matchId, 5);
    const follower = await fundedPlayer(server, '100');
    expect((await follow(plan.id, follower.token, 2)).status).toBe(200);

    await server.db
      .update(matches)
      .set({ kickoffAt: new Date(Date.now() - 1000) })
      .where(eq(matches.id, matchId));
    const late = await follow(plan.id, follower.token, 2);
    expect([late.status, late.body.msg]).toEqual([422, '方案已截止跟单']);
    const listed = await server.get<Paged<PlanJson>>('/api/v1/plans?sort=popular&per_page=100');
    expect(listed.body.data.list.find((item) => item.id === plan.id)).toMatchObject({
      status: 'closed',
      followers: 1,
      followed_stake: '20.00',
    });

    expect((await server.ops('POST', `/matches/${matchId}/settle`, { home: 0, away: 2 })).status).toBe(200);
    expect(await balanceOf(server, follower.token)).toBe('80.00');
    expect(await commissionRows([follower.userinfo.id, expert.userinfo.id])).toHaveLength(0);
    const published = await server.get<Paged<PlanJson & { commission_earned: string }>>(
      '/api/v1/plans/published',
      expert.token,
    );
    expect(published.body.data.list[0]).toMatchObject({
      id: plan.id,
      result: 'lost',
      commission_earned: '0.00',
    });
    expect(published.body.data.list[0]?.expert.record).toMatchObject({ settled: 1, won: 0, streak: 0 });
    // The publisher's page lists their plans only, for anyone.
    const theirs = await server.get<Paged<PlanJson>>(`/api/v1/plans?user_id=${expert.userinfo.id}`);
    expect(theirs.body.data.list.map((item) => [item.id, item.expert.user_id])).toEqual([
      [plan.id, expert.userinfo.id],
    ]);
    expect(theirs.body.data.total).toBe(1);
  });

  it('refuses what a plan may not be: too much commission, a second publication, a follow resold, a stranger’s order', async () => {
    const { deal, publish, follow } = desk;
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    const { expert, orderId, plan } = await publish(matchId, 0);
    const publishAs = (token: string, body: unknown) => server.post('/api/v1/plans', body, token);
    expect((await publishAs(expert.token, { order_id: orderId, commission_rate: 0 })).body.msg).toBe(
      '该注单已发布为方案',
    );

    const follower = await fundedPlayer(server, '100');
    const followed = await follow(plan.id, follower.token, 1);
    const [followedOrder] = await server.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, followed.body.data.order_no));
    const resold = await publishAs(follower.token, { order_id: followedOrder?.id, commission_rate: 10 });
    expect([resold.status, resold.body.msg]).toEqual([422, '跟单的注单不能再发布为方案']);
    const publishable = await server.get<Array<{ id: number }>>('/api/v1/plans/publishable', follower.token);
    expect(publishable.body.data.map((order) => order.id)).not.toContain(followedOrder?.id);

    const { submit } = orderTools(server);
    const own = await submit(await winDrawLoseSingle(server, matchId, 'draw', 2), follower.token);
    const greedy = await publishAs(follower.token, { order_id: own.body.data.id, commission_rate: 11 });
    expect([greedy.status, greedy.body.msg]).toEqual([422, '佣金比例最高 10%']);
    expect((await publishAs(expert.token, { order_id: own.body.data.id, commission_rate: 1 })).status).toBe(
      404,
    );
    expect((await follow(plan.id, follower.token, 0)).body.msg).toBe('跟单倍数至少为1倍');
    expect((await server.get('/api/v1/plans/follows')).status).toBe(401);

    // Operators may close publishing to all but the players they list.
    expect((await server.ops('PUT', '/config/plan_publish_open', { value: 0 })).status).toBe(200);
    expect((await server.ops('PUT', '/config/plan_publishers', { value: [expert.username] })).status).toBe(
      200,
    );
    const closed = await publishAs(follower.token, { order_id: own.body.data.id, commission_rate: 1 });
    expect([closed.status, closed.body.msg]).toEqual([403, '暂未开放发布方案，请联系客服']);
    const again = await submit(await winDrawLoseSingle(server, matchId, 'win', 2), expert.token);
    expect((await publishAs(expert.token, { order_id: again.body.data.id, commission_rate: 1 })).status).toBe(
      200,
    );
    expect((await server.ops('PUT', '/config/plan_publish_open', { value: 1 })).status).toBe(200);
  });

  it('concurrent follows: one key places one order, many keys each place exactly their stake', async () => {
    const { deal, publish, follow } = desk;
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    const { plan } = await publish(matchId, 10);
    const follower = await fundedPlayer(server, '100');
    const sameKey = await Promise.all(
      Array.from({ length: 4 }, () => follow(plan.id, follower.token, 1, 'same')),
    );
    expect(new Set(sameKey.map((reply) => reply.body.data.id)).size).toBe(1);
    const manyKeys = await Promise.all(
      Array.from({ length: 4 }, (_, index) => follow(plan.id, follower.token, 2, `key-${index}`)),
    );
    expect(manyKeys.every((reply) => reply.status === 200)).toBe(true);
    expect(await balanceOf(server, follower.token)).toBe(yuanOf(fen('100.00') - 1000n - 4n * 2000n));
    const mine = await server.get<Paged<FollowJson>>('/api/v1/plans/follows', follower.token);
    expect(mine.body.data.total).toBe(5);
    await assertLedgerInvariants(server.db);
  });
});
