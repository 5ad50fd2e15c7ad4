import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { matchOdds, users } from '../../db/schema';
import { type OrderJson, orderTools } from '../../test/orders';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer, matchDealer, oddsOf } from '../../test/sports';

describeOnEachDatabase('orders: refusals write nothing', (server) => {
  const deal = matchDealer(server);
  const { winSlip, submit, ordersOf } = orderTools(server);

  it('moved odds: 409 赔率已变化 with the new odds, nothing written', async () => {
    const player = await fundedPlayer(server, '20');
    const [id] = await deal('football', 1, 'winDrawLose');
    const slip = await winSlip([id as number], [], 2);
    await server.db
      .update(matchOdds)
      .set({ odds: 999 })
      .where(eq(matchOdds.matchId, id as number));
    const reply = await server.post<{ changes: unknown[] }>(
      '/api/v1/order/submit',
      { ...slip, mode: 'single' },
      player.token,
    );
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe(409);
    expect(reply.body.message).toContain('赔率已变化');
    expect(reply.body.data.changes).toEqual([
      {
        match_id: id,
        play: 'winDrawLose',
        option: 'win',
        old_odds: slip.selections[0]?.odds,
        new_odds: '9.99',
      },
    ]);
    expect(await balanceOf(server, player.token)).toBe('20.00');
    expect(await ordersOf(player.userinfo.id)).toBe(0);
    // Accepting the new odds places it.
    const accepted = { ...slip, mode: 'single', selections: [{ ...slip.selections[0], odds: '9.99' }] };
    expect((await submit(accepted, player.token)).status).toBe(200);
  });

  it('odds policy: 仅接受升赔 takes a rise at the new price and refuses a drop; 接受全部 takes a drop', async () => {
    const player = await fundedPlayer(server, '20');
    const ids = await deal('football', 2, 'winDrawLose');
    const setOdds = (id: number, odds: number) =>
      server.db.update(matchOdds).set({ odds }).where(eq(matchOdds.matchId, id));
    const single = async (id: number) => ({ ...(await winSlip([id], [], 2)), mode: 'single' });
    const [rising, falling] = ids as [number, number];
    const risingSlip = await single(rising);
    const fallingSlip = await single(falling);
    await setOdds(rising, 999);
    await setOdds(falling, 101);

    const refused = await submit({ ...fallingSlip, odds_policy: 'higher' }, player.token);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ changes: [{ match_id: falling, new_odds: '1.01' }] });
    expect(await balanceOf(server, player.token)).toBe('20.00');

    const rose = await submit({ ...risingSlip, odds_policy: 'higher' }, player.token);
    expect(rose.status).toBe(200);
    expect(rose.body.data.max_prize).toBe('19.98');

    const fell = await submit({ ...fallingSlip, odds_policy: 'any' }, player.token);
    expect(fell.status).toBe(200);
    expect(fell.body.data.max_prize).toBe('2.02');
    expect(await balanceOf(server, player.token)).toBe('16.00');
  });

  it('refuses a stake above the balance with 余额不足 and writes nothing', async () => {
    const player = await fundedPlayer(server, '0');
    const reply = await submit(
      await winSlip(await deal('football', 2, 'winDrawLose'), ['2x1']),
      player.token,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('余额不足');
    expect(await ordersOf(player.userinfo.id)).toBe(0);
  });

  it("another player's order is not found; history lists only one's own", async () => {
    const owner = await fundedPlayer(server, '20');
    const other = await fundedPlayer(server, '20');
    const placed = await submit(
      { ...(await winSlip(await deal('football', 1, 'winDrawLose'), [])), mode: 'single' },
      owner.token,
    );
    const no = placed.body.data.order_no;
    for (const url of [
      `/api/v1/order/detail/${placed.body.data.id}`,
      `/api/v1/order/by-no/${no}/detail`,
      `/api/v1/order/by-no/${no}/combo-details`,
      `/api/v1/order/by-no/${no}/combo-stats`,
    ]) {
      const reply = await server.get(url, other.token);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('订单不存在');
      expect((await server.get(url, owner.token)).status).toBe(200);
    }
    const history = await server.get<{ list: OrderJson[]; total: number }>(
      '/api/v1/order/history',
      owner.token,
    );
    expect(history.body.data.list.map((order) => order.order_no)).toEqual([no]);
    expect((await server.get<{ total: number }>('/api/v1/order/history', other.token)).body.data.total).toBe(
      0,
    );
    expect((await server.get('/api/v1/order/history')).status).toBe(401);
  });

  it('malformed slips get a clear Chinese error and write nothing', async () => {
    const player = await fundedPlayer(server, '100');
    const ids = await deal('football', 3, 'winDrawLose');
    const good = await winSlip(ids, ['3x4']);
    const cases: Array<[unknown, number, string]> = [
      [{ ...good, combos: ['4x11'] }, 422, '请选择正确的过关方式'],
      // 3串1 with 3串4 would stake the 3-match ticket twice (5注 for 4 tickets).
      [{ ...good, combos: ['3x1', '3x4'] }, 422, '过关方式重复，同一注不能重复投注'],
      [{ ...good, amount: 1 }, 422, '投注金额须为2-20000元'],
      [{ ...good, multiple: 100 }, 422, '投注倍数须为1-99倍'],
      [{ ...good, selections: [{ ...good.selections[0], option: 'nope' }] }, 422, '投注选项不存在'],
      [
        { ...good, mode: 'single', selections: [{ ...good.selections[0], match_id: 999999 }] },
        422,
        '投注选项不存在',
      ],
      [
        {
          ...good,
          combos: ['1x1'],
          selections: [
            good.selections[0],
            { ...good.selections[0], play: 'totalGoals', option: '2', odds: '5.00' },
          ],
        },
        422,
        '同一场比赛不能选择多个游戏',
      ],
      [{ ...good, sport: 'basketball' }, 422, '投注选项不存在'],
      [{ ...good, selections: [] }, 400, '请选择投注选项'],
      [{ ...good, amount: '2' }, 400, '投注金额须为2-20000元'],
      [{ ...good, multiple: undefined }, 400, '请输入投注倍数'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await submit(body, player.token);
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status, message });
    }
    expect(await ordersOf(player.userinfo.id)).toBe(0);
    expect(await balanceOf(server, player.token)).toBe('100.00');
  });

  it('refuses closed matches and black-listed or disabled players', async () => {
    const player = await fundedPlayer(server, '100');
    const live = await server.get<{ list: Array<{ id: number }> }>('/api/v1/live-matches/football');
    const liveId = live.body.data.list[0]?.id;
    if (liveId) {
      const reply = await submit(
        {
          sport: 'football',
          mode: 'single',
          amount: 2,
          multiple: 1,
          selections: [
            {
              match_id: liveId,
              play: 'winDrawLose',
              option: 'win',
              odds: await oddsOf(server, liveId, 'winDrawLose', 'win'),
            },
          ],
        },
        player.token,
      );
      expect(reply.body.message).toBe('所选比赛已停止投注');
    }
    const slip = { ...(await winSlip(await deal('football', 1, 'winDrawLose'), [])), mode: 'single' };
    await server.db.update(users).set({ isBlack: 1 }).where(eq(users.id, player.userinfo.id));
    const black = await submit(slip, player.token);
    expect({ status: black.status, message: black.body.message }).toEqual({
      status: 403,
      message: '您的账号已被限制投注',
    });
    await server.db.update(users).set({ isBlack: 0, enabled: 0 }).where(eq(users.id, player.userinfo.id));
    expect((await submit(slip, player.token)).body.message).toBe('账号已被禁用');
    expect(await ordersOf(player.userinfo.id)).toBe(0);
  });

  it('an oversize 复式 (every score of four matches in 4串1, 923,521 注) is refused with 注数过多', async () => {
    const player = await fundedPlayer(server, '100');
    const ids = await deal('football', 4, 'winDrawLose');
    const scores =
      (
        await server.get<{
          plays: Array<{ play: string; options: Array<{ option: string; odds: string }> }>;
        }>(`/api/v1/matches/${ids[0]}/plays`)
      ).body.data.plays.find((play) => play.play === 'score')?.options ?? [];
    expect(scores).toHaveLength(31);
    const selections = ids.flatMap((id) =>
      scores.map((score) => ({ match_id: id, play: 'score', option: score.option, odds: score.odds })),
    );
    const reply = await submit(
      { sport: 'football', mode: 'mixed', combos: ['4x1'], selections, amount: 2, multiple: 1 },
      player.token,
    );
    expect({ status: reply.status, message: reply.body.message }).toEqual({
      status: 422,
      message: '注数过多，请减少选项',
    });
    expect(await ordersOf(player.userinfo.id)).toBe(0);
    expect(await balanceOf(server, player.token)).toBe('100.00');
  });
});
