import { SINGLE_NOT_ALLOWED } from '@app/shared/betting';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, matches, orders } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer, oddsOf, playOf } from '../../test/sports';
import { OrderRejected } from './order-rejected';
import { type SubmitInput, submitOrder } from './submit';

describeOnEachDatabase('单关: singles only where the match offers the play for them', (server) => {
  /** Open football matches whose 胜平负 is bet in 串关 only, not used by another test of this file. */
  const parlayOnly = async (howMany: number) => {
    const rows = await server.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.sportType, 1),
          eq(matches.status, 0),
          gt(matches.kickoffAt, new Date(Date.now() + 3_600_000)),
          sql`not ('winDrawLose' = any(${matches.singlePlays}))`,
        ),
      )
      .orderBy(matches.id);
    expect(rows.length).toBeGreaterThanOrEqual(howMany + taken);
    const ids = rows.slice(taken, taken + howMany).map((row) => row.id);
    taken += howMany;
    return ids;
  };
  let taken = 0;
  const homeWin = async (matchId: number) => ({
    match_id: matchId,
    play: 'winDrawLose',
    option: 'win',
    odds: await oddsOf(server, matchId, 'winDrawLose', 'win'),
  });
  const input = (userId: number, overrides: Partial<SubmitInput>): SubmitInput => ({
    userId,
    sport: 'football',
    mode: 'single',
    combos: [],
    selections: [],
    amount: 2,
    multiple: 1,
    ...overrides,
  });
  const written = async (userId: number) => ({
    orders: (await server.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]?.n,
    ledger: (await server.db.select({ n: count() }).from(ledger).where(eq(ledger.userId, userId)))[0]?.n,
  });

  it('the match data says which plays take singles: 比分, 总进球, 半全场 always, 胜平负 not everywhere', async () => {
    const [id] = (await parlayOnly(1)) as [number];
    expect((await playOf(server, id, 'winDrawLose')).single).toBe(false);
    for (const play of ['score', 'totalGoals', 'halfFullTime']) {
      expect((await playOf(server, id, play)).single).toBe(true);
    }
  });

  it('refuses a single, or a one-match 串关 (1串1), on a 串关-only play with 该玩法不支持单关, writing nothing', async () => {
    const player = await fundedPlayer(server, '20');
    const userId = player.userinfo.id;
    const [id] = (await parlayOnly(1)) as [number];
    const before = await written(userId);
    for (const slip of [
      { mode: 'single' as const, combos: [] },
      { mode: 'mixed' as const, combos: ['1x1'] },
    ]) {
      const refused = submitOrder(server.db, input(userId, { ...slip, selections: [await homeWin(id)] }));
      await expect(refused).rejects.toThrow(OrderRejected);
      await expect(refused).rejects.toThrow(SINGLE_NOT_ALLOWED);
    }
    expect(await written(userId)).toEqual(before);
    expect(await balanceOf(server, player.token)).toBe('20.00');

    // Through the API: the spec's envelope with the reason, nothing debited.
    const reply = await server.post(
      '/api/v1/order/submit',
      {
        sport: 'football',
        mode: 'single',
        combos: [],
        amount: 2,
        multiple: 1,
        selections: [await homeWin(id)],
      },
      player.token,
    );
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ code: 422, message: SINGLE_NOT_ALLOWED, data: null });
    expect(await written(userId)).toEqual(before);
  });

  it('a single mixing a 单关 play with a 串关-only one is refused whole', async () => {
    const player = await fundedPlayer(server, '20');
    const [id, other] = (await parlayOnly(2)) as [number, number];
    const goals = {
      match_id: other,
      play: 'totalGoals',
      option: '2',
      odds: await oddsOf(server, other, 'totalGoals', '2'),
    };
    await expect(
      submitOrder(server.db, input(player.userinfo.id, { selections: [goals, await homeWin(id)] })),
    ).rejects.toThrow(SINGLE_NOT_ALLOWED);
    expect((await written(player.userinfo.id)).orders).toBe(0);
  });

  it('takes the same play in 串关, and a single on a play the match offers for singles', async () => {
    const player = await fundedPlayer(server, '20');
    const userId = player.userinfo.id;
    const [first, second] = (await parlayOnly(2)) as [number, number];
    const parlay = await submitOrder(
      server.db,
      input(userId, {
        mode: 'mixed',
        combos: ['2x1'],
        selections: [await homeWin(first), await homeWin(second)],
      }),
    );
    expect(parlay.order.betCount).toBe(1);
    const single = await submitOrder(
      server.db,
      input(userId, {
        selections: [
          {
            match_id: first,
            play: 'totalGoals',
            option: '2',
            odds: await oddsOf(server, first, 'totalGoals', '2'),
          },
        ],
      }),
    );
    expect(single.order).toMatchObject({ mode: 'single', inPlay: false });
    expect(await balanceOf(server, player.token)).toBe('16.00');
  });
});
