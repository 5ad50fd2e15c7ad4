import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, orders } from '../../db/schema';
import { type OrderJson, orderTools } from '../../test/orders';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer, matchDealer } from '../../test/sports';

// 奖金优化 and 设胆 over HTTP. The three matches are priced 1.50, 2.00 and 3.00 (胜) so the figures are the
// hand-computed ones of shared/betting/optimize.test.ts: 3串3 of 100 yuan at 2 yuan a unit, 平均 = AB 23,
// AC 15, BC 12 倍, paying 138.00, 135.00 and 144.00.

interface ComboDetail {
  index: number;
  multiple: number;
  status: number;
  prize: string;
  potential_prize: string;
}

describeOnEachDatabase('奖金优化 and 设胆 orders', (server) => {
  const deal = matchDealer(server);
  const { winSlip, submit, settle } = orderTools(server);
  const AVERAGE = [
    { picks: [0, 1], multiple: 23 },
    { picks: [0, 2], multiple: 15 },
    { picks: [1, 2], multiple: 12 },
  ];

  /** Three open matches priced 1.50 / 2.00 / 3.00, and a 3串3 slip over them. */
  async function pricedSlip() {
    const ids = await deal('football', 3, 'winDrawLose');
    for (const [index, odds] of ['1.50', '2.00', '3.00'].entries()) {
      const moved = await server.ops('POST', `/matches/${ids[index]}/odds`, {
        play: 'winDrawLose',
        option: 'win',
        odds,
      });
      expect(moved.status).toBe(200);
    }
    return { ids, slip: await winSlip(ids, ['3x3']) };
  }
  const optimised = (slip: object, subBets = AVERAGE, total = 100) => ({
    ...slip,
    optimization: { total, sub_bets: subBets },
  });
  const combos = async (orderNo: string, token: string) =>
    (
      await server.get<{ list: ComboDetail[] }>(
        `/api/v1/order/by-no/${orderNo}/combo-details?per_page=10`,
        token,
      )
    ).body.data.list;
  const paidRows = async (userId: number) =>
    server.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.type, 'bet_win')));

  it('an optimised 3串3 is accepted as one order whose sub-bets keep their own multiples', async () => {
    const player = await fundedPlayer(server, '1000');
    const { slip } = await pricedSlip();
    const placed = await submit(optimised(slip), player.token);
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ bet_count: 3, stake: '100.00', max_prize: '417.00' });
    expect(await balanceOf(server, player.token)).toBe('900.00');
    const detail = await server.get<OrderJson & { optimized: boolean }>(
      `/api/v1/order/detail/${placed.body.data.id}`,
      player.token,
    );
    expect(detail.body.data).toMatchObject({ optimized: true, multiple: 1, min_prize: '135.00' });
    const lines = await combos(placed.body.data.order_no, player.token);
    expect(lines.map((line) => [line.multiple, line.potential_prize])).toEqual([
      [23, '138.00'],
      [15, '135.00'],
      [12, '144.00'],
    ]);
  });

  it('refuses tampered plans (sum, a multiple of 0 or 1e308, a sub-bet not in the plan) and writes nothing', async () => {
    const player = await fundedPlayer(server, '1000');
    const { slip } = await pricedSlip();
    const refusals: Array<[object, string]> = [
      [optimised(slip, AVERAGE, 102), '奖金优化后的金额与投注金额不符，请重新优化'],
      [
        optimised(slip, [AVERAGE[0], AVERAGE[1], { picks: [1, 2], multiple: 0 }] as typeof AVERAGE, 76),
        '每注倍数至少为1倍',
      ],
      [
        optimised(slip, [{ ...AVERAGE[0], multiple: 1e308 }, AVERAGE[1], AVERAGE[2]] as typeof AVERAGE),
        '投注倍数须为1-99倍',
      ],
      [
        optimised(slip, [AVERAGE[0], AVERAGE[1], { picks: [0, 1, 2], multiple: 12 }] as typeof AVERAGE),
        '奖金优化方案与投注选项不符，请重新优化',
      ],
      [optimised({ ...slip, multiple: 2 }), '奖金优化时每注倍数由方案决定，投注倍数须为1'],
      [optimised({ ...slip, mode: 'single', combos: [] }), '奖金优化仅适用于串关'],
    ];
    for (const [body, message] of refusals) {
      const reply = await submit(body, player.token);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe(message);
    }
    expect(await balanceOf(server, player.token)).toBe('1000.00');
    const written = await server.db.select().from(orders).where(eq(orders.userId, player.userinfo.id));
    expect(written).toEqual([]);
  });

  it('settles each sub-bet at its own multiple exactly once: 138 + 135 + 144 = 417.00, a second result pays nothing', async () => {
    const player = await fundedPlayer(server, '1000');
    const { ids, slip } = await pricedSlip();
    const placed = await submit(optimised(slip), player.token);
    expect(placed.status).toBe(200);
    for (const id of ids) expect((await settle(id, 2, 0)).status).toBe(200);
    // The same match settled twice at once and once more: refused, never paid again.
    const again = await Promise.all([settle(ids[0] as number, 0, 1), settle(ids[0] as number, 0, 1)]);
    expect(again.map((reply) => reply.status)).toEqual([409, 409]);
    const detail = await server.get<OrderJson>(`/api/v1/order/detail/${placed.body.data.id}`, player.token);
    expect(detail.body.data).toMatchObject({ status: 1, payout: '417.00' });
    expect(await balanceOf(server, player.token)).toBe('1317.00');
    const paid = await paidRows(player.userinfo.id);
    expect(paid.map((row) => row.amount)).toEqual([41_700n]);
    const lines = await combos(placed.body.data.order_no, player.token);
    expect(lines.map((line) => line.prize)).toEqual(['138.00', '135.00', '144.00']);
  });

  it('attacker: place optimised, void one match, settle the rest: paid at 1.00 for the void leg, once, no richer', async () => {
    const player = await fundedPlayer(server, '1000');
    const { ids, slip } = await pricedSlip();
    const placed = await submit(optimised(slip), player.token);
    expect(placed.status).toBe(200);
    const [a, b, c] = ids as [number, number, number];
    const voided = await Promise.all([
      server.ops('POST', `/matches/${c}/void`),
      server.ops('POST', `/matches/${c}/void`),
    ]);
    expect(voided.map((reply) => reply.status).sort()).toEqual([200, 409]);
    // No new bet on the cancelled match.
    expect((await submit(optimised(slip), player.token)).status).toBe(422);
    await Promise.all([settle(a, 1, 0), settle(b, 3, 1)]);
    await settle(a, 1, 0);
    // AB 138.00 + AC 15 × 2 × 1.50 = 45.00 + BC 12 × 2 × 2.00 = 48.00 = 231.00: less than all three winning.
    const detail = await server.get<OrderJson>(`/api/v1/order/detail/${placed.body.data.id}`, player.token);
    expect(detail.body.data).toMatchObject({ status: 1, payout: '231.00' });
    expect(await balanceOf(server, player.token)).toBe('1131.00');
    expect((await paidRows(player.userinfo.id)).map((row) => row.amount)).toEqual([23_100n]);
  });

  it('设胆: a banker leaves 2 of the 3 pairs of 3串3; the plan without BC is the one accepted', async () => {
    const player = await fundedPlayer(server, '1000');
    const { ids, slip } = await pricedSlip();
    const banked = {
      ...slip,
      selections: slip.selections.map((selection, index) => ({ ...selection, banker: index === 0 })),
    };
    const plain = await submit(banked, player.token);
    expect(plain.body.data).toMatchObject({ bet_count: 2, stake: '4.00' });
    // BC (no banker) is not in the plan; AB and AC at 23 and 15 (76 yuan) are.
    expect((await submit(optimised(banked), player.token)).body.message).toBe(
      '奖金优化方案与投注选项不符，请重新优化',
    );
    const placed = await submit(optimised(banked, AVERAGE.slice(0, 2), 76), player.token);
    expect(placed.body.data).toMatchObject({ bet_count: 2, stake: '76.00' });
    const detail = await server.get<OrderJson>(`/api/v1/order/detail/${placed.body.data.id}`, player.token);
    expect(detail.body.data.legs.map((leg) => leg.banker)).toEqual([true, false, false]);
    // A loses: every sub-bet holds the banker, so nothing is paid on either order.
    await Promise.all(ids.map((id, index) => settle(id, index === 0 ? 0 : 2, index === 0 ? 1 : 0)));
    expect(await balanceOf(server, player.token)).toBe('920.00');
    expect(await paidRows(player.userinfo.id)).toEqual([]);
    const tooMany = {
      ...slip,
      selections: slip.selections.map((selection, index) => ({ ...selection, banker: index < 2 })),
    };
    expect((await submit(tooMany, player.token)).body.message).toBe('胆码最多设1场');
  });
});
