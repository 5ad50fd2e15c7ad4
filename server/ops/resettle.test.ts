import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, matches, messages, orderLegs, orders } from '../db/schema';
import { OWN_REQUEST_REFUSED } from '../domain/operators/approval-views';
import { resettleMatch } from '../domain/sports/resettlement';
import { assertLedgerInvariants } from '../test/money-invariants-tools';
import { orderTools } from '../test/orders';
import { describeOnEachDatabase, type TestServer } from '../test/server';
import { balanceOf, fundedPlayer, matchDealer, winDrawLoseSingle } from '../test/sports';

interface ApprovalJson {
  id: number;
  kind: string;
  status: string;
  target: string;
  payload: Record<string, unknown>;
  requested_by: string;
  decided_by: string | null;
  executed?: boolean;
  resettlement?: { revision: number; orders: number; credited: string; debited: string };
}
interface AuditListed {
  list: Array<{ operator: string; action: string; status: number; after: unknown }>;
}

/** Players, slips and the two operators: op_super_admin asks, op_risk (风控) is the second pair of eyes. */
function desk(server: TestServer) {
  const deal = matchDealer(server);
  const { submit, settle, winSlip } = orderTools(server);
  const bet = async (slip: unknown) => {
    const player = await fundedPlayer(server, '100');
    const reply = await submit(slip, player.token);
    expect(reply.status).toBe(200);
    return { ...player, orderNo: reply.body.data.order_no };
  };
  const order = async (orderNo: string) =>
    (
      await server.db.select().from(orders).where(eq(orders.orderNo, orderNo))
    )[0] as typeof orders.$inferSelect;
  const adjustments = (userId: number) =>
    server.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.type, 'resettle_adjust')));
  const ask = (matchId: number, body: unknown) =>
    server.ops<ApprovalJson>('POST', `/matches/${matchId}/resettle`, body);
  const approve = async (id: number) =>
    server.opsAs<ApprovalJson>(await server.mintOperatorToken('op_risk'), 'POST', `/approvals/${id}/approve`);
  return { deal, settle, winSlip, bet, order, adjustments, ask, approve };
}

describeOnEachDatabase('改判: a settled match corrected or voided under four-eyes', (server) => {
  it('a flipped result debits the old winners their payout and pays the new ones, once, with both names audited', async () => {
    const { deal, settle, winSlip, bet, order, adjustments, ask, approve } = desk(server);
    const [matchId, otherId, openId] = (await deal('football', 3, 'winDrawLose')) as [number, number, number];
    const winner = await bet(await winDrawLoseSingle(server, matchId, 'win', 10));
    const loser = await bet(await winDrawLoseSingle(server, matchId, 'lose', 10));
    const parlay = await bet(await winSlip([matchId, otherId], ['2x1'], 5));
    const open = await bet(await winSlip([matchId, openId], ['2x1'], 5));
    expect((await settle(matchId, 2, 1)).status).toBe(200);
    expect((await settle(otherId, 1, 0)).status).toBe(200);
    const paidBefore = {
      winner: (await order(winner.orderNo)).payout,
      parlay: (await order(parlay.orderNo)).payout,
    };
    expect(paidBefore.winner).toBeGreaterThan(1000n);
    expect(paidBefore.parlay).toBeGreaterThan(500n);

    const asked = await ask(matchId, { home: 0, away: 1, reason: '进球无效，改判' });
    expect(asked.status).toBe(200);
    const request = asked.body.data;
    expect(request).toMatchObject({
      kind: 'resettle',
      status: 'pending',
      target: `match:${matchId}`,
      requested_by: 'op_super_admin',
      payload: { revision: 0, settled: '2:1' },
    });
    expect((await ask(matchId, { void: true })).status).toBe(422);
    const own = await server.ops('POST', `/approvals/${request.id}/approve`);
    expect(own.status).toBe(422);
    expect(own.body.msg).toBe(OWN_REQUEST_REFUSED);
    expect(await adjustments(winner.userinfo.id)).toEqual([]);

    const [first, second] = await Promise.all([approve(request.id), approve(request.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.executed, second.body.data.executed].sort()).toEqual([false, true]);
    const done = first.body.data.executed ? first.body.data : second.body.data;
    expect(done).toMatchObject({
      status: 'approved',
      decided_by: 'op_risk',
      resettlement: { revision: 1, orders: 3 },
    });

    const [debit] = await adjustments(winner.userinfo.id);
    expect(debit).toMatchObject({
      amount: -paidBefore.winner,
      after: (debit?.before ?? 0n) - paidBefore.winner,
    });
    expect(await order(winner.orderNo)).toMatchObject({ status: 2, payout: 0n });
    expect(await balanceOf(server, winner.token)).toBe('90.00');
    const turned = await order(loser.orderNo);
    expect(turned.status).toBe(1);
    expect((await adjustments(loser.userinfo.id)).map((row) => row.amount)).toEqual([turned.payout]);
    expect((await adjustments(parlay.userinfo.id)).map((row) => row.amount)).toEqual([-paidBefore.parlay]);
    expect(await balanceOf(server, parlay.token)).toBe('95.00');
    // The 串关 still waiting for its other match only has its leg corrected.
    expect(await adjustments(open.userinfo.id)).toEqual([]);
    expect((await order(open.orderNo)).status).toBe(0);
    const openLegs = await server.db
      .select({ result: orderLegs.result })
      .from(orderLegs)
      .where(and(eq(orderLegs.orderId, (await order(open.orderNo)).id), eq(orderLegs.matchId, matchId)));
    expect(openLegs).toEqual([{ result: 2 }]);
    const [match] = await server.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({ homeScore: 0, awayScore: 1, settleRevision: 1, status: 2 });

    // What the ledger paid each order, first settlement and correction together, is its payout now.
    for (const player of [winner, loser, parlay]) {
      const { id, payout } = await order(player.orderNo);
      const paid = (
        await server.db.select().from(ledger).where(eq(ledger.userId, player.userinfo.id))
      ).filter(
        (row) =>
          row.idempotencyKey === `bet_win:${player.orderNo}` ||
          row.idempotencyKey === `bet_refund:${player.orderNo}` ||
          (row.type === 'resettle_adjust' && row.idempotencyKey?.endsWith(`:${id}`)),
      );
      expect(paid.reduce((sum, row) => sum + row.amount, 0n)).toBe(payout);
    }
    await assertLedgerInvariants(server.db);

    const told = await server.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .where(inArray(messages.userId, [winner.userinfo.id, loser.userinfo.id]));
    expect(told.filter((message) => message.title === '注单改判')).toHaveLength(2);
    const audit = (await server.ops<AuditListed>('GET', `/audit?target=match:${matchId}`)).body.data.list;
    const approved = audit.find((row) => row.operator === 'op_risk' && row.status === 200);
    expect(approved?.after).toMatchObject({ requested_by: 'op_super_admin', decided_by: 'op_risk' });
    expect(audit.find((row) => row.action.endsWith('/resettle'))?.operator).toBe('op_super_admin');
  });

  it('voiding a settled match refunds every stake net of what was already paid', async () => {
    const { deal, settle, bet, order, adjustments, ask, approve } = desk(server);
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    const winner = await bet(await winDrawLoseSingle(server, matchId, 'win', 10));
    const loser = await bet(await winDrawLoseSingle(server, matchId, 'lose', 10));
    expect((await settle(matchId, 1, 0)).status).toBe(200);
    const paid = (await order(winner.orderNo)).payout;

    const asked = await ask(matchId, { void: true });
    expect(asked.body.data).toMatchObject({ kind: 'void_settled', status: 'pending' });
    expect((await approve(asked.body.data.id)).body.data).toMatchObject({
      status: 'approved',
      executed: true,
    });

    expect((await adjustments(winner.userinfo.id)).map((row) => row.amount)).toEqual([1000n - paid]);
    expect((await adjustments(loser.userinfo.id)).map((row) => row.amount)).toEqual([1000n]);
    for (const player of [winner, loser]) {
      expect(await order(player.orderNo)).toMatchObject({ status: 3, payout: 1000n });
      expect(await balanceOf(server, player.token)).toBe('100.00');
    }
    const [match] = await server.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match?.status).toBe(3);

    // A request made before another correction landed is closed, not applied over it.
    const late = await ask(matchId, { home: 2, away: 0 });
    expect(late.body.data.payload).toMatchObject({ revision: 1, settled: '已取消' });
    await resettleMatch(server.db, matchId, { kind: 'result', full: { home: 0, away: 3 } });
    const stale = await approve(late.body.data.id);
    expect(stale.status).toBe(422);
    expect(stale.body.msg).toContain('比赛结果已被另一次改判更新');
    const closed = await server.ops<ApprovalJson[]>('GET', '/approvals?kind=resettle');
    expect(closed.body.data.find((row) => row.id === late.body.data.id)?.status).toBe('cancelled');
    expect(await order(winner.orderNo)).toMatchObject({ status: 2, payout: 0n });
  });

  it('refuses an unsettled match, an operator without the permission, and a debit the balance cannot cover', async () => {
    const { deal, settle, bet, order, adjustments, ask, approve } = desk(server);
    const [matchId, unsettled] = (await deal('football', 2, 'winDrawLose')) as [number, number];
    expect((await ask(unsettled, { home: 1, away: 0 })).status).toBe(409);
    const winner = await bet(await winDrawLoseSingle(server, matchId, 'win', 10));
    expect((await settle(matchId, 3, 0)).status).toBe(200);
    const support = await server.mintOperatorToken('op_support');
    expect(
      (await server.opsAs(support, 'POST', `/matches/${matchId}/resettle`, { home: 0, away: 0 })).status,
    ).toBe(403);

    const balance = await balanceOf(server, winner.token);
    expect((await server.credit(winner.username, `-${balance}`)).status).toBe(200);
    const asked = await ask(matchId, { home: 0, away: 0 });
    const short = await approve(asked.body.data.id);
    expect(short.status).toBe(422);
    expect(short.body.msg).toContain('不足以扣回改判差额');
    expect(await adjustments(winner.userinfo.id)).toEqual([]);
    expect((await order(winner.orderNo)).status).toBe(1);
    const still = await server.ops<ApprovalJson[]>('GET', '/approvals?kind=resettle&status=pending');
    expect(still.body.data.map((row) => row.id)).toContain(asked.body.data.id);
  });
});
