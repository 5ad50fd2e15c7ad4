import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, lotteryBets, lotteryChases } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/server';
import { fundedPlayer } from '../../test/sports';
import { cancelBets } from './bets';
import { CHASE_STATUS, ITEM_STATUS } from './chase-items';
import {
  assertChaseMoney,
  balanceFen,
  chaseBig,
  closeOf,
  daysAhead,
  drawAtClose,
  itemsOf,
  LOSES_BIG,
  lotteryRow,
  WINS_BIG,
} from './chase-testing';
import { advanceChases, stopChase } from './chases';
import { drawExpect } from './draw';

const JSK3 = 1;
const WFK3 = 2;

describeOnEachDatabase('lottery 追号: placement, settlement, stops and refunds', (server) => {
  const player = async (amount = '1000') => {
    const funded = await fundedPlayer(server, amount);
    return { id: funded.userinfo.id, initial: BigInt(amount) * 100n };
  };
  const chaseRow = async (id: number) =>
    (await server.db.select().from(lotteryChases).where(eq(lotteryChases.id, id)))[0];
  const ledgerTypes = async (userId: number) =>
    (await server.db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(ledger.id)).map((row) => [
      row.type,
      row.amount,
    ]);

  it('holds the whole plan at once, places each expect when it opens and settles it like a bet', async () => {
    const lottery = await lotteryRow(server.db, JSK3);
    const { id, initial } = await player();
    const now = daysAhead(1);
    // 翻倍 from 1 every expect: 1, 2, 4 multiples of 2 yuan.
    const chase = await chaseBig(server.db, id, JSK3, now, {
      settings: { mode: 'double', expects: 3 },
      stopOnWin: false,
    });
    expect(chase.totalStake).toBe(1400n);
    expect(await balanceFen(server.db, id)).toBe(initial - 1400n);
    let items = await itemsOf(server.db, chase.id);
    expect(items.map((item) => [item.seq, item.multiple, item.stake, item.status])).toEqual([
      [0, 1, 200n, ITEM_STATUS.placed],
      [1, 2, 400n, ITEM_STATUS.pending],
      [2, 4, 800n, ITEM_STATUS.pending],
    ]);
    const [first, second, third] = items.map((item) => item.expect);
    if (!first || !second || !third) throw new Error('three expects');

    // Before the first expect closes nothing else is placed, however often the scheduler looks.
    await advanceChases(server.db, lottery, now);
    expect((await itemsOf(server.db, chase.id))[1]?.status).toBe(ITEM_STATUS.pending);

    await drawAtClose(server.db, lottery, first, LOSES_BIG);
    items = await itemsOf(server.db, chase.id);
    expect(items.map((item) => item.status)).toEqual([
      ITEM_STATUS.settled,
      ITEM_STATUS.placed,
      ITEM_STATUS.pending,
    ]);
    const [placed] = await server.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.chaseItemId, items[1]?.id ?? 0));
    expect(placed).toMatchObject({ expect: second, multiple: 2, stake: 400n, status: 0, codes: '大' });

    await drawAtClose(server.db, lottery, second, WINS_BIG);
    await drawAtClose(server.db, lottery, third, LOSES_BIG);
    items = await itemsOf(server.db, chase.id);
    // 大 at 1.92: 2 yuan × 2 multiples = 7.68 on the second expect.
    expect(items.map((item) => [item.status, item.winAmount])).toEqual([
      [ITEM_STATUS.settled, 0n],
      [ITEM_STATUS.settled, 768n],
      [ITEM_STATUS.settled, 0n],
    ]);
    expect(await chaseRow(chase.id)).toMatchObject({ status: CHASE_STATUS.completed, stopReason: null });
    expect(await balanceFen(server.db, id)).toBe(initial - 1400n + 768n);
    expect((await ledgerTypes(id)).slice(1)).toEqual([
      ['lottery_chase_hold', -1400n],
      ['lottery_win', 768n],
    ]);
    await assertChaseMoney(server.db, id, initial);
  });

  it('中奖后停止: a win stops the plan and refunds the rest exactly once', async () => {
    const lottery = await lotteryRow(server.db, JSK3);
    const { id, initial } = await player();
    const chase = await chaseBig(server.db, id, JSK3, daysAhead(2), {
      settings: { expects: 5, startMultiple: 2 },
    });
    const [first, second] = (await itemsOf(server.db, chase.id)).map((item) => item.expect);
    if (!first || !second) throw new Error('expects');
    await drawAtClose(server.db, lottery, first, LOSES_BIG);
    await drawAtClose(server.db, lottery, second, WINS_BIG);

    expect(await chaseRow(chase.id)).toMatchObject({ status: CHASE_STATUS.stopped, stopReason: 'win' });
    const items = await itemsOf(server.db, chase.id);
    expect(items.map((item) => item.status)).toEqual([
      ITEM_STATUS.settled,
      ITEM_STATUS.settled,
      ITEM_STATUS.refunded,
      ITEM_STATUS.refunded,
      ITEM_STATUS.refunded,
    ]);
    // Held 5 × 4 yuan; 3 expects (12 yuan) come back in one row; the win pays 2 × 2 × 1.92 = 7.68.
    expect((await ledgerTypes(id)).slice(1)).toEqual([
      ['lottery_chase_hold', -2000n],
      ['lottery_win', 768n],
      ['lottery_chase_refund', 1200n],
    ]);
    // Later ticks, a player stop and the next expect's draw refund nothing more.
    const third = items[2]?.expect ?? '';
    await advanceChases(server.db, lottery, closeOf(lottery, third));
    // Stopping it again answers what the stop gave back and moves nothing.
    expect((await stopChase(server.db, id, chase.id)).refund).toBe(1200n);
    await drawAtClose(server.db, lottery, third, WINS_BIG);
    expect(await balanceFen(server.db, id)).toBe(initial - 2000n + 768n + 1200n);
    await assertChaseMoney(server.db, id, initial);
  });

  it('停止追号 refunds the unplayed expects at once, once; the placed bet still settles', async () => {
    const lottery = await lotteryRow(server.db, JSK3);
    const { id, initial } = await player();
    const chase = await chaseBig(server.db, id, JSK3, daysAhead(3), { settings: { expects: 4 } });
    const first = (await itemsOf(server.db, chase.id))[0]?.expect ?? '';
    const stopped = await stopChase(server.db, id, chase.id);
    expect(stopped.refund).toBe(600n);
    expect(stopped.chase).toMatchObject({ status: CHASE_STATUS.stopped, stopReason: 'player' });
    expect((await stopChase(server.db, id, chase.id)).refund).toBe(600n);
    await expect(stopChase(server.db, id + 100_000, chase.id)).rejects.toThrow('追号计划不存在');

    await drawAtClose(server.db, lottery, first, WINS_BIG);
    const items = await itemsOf(server.db, chase.id);
    expect(items.map((item) => [item.status, item.winAmount])).toEqual([
      [ITEM_STATUS.settled, 384n],
      [ITEM_STATUS.refunded, 0n],
      [ITEM_STATUS.refunded, 0n],
      [ITEM_STATUS.refunded, 0n],
    ]);
    expect(await balanceFen(server.db, id)).toBe(initial - 800n + 600n + 384n);
    await assertChaseMoney(server.db, id, initial);
  });

  it('an expect that went by without its bet (server down) is refunded, the plan goes on', async () => {
    const lottery = await lotteryRow(server.db, JSK3);
    const { id, initial } = await player();
    const chase = await chaseBig(server.db, id, JSK3, daysAhead(4), {
      settings: { expects: 4 },
      stopOnWin: false,
    });
    const expects = (await itemsOf(server.db, chase.id)).map((item) => item.expect);
    await drawExpect(server.db, lottery, expects[0] ?? '', {
      code: LOSES_BIG,
      now: closeOf(lottery, expects[0] ?? ''),
    });
    // Nobody placed the second expect before it closed: at the third, it is refunded and the third placed.
    await advanceChases(server.db, lottery, closeOf(lottery, expects[1] ?? ''));
    expect((await itemsOf(server.db, chase.id)).map((item) => item.status)).toEqual([
      ITEM_STATUS.settled,
      ITEM_STATUS.refunded,
      ITEM_STATUS.placed,
      ITEM_STATUS.pending,
    ]);
    expect(await chaseRow(chase.id)).toMatchObject({ status: CHASE_STATUS.active });
    await assertChaseMoney(server.db, id, initial);
  });

  it('a chase bet cannot be cancelled on its own (its plan is stopped instead)', async () => {
    const { id } = await player();
    const chase = await chaseBig(server.db, id, JSK3, daysAhead(5), { settings: { expects: 2 } });
    const [bet] = await server.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.chaseItemId, (await itemsOf(server.db, chase.id))[0]?.id ?? 0));
    const outcome = await cancelBets(server.db, id, [bet?.id ?? 0], daysAhead(5));
    expect(outcome.failed).toEqual([{ betId: bet?.id, message: '追号注单不能撤单，请在我的追号中停止追号' }]);
  });

  it('attacker: stop + draw + stop at once never refunds twice nor refunds a placed expect', async () => {
    const lottery = await lotteryRow(server.db, WFK3);
    for (const [round, code] of [
      [6, WINS_BIG],
      [7, LOSES_BIG],
    ] as const) {
      const { id, initial } = await player();
      const now = daysAhead(round);
      const chase = await chaseBig(server.db, id, WFK3, now, { settings: { expects: 6, startMultiple: 3 } });
      const first = (await itemsOf(server.db, chase.id))[0]?.expect ?? '';
      const results = await Promise.allSettled([
        stopChase(server.db, id, chase.id),
        drawAtClose(server.db, lottery, first, code),
        stopChase(server.db, id, chase.id),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const refunds = await server.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.userId, id), eq(ledger.type, 'lottery_chase_refund')));
      // However the race went, every unplayed expect came back once.
      const items = await itemsOf(server.db, chase.id);
      const refunded = items.filter((item) => item.status === ITEM_STATUS.refunded);
      expect(refunds.reduce((sum, row) => sum + row.amount, 0n)).toBe(
        refunded.reduce((sum, item) => sum + item.stake, 0n),
      );
      expect(items[0]?.status).toBe(ITEM_STATUS.settled);
      expect((await chaseRow(chase.id))?.status).toBe(CHASE_STATUS.stopped);
      await assertChaseMoney(server.db, id, initial);
    }
  });

  it('attacker: stop racing the placement of the next expect places it or refunds it, never both', async () => {
    const lottery = await lotteryRow(server.db, WFK3);
    const { id, initial } = await player();
    const chase = await chaseBig(server.db, id, WFK3, daysAhead(8), {
      settings: { expects: 3 },
      stopOnWin: false,
    });
    const first = (await itemsOf(server.db, chase.id))[0]?.expect ?? '';
    const at = closeOf(lottery, first);
    await drawExpect(server.db, lottery, first, { code: LOSES_BIG, now: at });
    await Promise.all([
      advanceChases(server.db, lottery, at),
      stopChase(server.db, id, chase.id),
      advanceChases(server.db, lottery, at),
      stopChase(server.db, id, chase.id),
    ]);
    const items = await itemsOf(server.db, chase.id);
    expect([ITEM_STATUS.placed, ITEM_STATUS.refunded]).toContain(items[1]?.status);
    expect(items[2]?.status).toBe(ITEM_STATUS.refunded);
    const bets = await server.db.select().from(lotteryBets).where(eq(lotteryBets.userId, id));
    expect(bets).toHaveLength(items[1]?.status === ITEM_STATUS.placed ? 2 : 1);
    await assertChaseMoney(server.db, id, initial);
  });
});
