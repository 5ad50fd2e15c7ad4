import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, lotteryBets, lotteryChases, users } from '../../db/schema';
import { CHASE_STATUS, ITEM_STATUS } from '../../domain/lottery/chase-items';
import {
  assertChaseMoney,
  balanceFen,
  chaseBig,
  daysAhead,
  drawAtClose,
  itemsOf,
  LOSES_BIG,
  lotteryRow,
} from '../../domain/lottery/chase-testing';
import { advanceChases, stopChase } from '../../domain/lottery/chases';
import { drawExpect } from '../../domain/lottery/draw';
import { describeOnEachDatabase } from '../server';
import { fundedPlayer } from '../sports';

const JSK3 = 1;

type Flags = Partial<Pick<typeof users.$inferSelect, 'isBlack' | 'disableGame' | 'enabled'>>;

/** The flags an operator sets on a player whose 追号 plan is running; each must end the plan. */
const RESTRICTIONS: Array<[string, Flags]> = [
  ['black-listed', { isBlack: 1 }],
  ['barred from games', { disableGame: 1 }],
  ['disabled', { enabled: 0 }],
];

describeOnEachDatabase('a 追号 plan bets nothing for a player restricted after it was made', (server) => {
  const player = async () => {
    const funded = await fundedPlayer(server, '100');
    return { id: funded.userinfo.id, initial: 10_000n };
  };
  const restrict = (userId: number, flags: Flags) =>
    server.db.update(users).set(flags).where(eq(users.id, userId));
  const betsOf = async (userId: number) =>
    (await server.db.select().from(lotteryBets).where(eq(lotteryBets.userId, userId))).length;
  const refundRows = (userId: number) =>
    server.db
      .select({ amount: ledger.amount })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.type, 'lottery_chase_refund')));
  const chaseRow = async (id: number) =>
    (await server.db.select().from(lotteryChases).where(eq(lotteryChases.id, id)))[0];

  RESTRICTIONS.forEach(([who, flags], index) => {
    it(`${who}: no further bet, the pending expects refunded once, as a stop`, async () => {
      const lottery = await lotteryRow(server.db, JSK3);
      const { id, initial } = await player();
      const chase = await chaseBig(server.db, id, JSK3, daysAhead(60 + index), {
        settings: { expects: 5 },
        stopOnWin: false,
      });
      const expects = (await itemsOf(server.db, chase.id)).map((item) => item.expect);
      await restrict(id, flags);

      // Every expect of the plan is drawn and the scheduler looks after each one.
      for (const expect of expects) await drawAtClose(server.db, lottery, expect, LOSES_BIG);

      expect(await betsOf(id)).toBe(1);
      expect((await itemsOf(server.db, chase.id)).map((item) => item.status)).toEqual([
        ITEM_STATUS.settled,
        ...Array(4).fill(ITEM_STATUS.refunded),
      ]);
      expect(await chaseRow(chase.id)).toMatchObject({
        status: CHASE_STATUS.stopped,
        stopReason: 'restricted',
        stopRefund: 800n,
      });
      expect((await refundRows(id)).map((row) => row.amount)).toEqual([800n]);
      expect(await balanceFen(server.db, id)).toBe(initial - 200n);
      await assertChaseMoney(server.db, id, initial);
    });
  });

  it('the player stopping while the scheduler finds them restricted: refunded once', async () => {
    const lottery = await lotteryRow(server.db, JSK3);
    const { id, initial } = await player();
    const made = daysAhead(70);
    const chase = await chaseBig(server.db, id, JSK3, made, { settings: { expects: 4 } });
    const [first] = await itemsOf(server.db, chase.id);
    if (!first) throw new Error('a first item');
    // Drawn early by the operator: the plan's second expect is now the one taking bets.
    await drawExpect(server.db, lottery, first.expect, { code: LOSES_BIG, now: made, early: true });
    await restrict(id, { isBlack: 1 });

    const [stopped] = await Promise.all([
      stopChase(server.db, id, chase.id, made),
      advanceChases(server.db, lottery, made),
      advanceChases(server.db, lottery, made),
    ]);

    expect(stopped.refund).toBe(600n);
    expect((await refundRows(id)).map((row) => row.amount)).toEqual([600n]);
    expect(await betsOf(id)).toBe(1);
    expect(await balanceFen(server.db, id)).toBe(initial - 200n);
    await assertChaseMoney(server.db, id, initial);
  });

  it('a player allowed again later: the stopped plan stays stopped, nothing resumes', async () => {
    const lottery = await lotteryRow(server.db, JSK3);
    const { id, initial } = await player();
    const made = daysAhead(72);
    const chase = await chaseBig(server.db, id, JSK3, made, { settings: { expects: 3 }, stopOnWin: false });
    const [first, second] = (await itemsOf(server.db, chase.id)).map((item) => item.expect);
    if (!first || !second) throw new Error('two expects');
    await restrict(id, { disableGame: 1 });
    await drawAtClose(server.db, lottery, first, LOSES_BIG);
    await restrict(id, { disableGame: 0 });
    await drawAtClose(server.db, lottery, second, LOSES_BIG);

    expect((await chaseRow(chase.id))?.stopReason).toBe('restricted');
    expect(await betsOf(id)).toBe(1);
    await assertChaseMoney(server.db, id, initial);
  });
});
