import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inplayTickets, ledger, matches, matchOdds, orders } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer, holdBetDelay, liveDealer, oddsOf } from '../../test/sports';

interface Submitted {
  order_no: string;
  stake: string;
  repeated: boolean;
}

describeOnEachDatabase('滚球 in-play bets', (server) => {
  const dealLive = liveDealer(server);
  const setDelay = async (seconds: number) =>
    expect((await server.ops('PUT', '/config/inplay_bet_delay_seconds', { value: seconds })).status).toBe(
      200,
    );
  const ledgerRows = async (userId: number) =>
    (await server.db.select({ n: count() }).from(ledger).where(eq(ledger.userId, userId)))[0]?.n ?? 0;
  const single = async (matchId: number, play: string, option: string, policy = 'none') => ({
    sport: 'football',
    mode: 'single',
    amount: 10,
    multiple: 1,
    odds_policy: policy,
    selections: [{ match_id: matchId, play, option, odds: await oddsOf(server, matchId, play, option) }],
  });
  const submit = (body: unknown, token: string, key?: string) =>
    server.post<Submitted>('/api/v1/inplay/submit', body, token, key ? { 'idempotency-key': key } : {});

  it('accepts a live bet only after the delay, and debits it only then', async () => {
    await setDelay(1);
    const player = await fundedPlayer(server, '100');
    const matchId = await dealLive(1, 'winDrawLose');
    const delay = holdBetDelay();
    try {
      const pending = submit(await single(matchId, 'winDrawLose', 'draw', 'any'), player.token, 'ip-accept');
      expect(await delay.held()).toBeGreaterThan(0);
      expect(await balanceOf(server, player.token)).toBe('100.00');
      delay.end();
      const reply = await pending;
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ stake: '10.00', repeated: false });
      const [order] = await server.db
        .select()
        .from(orders)
        .where(eq(orders.orderNo, reply.body.data.order_no));
      expect(order?.userId).toBe(player.userinfo.id);
    } finally {
      delay.restore();
    }
    expect(await balanceOf(server, player.token)).toBe('90.00');
  });

  it('refuses a bet whose market is suspended during the delay, with nothing debited', async () => {
    await setDelay(1);
    const player = await fundedPlayer(server, '100');
    const matchId = await dealLive(1, 'totalGoals');
    const rowsBefore = await ledgerRows(player.userinfo.id);
    const delay = holdBetDelay();
    try {
      const pending = submit(await single(matchId, 'totalGoals', '7+', 'any'), player.token, 'ip-suspend');
      await delay.held();
      expect((await server.ops('POST', `/matches/${matchId}/suspend`, {})).status).toBe(200);
      delay.end();
      const reply = await pending;
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe('盘口暂停中（运营暂停），投注未被接受，未扣款');
    } finally {
      delay.restore();
    }
    expect(await balanceOf(server, player.token)).toBe('100.00');
    expect(await ledgerRows(player.userinfo.id)).toBe(rowsBefore);
    // while it stays suspended a new bet is refused at once; resumed, it is taken again
    const again = await submit(await single(matchId, 'totalGoals', '7+', 'any'), player.token);
    expect(again.status).toBe(422);
    expect((await server.ops('POST', `/matches/${matchId}/resume`)).status).toBe(200);
    expect((await submit(await single(matchId, 'totalGoals', '7+', 'any'), player.token)).status).toBe(200);
    expect(await balanceOf(server, player.token)).toBe('90.00');
  });

  it('refuses under 不接受 when the price dropped during the delay; 接受全部 takes the new price', async () => {
    await setDelay(1);
    const player = await fundedPlayer(server, '100');
    const matchId = await dealLive(1, 'winDrawLose');
    const strict = await single(matchId, 'winDrawLose', 'win', 'none');
    const delay = holdBetDelay();
    let refused: Awaited<ReturnType<typeof submit>>;
    try {
      const pending = submit(strict, player.token);
      await delay.held();
      await server.db
        .update(matchOdds)
        .set({ odds: 105 })
        .where(and(eq(matchOdds.matchId, matchId), eq(matchOdds.play, 'winDrawLose')));
      delay.end();
      refused = await pending;
    } finally {
      delay.restore();
    }
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('赔率已变化，投注未被接受，未扣款');
    expect(refused.body.data).toMatchObject({ changes: [{ match_id: matchId, new_odds: '1.05' }] });
    expect(await balanceOf(server, player.token)).toBe('100.00');

    // shown 1.50, now 1.05: 仅接受升赔 refuses the drop, 接受全部 takes the price at the end of the delay
    const shown = [{ ...strict.selections[0], odds: '1.50' }];
    const higher = await submit({ ...strict, odds_policy: 'higher', selections: shown }, player.token);
    expect(higher.status).toBe(409);
    const taken = await submit({ ...strict, odds_policy: 'any', selections: shown }, player.token);
    expect(taken.status).toBe(200);
    expect(await balanceOf(server, player.token)).toBe('90.00');
  });

  it('places once for a concurrent double submit with one Idempotency-Key', async () => {
    await setDelay(1);
    const player = await fundedPlayer(server, '100');
    const matchId = await dealLive(2, 'win-lose');
    const body = {
      ...(await single(matchId, 'win-lose', 'win', 'any')),
      sport: 'basketball',
    };
    body.selections = [
      {
        match_id: matchId,
        play: 'win-lose',
        option: 'win',
        odds: await oddsOf(server, matchId, 'win-lose', 'win'),
      },
    ];
    const [first, second] = await Promise.all([
      submit(body, player.token, 'ip-twice'),
      submit(body, player.token, 'ip-twice'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.order_no).toBe(second.body.data.order_no);
    expect([first.body.data.repeated, second.body.data.repeated].sort()).toEqual([false, true]);
    expect(await balanceOf(server, player.token)).toBe('90.00');
    const placed = await server.db.select().from(orders).where(eq(orders.userId, player.userinfo.id));
    expect(placed).toHaveLength(1);
    const tickets = await server.db
      .select()
      .from(inplayTickets)
      .where(eq(inplayTickets.userId, player.userinfo.id));
    expect(tickets).toHaveLength(1);
  });

  it('takes a 2串1 of two live matches and refuses pre-match plays and pre-match matches', async () => {
    await setDelay(0);
    const player = await fundedPlayer(server, '100');
    const [a, b] = [await dealLive(1, 'winDrawLose'), await dealLive(1, 'winDrawLose')];
    const leg = async (matchId: number, option: string) => ({
      match_id: matchId,
      play: 'winDrawLose',
      option,
      odds: await oddsOf(server, matchId, 'winDrawLose', option),
    });
    const parlay = {
      sport: 'football',
      mode: 'mixed',
      combos: ['2x1'],
      amount: 5,
      multiple: 1,
      odds_policy: 'any',
      selections: [await leg(a, 'draw'), await leg(b, 'draw')],
    };
    const placed = await submit(parlay, player.token);
    expect(placed.status).toBe(200);
    expect(placed.body.data.stake).toBe('5.00');
    const score = await submit(
      {
        ...parlay,
        mode: 'single',
        combos: [],
        selections: [{ ...parlay.selections[0], play: 'score', option: '1:0' }],
      },
      player.token,
    );
    expect(score.status).toBe(422);
    expect(score.body.message).toBe('该玩法不支持滚球投注');
    const [scheduled] = await server.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, 0), eq(matches.sportType, 1)))
      .limit(1);
    const prematch = await submit(
      {
        ...parlay,
        mode: 'single',
        combos: [],
        selections: [
          {
            match_id: scheduled?.id,
            play: 'winDrawLose',
            option: 'win',
            odds: await oddsOf(server, scheduled?.id ?? 0, 'winDrawLose', 'win'),
          },
        ],
      },
      player.token,
    );
    expect(prematch.status).toBe(422);
    expect(prematch.body.message).toBe('所选比赛已停止投注');
    expect(await balanceOf(server, player.token)).toBe('95.00');
  });

  it('is refused with 403 when 滚球 is switched off', async () => {
    await setDelay(0);
    const player = await fundedPlayer(server, '100');
    const matchId = await dealLive(1, 'winDrawLose');
    const body = await single(matchId, 'winDrawLose', 'win', 'any');
    expect((await server.ops('PUT', '/config/nav_live_ball_enabled', { value: false })).status).toBe(200);
    try {
      const refused = await submit(body, player.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('滚球已关闭');
      expect(await balanceOf(server, player.token)).toBe('100.00');
    } finally {
      await server.ops('PUT', '/config/nav_live_ball_enabled', { value: true });
    }
    expect((await submit(body, player.token)).status).toBe(200);
  });
});
