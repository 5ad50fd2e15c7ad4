import { checkBetCodes, findLotteryPlay, parseOpenCode, playsOf, prizeFen } from '@app/shared/lottery';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, users } from '../../db/schema';
import { cancelBets } from '../../domain/lottery/bets';
import { type BetJson, lotteryTools } from '../../domain/lottery/testing';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer } from '../../test/sports';

describeOnEachDatabase('lottery bets: place, draw, settle, cancel', (server) => {
  const { bet, placed, draw, detail } = lotteryTools(server);
  const ledgerOf = (userId: number) =>
    server.db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(ledger.id);

  it('bet -> draw -> settle: the winner is paid once through the ledger, a loser gets nothing', async () => {
    const player = await fundedPlayer(server, '100');
    const winner = await placed(player.token, { lottery_id: 2, play_id: 'k3_hz', codes: '3,10' });
    expect(winner).toMatchObject({
      item_count: 2,
      stake: '4.00',
      status: 0,
      status_text: '待开奖',
      can_cancel: true,
    });
    const loser = await placed(player.token, {
      lottery_id: 2,
      play_id: 'k3_sbth',
      codes: '2,3,4',
      expect: winner.expect,
    });
    expect(await balanceOf(server, player.token)).toBe('94.00');

    const drawn = await draw('wfk3', { expect: winner.expect, code: '1,1,1' });
    expect(drawn.body.data).toMatchObject({ open_code: '1,1,1', bets: 2, winners: 1, paid: '414.72' });
    expect(await detail(player.token, winner.id)).toMatchObject({
      status: 1,
      status_text: '已中奖',
      win_amount: '414.72',
      open_code: '1,1,1',
      can_cancel: false,
    });
    expect(await detail(player.token, loser.id)).toMatchObject({ status: 2, win_amount: '0.00' });
    expect(await balanceOf(server, player.token)).toBe('508.72');
    const rows = await ledgerOf(player.userinfo.id);
    expect(rows.map((row) => [row.type, row.amount])).toEqual([
      ['ops_credit', 10_000n],
      ['lottery_bet', -400n],
      ['lottery_bet', -200n],
      ['lottery_win', 41_472n],
    ]);

    const again = await draw('wfk3', { expect: winner.expect, code: '6,6,6' });
    expect([again.status, again.body.message]).toEqual([409, `第${winner.expect}期已开奖`]);
    expect(await balanceOf(server, player.token)).toBe('508.72');

    const stats = await server.get('/api/v1/liujiu/lottery/settlement-stats?lottery_id=2', player.token);
    expect(stats.body.data).toMatchObject({
      expect: winner.expect,
      settled: true,
      mine: { bet_count: 2, win_count: 1, stake: '6.00', payout: '414.72' },
    });
  });

  it('settles every play of every family exactly as the shared rules price it', async () => {
    const player = await fundedPlayer(server, '5000');
    const cases: Array<[number, string, string, string]> = [
      [3, 'ssc_dwd', '1,2|3||0|9', '1,3,5,0,9'],
      [3, 'ssc_q3zx', '1|3|5,6', '1,3,5,0,9'],
      [3, 'ssc_q3z3', '1,2,3', '1,3,5,0,9'],
      [3, 'ssc_q3z6', '1,3,5,7', '1,3,5,0,9'],
      [3, 'ssc_dxds', '大,小,单,双', '1,3,5,0,9'],
      [3, 'ssc_lhh', '龙,虎,和', '1,3,5,0,9'],
      [3, 'ssc_wxzx', '1|3|5|0|9,8', '1,3,5,0,9'],
      [3, 'ssc_wxz120', '0,1,3,5,9', '1,3,5,0,9'],
      [3, 'ssc_wxz60', '1|3,5,0', '1,3,5,0,9'],
      [3, 'ssc_wxz30', '1,2|3', '1,3,5,0,9'],
      [3, 'ssc_wxz20', '1|2,3', '1,3,5,0,9'],
      [3, 'ssc_wxz10', '1|2', '1,3,5,0,9'],
      [3, 'ssc_wxz5', '1|2', '1,3,5,0,9'],
      [3, 'ssc_sxzx', '3|5|0|9', '1,3,5,0,9'],
      [3, 'ssc_q3hz', '9,10', '1,3,5,0,9'],
      [3, 'ssc_z3zx', '3|5|0,1', '1,3,5,0,9'],
      [3, 'ssc_z3z3', '1,2', '1,3,5,0,9'],
      [3, 'ssc_z3z6', '0,3,5', '1,3,5,0,9'],
      [3, 'ssc_z3hz', '8', '1,3,5,0,9'],
      [3, 'ssc_h3zx', '5|0|9', '1,3,5,0,9'],
      [3, 'ssc_h3z3', '0,5', '1,3,5,0,9'],
      [3, 'ssc_h3z6', '0,5,9', '1,3,5,0,9'],
      [3, 'ssc_h3hz', '14', '1,3,5,0,9'],
      [3, 'ssc_q2zx', '1|3', '1,3,5,0,9'],
      [3, 'ssc_q2zu', '1,3,7', '1,3,5,0,9'],
      [3, 'ssc_q2hz', '4', '1,3,5,0,9'],
      [3, 'ssc_h2zx', '0|9', '1,3,5,0,9'],
      [3, 'ssc_h2zu', '0,9', '1,3,5,0,9'],
      [3, 'ssc_h2hz', '9', '1,3,5,0,9'],
      [3, 'ssc_rx2', '1|3|5||', '1,3,5,0,9'],
      [3, 'ssc_rx3', '1|3||0|', '1,3,5,0,9'],
      [5, 'pk10_gj', '03,04', '03,08,01,02,10,04,05,06,07,09'],
      [5, 'pk10_q2zx', '03|08,01', '03,08,01,02,10,04,05,06,07,09'],
      [5, 'pk10_q3zx', '03|08|01,02', '03,08,01,02,10,04,05,06,07,09'],
      [5, 'pk10_gyhz', '11,12', '03,08,01,02,10,04,05,06,07,09'],
      [5, 'pk10_dwd', '03|08|01||||||07|', '03,08,01,02,10,04,05,06,07,09'],
      [5, 'pk10_dxds', '小,单|大||||||||', '03,08,01,02,10,04,05,06,07,09'],
      [5, 'pk10_lh', '龙|龙|虎|虎|虎', '03,08,01,02,10,04,05,06,07,09'],
    ];
    const familiesCovered = [...playsOf('ssc'), ...playsOf('pk10')].map((play) => play.id).sort();
    expect(cases.map(([, play_id]) => play_id).sort()).toEqual(familiesCovered);
    const bets: Array<{ placed: BetJson; code: string; lottery: number }> = [];
    for (const [lottery, play_id, codes, code] of cases) {
      bets.push({
        placed: await placed(player.token, { lottery_id: lottery, play_id, codes, multiple: 2 }),
        code,
        lottery,
      });
    }
    // Bets of one lottery may straddle two expects: draw each with the case's code.
    const expects = new Map(bets.map((entry) => [`${entry.lottery}:${entry.placed.expect}`, entry]));
    for (const entry of expects.values()) {
      const reply = await draw(entry.lottery, { expect: entry.placed.expect, code: entry.code });
      expect(reply.status).toBe(200);
    }
    for (const { placed: one, code, lottery } of bets) {
      const play = findLotteryPlay(one.play_id);
      const check = play ? checkBetCodes(play, one.codes) : undefined;
      const numbers = parseOpenCode(lottery === 3 ? 'ssc' : 'pk10', code);
      if (!play || !check?.valid || !numbers) throw new Error('bad case');
      const expected = prizeFen(play, check.picks, numbers, 200n, 2);
      const settled = await detail(player.token, one.id);
      expect([one.play_id, settled.win_amount]).toEqual([one.play_id, (Number(expected) / 100).toFixed(2)]);
      expect(settled.status).toBe(expected > 0n ? 1 : 2);
    }
    // One ledger credit per draw won, summing that draw's winning bets.
    const credits = (await ledgerOf(player.userinfo.id)).filter((row) => row.type === 'lottery_win');
    expect(credits.map((row) => row.idempotencyKey).sort()).toEqual(
      [...expects.values()].map((entry) => `lottery_win:${entry.lottery}:${entry.placed.expect}`).sort(),
    );
    const won = await server.get<{ total_win: string }>('/api/v1/liujiu/bet/stats', player.token);
    const credited = credits.reduce((sum, row) => sum + row.amount, 0n);
    expect((Number(credited) / 100).toFixed(2)).toBe(won.body.data.total_win);
  });

  it('refuses codes, amounts and multiples the rules do not allow, and an expect no longer open', async () => {
    const player = await fundedPlayer(server, '100');
    const few = await bet(player.token, { play_id: 'k3_sbth', codes: '1,2' });
    expect([few.status, few.body.message]).toEqual([422, '请至少选择3个号码']);
    const wrongFamily = await bet(player.token, { play_id: 'ssc_dwd', codes: '1||||' });
    expect(wrongFamily.body.message).toBe('玩法不存在');
    const small = await bet(player.token, { play_id: 'k3_hz', codes: '3', amount: '1' });
    expect(small.body.message).toBe('每注金额须在2-20000元之间');
    const many = await bet(player.token, { play_id: 'k3_hz', codes: '3', multiple: 100 });
    expect(many.body.message).toBe('倍数须在1-99之间');
    const old = await bet(player.token, { play_id: 'k3_hz', codes: '3', expect: '20200101-0001' });
    expect(old.body.message).toMatch(/^第20200101-0001期已封盘，当前为第\d{8}-\d{4}期$/);
    const broke = await bet(player.token, { play_id: 'k3_hz', codes: '3', amount: '200' });
    expect([broke.status, broke.body.message]).toEqual([422, '余额不足']);
    expect(await balanceOf(server, player.token)).toBe('100.00');
    await server.db.update(users).set({ disableGame: 1 }).where(eq(users.id, player.userinfo.id));
    const disabled = await bet(player.token, { play_id: 'k3_hz', codes: '3' });
    expect([disabled.status, disabled.body.message]).toEqual([422, '您的账户已被禁止游戏，不能投注彩票']);
    await server.db.update(users).set({ disableGame: 0, isBlack: 1 }).where(eq(users.id, player.userinfo.id));
    const black = await bet(player.token, { play_id: 'k3_hz', codes: '3' });
    expect(black.body.message).toBe('您的账号已被限制投注');
    const anonymous = await server.post('/api/v1/liujiu/bet/create', {
      lottery_id: 1,
      play_id: 'k3_hz',
      codes: '3',
    });
    expect(anonymous.status).toBe(401);
  });

  it('cancel before close refunds through the ledger once; after the draw it is refused', async () => {
    const player = await fundedPlayer(server, '50');
    const one = await placed(player.token, { play_id: 'k3_dxds', codes: '大,单', multiple: 3 });
    expect(await balanceOf(server, player.token)).toBe('38.00');
    const cancelled = await server.post('/api/v1/liujiu/bet/cancel', { bet_id: one.id }, player.token);
    expect(cancelled.body.data).toMatchObject({
      status: 3,
      status_text: '已撤单',
      refund: '12.00',
      can_cancel: false,
    });
    expect(await balanceOf(server, player.token)).toBe('50.00');
    // Cancelling it again answers with the cancelled bet and refunds nothing more.
    const twice = await server.post('/api/v1/liujiu/bet/cancel', { bet_id: one.id }, player.token);
    expect([twice.status, twice.body.data.status]).toEqual([200, 3]);
    expect(await balanceOf(server, player.token)).toBe('50.00');
    expect((await ledgerOf(player.userinfo.id)).map((row) => row.type)).toEqual([
      'ops_credit',
      'lottery_bet',
      'lottery_cancel',
    ]);

    const settledLater = await placed(player.token, { play_id: 'k3_dxds', codes: '大' });
    await draw('jsk3', { expect: settledLater.expect, code: '1,2,3' });
    const late = await server.post('/api/v1/liujiu/bet/cancel', { bet_id: settledLater.id }, player.token);
    expect([late.status, late.body.message]).toEqual([422, '该注单已开奖或已撤单，不能撤单']);
  });

  it('cancel after the expect closed but before its draw is refused', async () => {
    const player = await fundedPlayer(server, '20');
    const one = await placed(player.token, { lottery_id: 2, play_id: 'k3_hz', codes: '10' });
    const afterClose = new Date(Date.parse(one.close_time ?? '') + 1000);
    const outcome = await cancelBets(server.db, player.userinfo.id, [one.id], afterClose);
    expect(outcome.failed).toEqual([{ betId: one.id, message: '本期已封盘，不能撤单' }]);
    expect(await balanceOf(server, player.token)).toBe('18.00');
  });

  it("someone else's bet is invisible: no detail, no cancel, not in a batch", async () => {
    const owner = await fundedPlayer(server, '20');
    const other = await fundedPlayer(server, '20');
    const one = await placed(owner.token, { play_id: 'k3_hz', codes: '4' });
    const seen = await server.get(`/api/v1/liujiu/bet/detail?bet_id=${one.id}`, other.token);
    expect([seen.status, seen.body.message]).toEqual([404, '注单不存在']);
    const cancel = await server.post('/api/v1/liujiu/bet/cancel', { bet_id: one.id }, other.token);
    expect([cancel.status, cancel.body.message]).toEqual([404, '注单不存在']);
    const batch = await server.post('/api/v1/liujiu/bet/batch-cancel', { bet_ids: [one.id] }, other.token);
    expect([batch.status, batch.body.message]).toEqual([422, '注单不存在']);
    expect(
      (await server.get<{ total: number }>('/api/v1/liujiu/bet/list', other.token)).body.data.total,
    ).toBe(0);
    expect(await balanceOf(server, owner.token)).toBe('18.00');
  });

  it('batch cancel cancels what it can and explains the rest; already cancelled bets answer as cancelled', async () => {
    const player = await fundedPlayer(server, '20');
    const a = await placed(player.token, { play_id: 'k3_hz', codes: '5' });
    const b = await placed(player.token, { play_id: 'k3_hz', codes: '6' });
    await server.post('/api/v1/liujiu/bet/cancel', { bet_id: b.id }, player.token);
    const c = await placed(player.token, { play_id: 'k3_hz', codes: '7' });
    const settled = await placed(player.token, { lottery_id: 2, play_id: 'k3_hz', codes: '8' });
    await draw('wfk3', { expect: settled.expect, code: '1,2,3' });
    const batchCancel = (betIds: number[]) =>
      server.post('/api/v1/liujiu/bet/batch-cancel', { bet_ids: betIds }, player.token);
    const batch = await batchCancel([a.id, b.id, c.id, settled.id]);
    const answer = {
      cancelled: [a.id, b.id, c.id],
      failed: [{ bet_id: settled.id, message: '该注单已开奖或已撤单，不能撤单' }],
      refund: '6.00',
    };
    expect([batch.status, batch.body.data]).toEqual([200, answer]);
    expect(await balanceOf(server, player.token)).toBe('18.00');
    // A retry (or a batch of bets all cancelled already) answers alike and refunds nothing more.
    const retry = await batchCancel([a.id, b.id, c.id, settled.id]);
    expect([retry.status, retry.body.data]).toEqual([200, answer]);
    const onlyCancelled = await batchCancel([b.id]);
    expect([onlyCancelled.status, onlyCancelled.body.data]).toEqual([
      200,
      { cancelled: [b.id], failed: [], refund: '2.00' },
    ]);
    expect(await balanceOf(server, player.token)).toBe('18.00');
    const stats = await server.get('/api/v1/liujiu/bet/stats', player.token);
    expect(stats.body.data).toMatchObject({ bet_count: 4, cancelled_count: 3, total_stake: '2.00' });
  });

  it('concurrent bets on one balance never overdraw', async () => {
    const player = await fundedPlayer(server, '10');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => bet(player.token, { play_id: 'k3_hz', codes: '9' })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
    expect(replies.filter((reply) => reply.body.message === '余额不足')).toHaveLength(3);
    expect(await balanceOf(server, player.token)).toBe('0.00');
    const rows = await ledgerOf(player.userinfo.id);
    expect(rows.reduce((sum, row) => sum + row.amount, 0n)).toBe(0n);
  });

  it('a repeated Idempotency-Key returns the first bet and debits once', async () => {
    const player = await fundedPlayer(server, '10');
    const headers = { 'idempotency-key': 'lottery-once-1' };
    const [first, second] = await Promise.all([
      bet(player.token, { play_id: 'k3_hz', codes: '8' }, headers),
      bet(player.token, { play_id: 'k3_hz', codes: '8' }, headers),
    ]);
    expect(first.body.data.id).toBe(second.body.data.id);
    expect([first.body.data.repeated, second.body.data.repeated].sort()).toEqual([false, true]);
    expect(await balanceOf(server, player.token)).toBe('8.00');
  });

  it('records list newest first with filters and stats add up', async () => {
    const player = await fundedPlayer(server, '100');
    const a = await placed(player.token, { play_id: 'k3_hz', codes: '11' });
    const b = await placed(player.token, { lottery_id: 3, play_id: 'ssc_lhh', codes: '和' });
    await draw('jsssc', { expect: b.expect, code: '5,0,0,0,5' });
    const all = await server.get<{ list: BetJson[]; total: number }>('/api/v1/liujiu/bet/list', player.token);
    expect(all.body.data.list.map((row) => row.id)).toEqual([b.id, a.id]);
    const won = await server.get<{ list: BetJson[] }>('/api/v1/liujiu/bet/list?status=1', player.token);
    expect(won.body.data.list.map((row) => [row.id, row.win_amount])).toEqual([[b.id, '19.60']]);
    const onlyK3 = await server.get<{ total: number }>('/api/v1/liujiu/bet/list?lottery_id=1', player.token);
    expect(onlyK3.body.data.total).toBe(1);
    const stats = await server.get('/api/v1/liujiu/bet/stats', player.token);
    expect(stats.body.data).toMatchObject({
      bet_count: 2,
      pending_count: 1,
      won_count: 1,
      total_stake: '4.00',
      pending_stake: '2.00',
      total_win: '19.60',
      profit: '17.60',
    });
  });
});
