import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, matches, messages, orders, syndicates, validTurnover } from '../../db/schema';
import { resettleMatch } from '../../domain/sports/resettlement';
import { closeDueSyndicates } from '../../domain/syndicates/close';
import { assertLedgerInvariants } from '../../test/money-invariants-tools';
import { describeOnEachDatabase, type TestServer } from '../../test/server';
import { balanceOf, fundedPlayer, matchDealer, winDrawLoseSingle } from '../../test/sports';

interface SyndicateJson {
  id: number;
  status: string;
  status_text: string;
  result: string;
  total_shares: number;
  sold_shares: number;
  progress: number;
  my_shares: number;
  buyers: number;
  payout: string;
  commission: string;
  ticket: { legs: Array<{ option_name: string }> } | null;
  order: { order_no: string; stake: string; status: number } | null;
  buyer_list: Array<{ name: string; shares: number; initiator: boolean }>;
  share_code: string | null;
  my_purchases: Array<{ kind: string; shares: number; refunded: boolean; prize: string }>;
}
interface Paged<T> {
  list: T[];
  total: number;
}

const yuanOf = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** Initiators with a 胜平负 single on the home side sold as a syndicate, and buyers. */
function syndicateDesk(server: TestServer) {
  const deal = matchDealer(server);
  const create = async (matchId: number, stake: number, fields: Record<string, unknown>, token?: string) => {
    const initiator = token ? null : await fundedPlayer(server, '100');
    const reply = await server.post<SyndicateJson>(
      '/api/v1/syndicates',
      { ...(await winDrawLoseSingle(server, matchId, 'win', stake)), ...fields },
      token ?? initiator?.token,
    );
    return { initiator, reply };
  };
  const buy = (id: number, token: string, shares: number, key?: string) =>
    server.post<SyndicateJson>(
      `/api/v1/syndicates/${id}/buy`,
      { shares },
      token,
      key ? { 'idempotency-key': key } : {},
    );
  const detail = (id: number, token?: string) => server.get<SyndicateJson>(`/api/v1/syndicates/${id}`, token);
  /** The deadline passes: the sweep closes it. */
  const expire = async (id: number) => {
    await server.db
      .update(syndicates)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(syndicates.id, id));
    await closeDueSyndicates(server.db);
  };
  const rowsOfType = (userIds: number[], types: string[]) =>
    server.db
      .select()
      .from(ledger)
      .where(and(inArray(ledger.userId, userIds), inArray(ledger.type, types)));
  return { deal, create, buy, detail, expire, rowsOfType };
}

describeOnEachDatabase(
  '合买: shares held, filled by the guarantee, placed from the holds, prizes split once',
  (server) => {
    const desk = syndicateDesk(server);

    it('a syndicate filled by its guarantee at the deadline is placed once, and its prize is split by shares after the commission', async () => {
      const { deal, create, buy, detail, expire, rowsOfType } = desk;
      const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
      const { initiator, reply } = await create(matchId, 20, {
        own_shares: 2,
        guarantee_shares: 4,
        commission_rate: 10,
        ticket_visibility: 'after_deadline',
      });
      if (!initiator) throw new Error('no initiator');
      expect(reply.status).toBe(200);
      const id = reply.body.data.id;
      expect(reply.body.data).toMatchObject({
        status: 'open',
        total_shares: 20,
        sold_shares: 2,
        progress: 10,
      });
      expect(await balanceOf(server, initiator.token)).toBe('94.00');

      const alice = await fundedPlayer(server, '50');
      const bob = await fundedPlayer(server, '50');
      expect((await detail(id, alice.token)).body.data.ticket).toBeNull();
      const first = await buy(id, alice.token, 9, 'buy-1');
      expect(first.status).toBe(200);
      expect((await buy(id, alice.token, 9, 'buy-1')).body.data.my_shares).toBe(9);
      expect(await balanceOf(server, alice.token)).toBe('41.00');
      expect((await buy(id, bob.token, 10)).body.msg).toBe('剩余份数不足（剩余9份）');
      expect((await buy(id, bob.token, 6)).status).toBe(200);
      expect((await buy(id, bob.token, 4)).body.msg).toBe('剩余份数不足（剩余3份）');

      await expire(id);
      await closeDueSyndicates(server.db);
      const placed = (await detail(id, bob.token)).body.data;
      expect(placed).toMatchObject({ status: 'placed', sold_shares: 20, buyers: 3 });
      expect(placed.ticket?.legs[0]?.option_name).toBe('胜');
      expect(placed.order).toMatchObject({ stake: '20.00', status: 0 });
      // The order is the initiator's in name only: marked as the syndicate's, and never published as a 跟单 plan.
      const [orderRow] = await server.db
        .select()
        .from(orders)
        .where(eq(orders.orderNo, placed.order?.order_no ?? ''));
      const own = await server.get<{ syndicate_id: number | null }>(
        `/api/v1/order/detail/${orderRow?.id}`,
        initiator.token,
      );
      expect(own.body.data.syndicate_id).toBe(id);
      const published = await server.post(
        '/api/v1/plans',
        { order_id: orderRow?.id, commission_rate: 0 },
        initiator.token,
      );
      expect([published.status, published.body.msg]).toEqual([422, '合买的注单不能发布为方案']);
      expect(placed.buyer_list.map((buyer) => [buyer.shares, buyer.initiator])).toEqual([
        [5, true],
        [9, false],
        [6, false],
      ]);
      // The guarantee bought 3 shares; its other 1 came back. The order debited nobody again.
      expect(await balanceOf(server, initiator.token)).toBe('95.00');
      const initiatorRows = await rowsOfType([initiator.userinfo.id], ['bet', 'syndicate_refund']);
      expect(initiatorRows.map((row) => row.amount)).toEqual([100n]);

      expect((await server.ops('POST', `/matches/${matchId}/settle`, { home: 2, away: 0 })).status).toBe(200);
      const [order] = await server.db
        .select()
        .from(orders)
        .where(eq(orders.orderNo, placed.order?.order_no ?? ''));
      const payout = order?.payout ?? 0n;
      expect(payout).toBeGreaterThan(2000n);
      const commission = ((payout - 2000n) * 10n) / 100n;
      const aliceShare = ((payout - commission) * 9n) / 20n;
      const bobShare = ((payout - commission) * 6n) / 20n;
      expect(await balanceOf(server, alice.token)).toBe(yuanOf(4100n + aliceShare));
      expect(await balanceOf(server, bob.token)).toBe(yuanOf(4400n + bobShare));
      expect(await balanceOf(server, initiator.token)).toBe(yuanOf(9500n + payout - aliceShare - bobShare));
      // The turnover (返水, VIP, withdrawal requirement) is each player's own stake, not all the initiator's.
      const turnover = await server.db
        .select({ userId: validTurnover.userId, amount: validTurnover.amount })
        .from(validTurnover)
        .where(inArray(validTurnover.userId, [initiator.userinfo.id, alice.userinfo.id, bob.userinfo.id]));
      expect(turnover.map((row) => [row.userId, row.amount]).sort()).toEqual(
        [
          [initiator.userinfo.id, 200n],
          [initiator.userinfo.id, 300n],
          [alice.userinfo.id, 900n],
          [bob.userinfo.id, 600n],
        ].sort(),
      );
      const settled = (await detail(id, alice.token)).body.data;
      expect(settled).toMatchObject({ status: 'settled', result: 'won', commission: yuanOf(commission) });
      expect(settled.my_purchases).toEqual([
        expect.objectContaining({ shares: 9, prize: yuanOf(aliceShare) }),
      ]);
      const told = await server.db.select().from(messages).where(eq(messages.userId, alice.userinfo.id));
      expect(told.map((message) => message.content)).toContain(
        `您参与的合买 #${id}（注单 ${placed.order?.order_no}）已派奖，您分得 ${yuanOf(aliceShare)} 元。`,
      );

      // 改判 to an away win: every share's prize goes back; then forward again, paid once more, not twice.
      await resettleMatch(server.db, matchId, { kind: 'result', full: { home: 0, away: 1 } });
      expect(await balanceOf(server, alice.token)).toBe('41.00');
      expect(await balanceOf(server, initiator.token)).toBe('95.00');
      await resettleMatch(server.db, matchId, { kind: 'result', full: { home: 2, away: 0 } });
      expect(await balanceOf(server, alice.token)).toBe(yuanOf(4100n + aliceShare));
      expect(await balanceOf(server, bob.token)).toBe(yuanOf(4400n + bobShare));
      await assertLedgerInvariants(server.db);
    });

    it('a syndicate the guarantee cannot fill is cancelled at the deadline and every share refunded exactly once', async () => {
      const { deal, create, buy, detail, expire, rowsOfType } = desk;
      const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
      const { initiator, reply } = await create(matchId, 30, {
        own_shares: 2,
        guarantee_shares: 5,
        commission_rate: 0,
      });
      if (!initiator) throw new Error('no initiator');
      const id = reply.body.data.id;
      const alice = await fundedPlayer(server, '50');
      expect((await buy(id, alice.token, 10)).status).toBe(200);
      await expire(id);
      await expire(id);
      const cancelled = (await detail(id, alice.token)).body.data;
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        result: 'void',
        status_text: '已撤单',
        order: null,
      });
      expect(cancelled.my_purchases).toEqual([expect.objectContaining({ refunded: true })]);
      expect(await balanceOf(server, alice.token)).toBe('50.00');
      expect(await balanceOf(server, initiator.token)).toBe('100.00');
      expect(await rowsOfType([alice.userinfo.id, initiator.userinfo.id], ['syndicate_refund'])).toHaveLength(
        3,
      );
      expect((await buy(id, alice.token, 1)).body.msg).toBe('合买已截止认购');
      await assertLedgerInvariants(server.db);
    });

    it('the sale that fills it places the ticket at once and gives the unused guarantee back; concurrent last shares never oversell', async () => {
      const { deal, create, buy, detail } = desk;
      const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
      const { initiator, reply } = await create(matchId, 10, {
        own_shares: 1,
        guarantee_shares: 3,
        commission_rate: 5,
      });
      if (!initiator) throw new Error('no initiator');
      const id = reply.body.data.id;
      const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => fundedPlayer(server, '20')));
      const replies = await Promise.all(buyers.map((buyer) => buy(id, buyer.token, 3)));
      expect(replies.filter((answer) => answer.status === 200)).toHaveLength(3);
      const view = (await detail(id)).body.data;
      expect(view).toMatchObject({ status: 'placed', sold_shares: 10, total_shares: 10 });
      const sum = view.buyer_list.reduce((total, buyer) => total + buyer.shares, 0);
      expect(sum).toBe(10);
      expect(await balanceOf(server, initiator.token)).toBe('99.00');
      const balances = await Promise.all(buyers.map((buyer) => balanceOf(server, buyer.token)));
      expect(balances.sort()).toEqual(['17.00', '17.00', '17.00', '20.00', '20.00']);
      await assertLedgerInvariants(server.db);
    });

    it('abuse: create → buy → cancel → buy again in a loop leaves everyone where they started; cancel rules hold', async () => {
      const { deal, create, buy, detail } = desk;
      const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
      const initiator = await fundedPlayer(server, '100');
      const alice = await fundedPlayer(server, '100');
      for (let round = 0; round < 3; round += 1) {
        const { reply } = await create(
          matchId,
          20,
          { own_shares: 1, guarantee_shares: 5, commission_rate: 10 },
          initiator.token,
        );
        const id = reply.body.data.id;
        expect((await buy(id, alice.token, 3)).status).toBe(200);
        const stranger = await server.post(`/api/v1/syndicates/${id}/cancel`, {}, alice.token);
        expect([stranger.status, stranger.body.msg]).toEqual([403, '只有发起人可以撤单']);
        const [cancelled, rebuy] = await Promise.all([
          server.post(`/api/v1/syndicates/${id}/cancel`, {}, initiator.token),
          buy(id, alice.token, 2),
        ]);
        expect(cancelled.status).toBe(200);
        expect((await detail(id)).body.data.status).toBe('cancelled');
        expect((await buy(id, alice.token, 1)).body.msg).toBe('合买已截止认购');
        expect([200, 422]).toContain(rebuy.status);
      }
      expect(await balanceOf(server, initiator.token)).toBe('100.00');
      expect(await balanceOf(server, alice.token)).toBe('100.00');

      const { reply } = await create(matchId, 10, { own_shares: 1, commission_rate: 0 }, initiator.token);
      expect((await buy(reply.body.data.id, alice.token, 4)).status).toBe(200);
      const late = await server.post(`/api/v1/syndicates/${reply.body.data.id}/cancel`, {}, initiator.token);
      expect([late.status, late.body.msg]).toEqual([422, '认购进度已达50%，不能撤单']);
      await assertLedgerInvariants(server.db);
    });

    it('a private syndicate opens only with its link’s code (or to those holding a share), and is never listed', async () => {
      const { deal, create, detail } = desk;
      const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
      const { initiator, reply } = await create(matchId, 10, {
        own_shares: 1,
        commission_rate: 0,
        is_public: false,
      });
      if (!initiator) throw new Error('no initiator');
      const { id, share_code: code } = reply.body.data;
      expect(code).toMatch(/^[\w-]{8}$/);
      const alice = await fundedPlayer(server, '10');
      const guessed = await detail(id, alice.token);
      expect([guessed.status, guessed.body.msg]).toEqual([404, '合买不存在']);
      expect((await server.get(`/api/v1/syndicates/${id}?code=wrongcode`, alice.token)).status).toBe(404);
      const blind = await server.post(`/api/v1/syndicates/${id}/buy`, { shares: 2 }, alice.token);
      expect([blind.status, blind.body.msg]).toEqual([404, '合买不存在']);
      const linked = await server.get<SyndicateJson>(`/api/v1/syndicates/${id}?code=${code}`, alice.token);
      expect(linked.status).toBe(200);
      expect(linked.body.data.share_code).toBeNull();
      expect(
        (await server.post(`/api/v1/syndicates/${id}/buy`, { shares: 2, code }, alice.token)).status,
      ).toBe(200);
      expect((await detail(id, alice.token)).body.data.my_shares).toBe(2);
      const hall = await server.get<Paged<SyndicateJson>>('/api/v1/syndicates?sort=newest&per_page=100');
      expect(hall.body.data.list.map((item) => item.id)).not.toContain(id);
    });

    it('refuses what a syndicate may not be, and cancels one whose match closed before it could be placed', async () => {
      const { deal, create, buy, detail, expire } = desk;
      const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
      const asker = await fundedPlayer(server, '100');
      const refused = async (fields: Record<string, unknown>) => {
        const { reply } = await create(matchId, 40, fields, asker.token);
        return [reply.status, reply.body.msg];
      };
      expect(await refused({ own_shares: 1, commission_rate: 0 })).toEqual([
        422,
        '发起人自购不能少于5%（至少2份）',
      ]);
      expect(await refused({ own_shares: 30, guarantee_shares: 11, commission_rate: 0 })).toEqual([
        422,
        '自购与保底份数之和不能超过总份数40份',
      ]);
      expect(await refused({ own_shares: 2, commission_rate: 11 })).toEqual([400, '佣金比例最高10%']);
      // The odds buyers see are the board's, whatever the initiator sent.
      const typed = await server.post<SyndicateJson & { ticket: { legs: Array<{ odds: string }> } }>(
        '/api/v1/syndicates',
        {
          ...(await winDrawLoseSingle(server, matchId, 'win', 10)),
          selections: [{ match_id: matchId, play: 'winDrawLose', option: 'win', odds: '99.00' }],
          own_shares: 1,
          commission_rate: 0,
        },
        asker.token,
      );
      expect(typed.body.data.ticket?.legs[0]?.odds).toBe(
        (await winDrawLoseSingle(server, matchId, 'win', 10)).selections[0]?.odds,
      );
      const unknown = await server.post(
        '/api/v1/syndicates',
        {
          ...(await winDrawLoseSingle(server, matchId, 'win', 10)),
          selections: [{ match_id: matchId, play: 'winDrawLose', option: 'nonsense', odds: '2.00' }],
          own_shares: 1,
          commission_rate: 0,
        },
        asker.token,
      );
      expect(unknown.status).toBe(422);
      // The operator's switch stops new syndicates; one already selling still sells.
      const selling = await create(matchId, 10, { own_shares: 1, commission_rate: 0 }, asker.token);
      expect((await server.ops('PUT', '/config/syndicate_open', { value: 0 })).status).toBe(200);
      expect(await refused({ own_shares: 2, commission_rate: 0 })).toEqual([422, '合买暂未开放']);
      const poor = await fundedPlayer(server, '1');
      expect((await buy(selling.reply.body.data.id, poor.token, 1)).status).toBe(200);
      expect((await server.ops('PUT', '/config/syndicate_open', { value: 1 })).status).toBe(200);
      const broke = await create(matchId, 10, { own_shares: 1, commission_rate: 0 }, poor.token);
      expect([broke.reply.status, broke.reply.body.msg]).toEqual([422, '余额不足']);

      const { initiator, reply } = await create(matchId, 10, {
        own_shares: 1,
        guarantee_shares: 9,
        commission_rate: 0,
      });
      if (!initiator) throw new Error('no initiator');
      const alice = await fundedPlayer(server, '10');
      expect((await buy(reply.body.data.id, alice.token, 2)).status).toBe(200);
      expect((await buy(reply.body.data.id, alice.token, 0)).status).toBe(400);
      await server.db
        .update(matches)
        .set({ kickoffAt: new Date(Date.now() - 1000) })
        .where(eq(matches.id, matchId));
      await expire(reply.body.data.id);
      const view = (await detail(reply.body.data.id, alice.token)).body.data;
      expect(view.status).toBe('cancelled');
      const [row] = await server.db.select().from(syndicates).where(eq(syndicates.id, reply.body.data.id));
      expect(row?.closeReason).toBe('出票失败（所选比赛已停止投注），已撤单退款');
      expect(await balanceOf(server, alice.token)).toBe('10.00');
      expect(await balanceOf(server, initiator.token)).toBe('100.00');
      const hall = await server.get<Paged<SyndicateJson>>('/api/v1/syndicates?per_page=100');
      expect(hall.body.data.list.map((item) => item.id)).not.toContain(reply.body.data.id);
      const joined = await server.get<Paged<SyndicateJson>>(
        '/api/v1/syndicates/mine?role=joined',
        alice.token,
      );
      expect(joined.body.data.list.map((item) => item.id)).toEqual([reply.body.data.id]);
      await assertLedgerInvariants(server.db);
    });
  },
);
