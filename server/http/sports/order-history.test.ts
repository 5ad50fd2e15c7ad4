import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { beijingDate } from '../../domain/reports/days';
import { orderTools } from '../../test/orders';
import { describeOnEachDatabase } from '../../test/server';
import { fundedPlayer, matchDealer } from '../../test/sports';

interface LegView {
  match_id: number;
  outcome: string | null;
  result_text: string;
  home_score: number | null;
}
interface Listed {
  id: number;
  order_no: string;
  status: number;
  status_text: string;
  payout: string;
  legs: LegView[];
}
interface ComboView {
  odds_product: string;
  stake: string;
  status_text: string;
  prize: string;
}

const DAY_MS = 86_400_000;

describeOnEachDatabase(
  '我的注单: filters by status and Beijing days, only ever the owner’s orders',
  (server) => {
    const deal = matchDealer(server);
    const { winSlip, submit, settle } = orderTools(server);

    /** One 主胜 single per match, so each order's status follows its own match. */
    async function singles(token: string, ids: number[]) {
      const placed = [];
      for (const id of ids) {
        const reply = await submit({ ...(await winSlip([id], [])), mode: 'single' }, token);
        expect(reply.status).toBe(200);
        placed.push(reply.body.data);
      }
      return placed;
    }
    const list = async (token: string, query = '') =>
      (await server.get<{ list: Listed[]; total: number }>(`/api/v1/order/history${query}`, token)).body.data;
    const numbers = async (token: string, query = '') =>
      (await list(token, query)).list.map((o) => o.order_no);

    it('全部 / 待开奖 / 已中奖 / 未中奖 / 已退款 and a day range list the right rows, never another player’s', async () => {
      const owner = await fundedPlayer(server, '100');
      const other = await fundedPlayer(server, '100');
      const [wonMatch, lostMatch, voidMatch, openMatch] = (await deal('football', 4, 'winDrawLose')) as [
        number,
        number,
        number,
        number,
      ];
      const [won, lost, refunded, pending] = await singles(owner.token, [
        wonMatch,
        lostMatch,
        voidMatch,
        openMatch,
      ]);
      const [theirs] = await singles(other.token, [openMatch]);
      expect((await settle(wonMatch, 2, 0, { home: 1, away: 0 })).status).toBe(200);
      expect((await settle(lostMatch, 0, 1, { home: 0, away: 0 })).status).toBe(200);
      expect((await server.ops('POST', `/matches/${voidMatch}/void`)).status).toBe(200);

      // Newest first; the other player's bet on the same match is not there.
      expect(await numbers(owner.token)).toEqual([pending, refunded, lost, won].map((o) => o?.order_no));
      expect(await numbers(owner.token, '?status=0')).toEqual([pending?.order_no]);
      expect(await numbers(owner.token, '?status=1')).toEqual([won?.order_no]);
      expect(await numbers(owner.token, '?status=2')).toEqual([lost?.order_no]);
      expect(await numbers(owner.token, '?status=3')).toEqual([refunded?.order_no]);
      expect(await numbers(other.token)).toEqual([theirs?.order_no]);
      expect(await numbers(other.token, '?status=1')).toEqual([]);

      const wonRow = (await list(owner.token, '?status=1')).list[0];
      expect(wonRow).toMatchObject({ status_text: '已中奖' });
      expect(wonRow?.legs[0]).toMatchObject({ outcome: '胜', result_text: '赢', home_score: 2 });
      expect((await list(owner.token, '?status=2')).list[0]?.legs[0]).toMatchObject({
        outcome: '负',
        result_text: '输',
      });
      const refundedRow = (await list(owner.token, '?status=3')).list[0];
      expect(refundedRow).toMatchObject({ status_text: '已退款', payout: '2.00' });
      expect(refundedRow?.legs[0]).toMatchObject({ outcome: null, result_text: '退款' });

      // The lost order was placed ten Beijing days ago: 近7天 leaves it out, its own day finds only it.
      const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS);
      await server.db
        .update(orders)
        .set({ createdAt: tenDaysAgo })
        .where(eq(orders.id, lost?.id as number));
      const today = beijingDate(new Date());
      const weekStart = beijingDate(new Date(Date.now() - 6 * DAY_MS));
      expect(await numbers(owner.token, `?start_date=${weekStart}&end_date=${today}`)).toEqual(
        [pending, refunded, won].map((o) => o?.order_no),
      );
      const thatDay = beijingDate(tenDaysAgo);
      expect(await numbers(owner.token, `?start_date=${thatDay}&end_date=${thatDay}`)).toEqual([
        lost?.order_no,
      ]);
      expect(await numbers(owner.token, `?status=2&start_date=${weekStart}`)).toEqual([]);
      expect(await numbers(other.token, `?start_date=${thatDay}&end_date=${thatDay}`)).toEqual([]);
      const paged = await list(owner.token, '?per_page=2&page=2');
      expect(paged.total).toBe(4);
      expect(paged.list.map((o) => o.order_no)).toEqual([won, lost].map((o) => o?.order_no));
    });

    it('bad filters answer the envelope with a Chinese message', async () => {
      const player = await fundedPlayer(server, '0');
      const cases: Array<[string, string]> = [
        ['?status=9', '注单状态不正确'],
        ['?status=abc', '注单状态不正确'],
        ['?status=-1', '注单状态不正确'],
        ['?start_date=2026-13-01', '开始日期格式不正确，应为YYYY-MM-DD'],
        ['?end_date=yesterday', '结束日期格式不正确，应为YYYY-MM-DD'],
        ['?start_date=2026-11-20&end_date=2026-11-01', '开始日期不能晚于结束日期'],
        ['?per_page=1000', '每页最多100条'],
      ];
      for (const [query, message] of cases) {
        const reply = await server.get(`/api/v1/order/history${query}`, player.token);
        expect(reply.status, query).toBe(400);
        expect(reply.body, query).toMatchObject({ code: 400, message, data: null });
      }
      expect((await server.get('/api/v1/order/history?status=1')).status).toBe(401);
    });

    it('each sub-bet shows its odds product, stake, status and prize', async () => {
      const player = await fundedPlayer(server, '100');
      const ids = (await deal('football', 2, 'winDrawLose')) as [number, number];
      const slip = await winSlip(ids, ['2x1'], 2, 3);
      const placed = await submit(slip, player.token);
      expect(placed.status).toBe(200);
      await settle(ids[0], 1, 0, { home: 0, away: 0 });
      expect((await server.ops('POST', `/matches/${ids[1]}/void`)).status).toBe(200);
      const combos = await server.get<{ list: ComboView[] }>(
        `/api/v1/order/by-no/${placed.body.data.order_no}/combo-details`,
        player.token,
      );
      // The void leg counts 1.00: the product is the first leg's odds, the prize 6元 × those odds.
      const first = slip.selections[0]?.odds as string;
      expect(combos.body.data.list).toEqual([
        expect.objectContaining({
          odds_product: first,
          stake: '6.00',
          status_text: '中奖',
          prize: (Math.round(Number(first) * 600) / 100).toFixed(2),
        }),
      ]);
    });
  },
);
