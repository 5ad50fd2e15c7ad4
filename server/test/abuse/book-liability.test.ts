import { parseOdds } from '@app/shared/betting';
import { fenToYuan } from '@app/shared/format';
import { eq, sum } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookMatchLiability, bookOutcomeLiability, orderLiability, users } from '../../db/schema';
import { changeBalanceNow } from '../../domain/ledger';
import { OUTCOME_SUSPENDED } from '../../domain/risk';
import { issueToken } from '../../domain/tokens';
import { orderTools } from '../orders';
import { describeOnEachDatabase, type TestServer, uniqueName } from '../server';
import { balanceOf, matchDealer, winDrawLoseSingle } from '../sports';

/** `count` players with `yuan` each, made in the database (200 registrations would meet the per-IP limit). */
async function crowd(server: TestServer, count: number, yuan: bigint): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const [user] = await server.db
        .insert(users)
        .values({
          username: uniqueName('crowd'),
          passwordHash: 'not-for-sign-in',
          inviteCode: uniqueName('i'),
        })
        .returning({ id: users.id });
      const userId = user?.id as number;
      await changeBalanceNow(server.db, { userId, amountFen: yuan * 100n, type: 'ops_credit' });
      return issueToken(server.db, userId);
    }),
  );
}

// 风控: the book never promises more than its limits, however many players bet at once, and what it owes
// goes back down when bets settle.
describeOnEachDatabase('abuse: the book never owes more than its limits', (server) => {
  const deal = matchDealer(server);
  const { submit, settle, winSlip } = orderTools(server);
  let risk = '';
  const asRisk = (method: 'PUT' | 'POST', url: string, body: unknown) =>
    server.opsAs(risk, method, url, body);

  const outcomeLiability = async (matchId: number) => {
    const [row] = await server.db
      .select()
      .from(bookOutcomeLiability)
      .where(eq(bookOutcomeLiability.matchId, matchId));
    return row;
  };
  const sharesOf = async (matchId: number) =>
    BigInt(
      (
        await server.db
          .select({ total: sum(orderLiability.amount) })
          .from(orderLiability)
          .where(eq(orderLiability.matchId, matchId))
      )[0]?.total ?? 0,
    );

  it('200 players back one outcome at once: liability stops at its limit and every refusal names the stake left', async () => {
    risk = await server.mintOperatorToken('op_risk');
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    expect(
      (await asRisk('PUT', `/matches/${matchId}/risk-limits`, { outcome_limit: '1000', match_limit: null }))
        .status,
    ).toBe(200);
    const tokens = await crowd(server, 200, 100n);
    const slip = await winDrawLoseSingle(server, matchId, 'win', 10);
    const payoutFen = 10n * parseOdds(slip.selections[0]?.odds ?? '');

    const replies = await Promise.all(tokens.map((token) => submit(slip, token)));

    const taken = replies.filter((reply) => reply.status === 200).length;
    expect(taken).toBe(Number(100_000n / payoutFen));
    const refused = replies.filter((reply) => reply.status === 422);
    expect(refused.length).toBe(200 - taken);
    const room = 100_000n - BigInt(taken) * payoutFen;
    const left = (1_000n * room) / payoutFen / 100n;
    for (const reply of refused) {
      expect(reply.body.message).toBe(`该选项投注已达上限，本单最多可投 ${left} 元`);
    }
    const row = await outcomeLiability(matchId);
    expect(row?.liability).toBe(BigInt(taken) * payoutFen);
    expect(row?.liability).toBeLessThanOrEqual(100_000n);
    expect(await sharesOf(matchId)).toBe(row?.liability);
    const [first, last] = [tokens[0] as string, tokens[199] as string];
    const balances = [await balanceOf(server, first), await balanceOf(server, last)].sort();
    expect(balances.every((balance) => balance === '90.00' || balance === '100.00')).toBe(true);

    expect((await settle(matchId, 0, 1)).status).toBe(200);
    expect(await outcomeLiability(matchId)).toBeUndefined();
    expect(await sharesOf(matchId)).toBe(0n);
    // 200 players and 200 orders: minutes on one slow core, like the other crowd tests.
  }, 240_000);

  it('a match limit refuses a bet too big and names the largest stake that still fits', async () => {
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    await asRisk('PUT', `/matches/${matchId}/risk-limits`, { outcome_limit: null, match_limit: '100' });
    const [token] = (await crowd(server, 1, 1000n)) as [string];
    const slip = await winDrawLoseSingle(server, matchId, 'win', 100);
    const odds = parseOdds(slip.selections[0]?.odds ?? '');

    const reply = await submit(slip, token);

    const fits = (10_000n * 100n) / (100n * odds); // room 100 元 over 100 元 × odds per 元 of stake
    expect([reply.status, reply.body.message]).toEqual([
      422,
      `该场比赛投注已达上限，本单最多可投 ${fits} 元`,
    ]);
    expect((await submit({ ...slip, amount: Number(fits) }, token)).status).toBe(200);
    const [match] = await server.db
      .select()
      .from(bookMatchLiability)
      .where(eq(bookMatchLiability.matchId, matchId));
    expect(match?.liability).toBeLessThanOrEqual(10_000n);
  });

  it("a sharp player's stake factor scales the most one order may win; a 客服 cannot change it", async () => {
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    const player = await server.registerPlayer('sharp');
    await changeBalanceNow(server.db, {
      userId: player.userinfo.id,
      amountFen: 100_000n,
      type: 'ops_credit',
    });
    await asRisk('PUT', '/risk/limits', {
      outcome_limit: '10000000',
      match_limit: '30000000',
      order_win_limit: '100',
      on_breach: 'refuse',
    });
    const support = await server.mintOperatorToken('op_support');
    expect(
      (await server.opsAs(support, 'PUT', `/users/${player.username}/stake-factor`, { factor: '0.2' }))
        .status,
    ).toBe(403);
    expect(
      (await asRisk('PUT', `/users/${player.username}/stake-factor`, { factor: '0.2' })).body.data,
    ).toEqual({
      username: player.username,
      stake_factor: '0.20',
    });
    const slip = await winDrawLoseSingle(server, matchId, 'win', 20);
    const winFen = 20n * parseOdds(slip.selections[0]?.odds ?? '');

    const reply = await submit(slip, player.token);

    expect([reply.status, reply.body.message]).toEqual([
      422,
      `超出单注最高可赢金额，本单最多可投 ${(2000n * 2000n) / winFen / 100n} 元`,
    ]);
    expect(await balanceOf(server, player.token)).toBe('1000.00');
    await asRisk('PUT', '/risk/limits', {
      outcome_limit: '10000000',
      match_limit: '30000000',
      order_win_limit: '5000000',
      on_breach: 'refuse',
    });
  });

  it('with on_breach suspend, a breach stops the outcome until 风控 reopens it', async () => {
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    await asRisk('PUT', '/risk/limits', {
      outcome_limit: '10000000',
      match_limit: '30000000',
      order_win_limit: '5000000',
      on_breach: 'suspend',
    });
    await asRisk('PUT', `/matches/${matchId}/risk-limits`, { outcome_limit: '50', match_limit: null });
    const [token] = (await crowd(server, 1, 1000n)) as [string];
    expect((await submit(await winDrawLoseSingle(server, matchId, 'win', 10), token)).status).toBe(200);

    expect((await submit(await winDrawLoseSingle(server, matchId, 'win', 100), token)).status).toBe(422);
    const small = await submit(await winDrawLoseSingle(server, matchId, 'win', 2), token);
    expect([small.status, small.body.message]).toEqual([422, OUTCOME_SUSPENDED]);
    expect((await outcomeLiability(matchId))?.suspended).toBe(true);

    const [fresh] = (await deal('football', 1, 'winDrawLose')) as [number];
    await asRisk('PUT', `/matches/${fresh}/risk-limits`, { outcome_limit: '5', match_limit: null });
    expect((await submit(await winDrawLoseSingle(server, fresh, 'win', 10), token)).status).toBe(422);
    expect((await outcomeLiability(fresh))?.suspended).toBe(true);
    const listed = await server.ops<{ matches: Array<{ match_id: number }> }>('GET', '/liability?limit=100');
    expect(listed.body.data.matches.map((match) => match.match_id)).toContain(fresh);

    const reopened = await asRisk('POST', '/liability/resume', {
      match_id: matchId,
      play: 'winDrawLose',
      option: 'win',
    });
    expect(reopened.status).toBe(200);
    expect((await submit(await winDrawLoseSingle(server, matchId, 'win', 2), token)).status).toBe(200);
    await asRisk('PUT', '/risk/limits', {
      outcome_limit: '10000000',
      match_limit: '30000000',
      order_win_limit: '5000000',
      on_breach: 'refuse',
    });
  });

  it("a 2串1 counts on both legs' outcomes, and gives back the other leg's when its first leg loses", async () => {
    const [first, second] = (await deal('football', 2)) as [number, number];
    const [token] = (await crowd(server, 1, 1000n)) as [string];
    const slip = await winSlip([first, second], ['2x1'], 10);
    const reply = await submit(slip, token);
    expect(reply.status).toBe(200);
    const prize = (await outcomeLiability(first))?.liability;
    expect(prize).toBeGreaterThan(0n);
    expect((await outcomeLiability(second))?.liability).toBe(prize);

    expect((await settle(first, 0, 2)).status).toBe(200);

    expect((await outcomeLiability(second))?.liability).toBe(0n);
    expect(await sharesOf(second)).toBe(0n);
    const liability = await server.ops<{ matches: Array<{ match_id: number }> }>(
      'GET',
      '/liability?limit=100',
    );
    expect(liability.status).toBe(200);
    expect(liability.body.data.matches.map((match) => match.match_id)).not.toContain(first);
    expect(fenToYuan(prize ?? 0n)).toMatch(/^\d+\.\d{2}$/);
  });
});
