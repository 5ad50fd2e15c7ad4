import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger } from '../../db/schema';
import { changeBalanceNow } from '../../domain/ledger';
import { lotteryTools } from '../../domain/lottery/testing';
import { financeTools, type WithdrawalJson, withdrawingPlayer } from '../../test/money-invariants-tools';
import { orderTools } from '../../test/orders';
import { describeOnEachDatabase } from '../../test/server';
import { matchDealer } from '../../test/sports';

const yuan = (fen: bigint) => {
  const abs = fen < 0n ? -fen : fen;
  return `${fen < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/**
 * One player's day, then every page's figures against the ledger (@app/shared/figures): 投注记录's summary,
 * 综合报表, 我的 (userinfo) and 提现 (withdraws/balance) must read the same money the same way.
 */
describeOnEachDatabase('figures that add up across pages', (server) => {
  const deal = matchDealer(server);
  const { winSlip, submit, settle } = orderTools(server);
  const { placed, draw } = lotteryTools(server);
  const { withdraw } = financeTools(server);

  // A whole day of about forty requests, and a bet that may wait for the next expect: 13 s on a loaded
  // 2-core machine, so twice the default budget.
  it('a day of sports, lottery, refunds, withdrawals and a rebate reads the same on every page', {
    timeout: 60_000,
  }, async () => {
    const player = await withdrawingPlayer(server, '1000');
    const userId = player.userinfo.id;

    const [wonMatch, lostMatch, voidMatch, openMatch] = await deal('football', 4, 'winDrawLose');
    const [legA, legB] = await deal('football', 2);
    const single = async (id: number, amount: number) => ({
      ...(await winSlip([id], [], amount)),
      mode: 'single',
    });
    for (const slip of [
      await single(wonMatch as number, 10),
      await single(lostMatch as number, 20),
      await single(voidMatch as number, 30),
      await single(openMatch as number, 46),
      await winSlip([legA as number, legB as number], ['2x1'], 5),
    ])
      expect((await submit(slip, player.token)).status).toBe(200);
    for (const [id, home, away] of [
      [wonMatch, 2, 0],
      [lostMatch, 0, 1],
      [legA, 1, 0],
      [legB, 3, 1],
    ] as const)
      expect((await settle(id as number, home, away, { home: 0, away: 0 })).status).toBe(200);
    expect((await server.ops('POST', `/matches/${voidMatch}/void`)).status).toBe(200);

    const won = await placed(player.token, { play_id: 'k3_hz', codes: '3,10' });
    const cancelled = await placed(player.token, { play_id: 'k3_hz', codes: '4', expect: won.expect });
    expect(
      (await server.post('/api/v1/liujiu/bet/cancel', { bet_id: cancelled.id }, player.token)).status,
    ).toBe(200);
    expect((await draw('jsk3', { expect: won.expect, code: '1,1,1' })).status).toBe(200);

    expect((await server.post('/api/v1/rebate/apply', undefined, player.token)).status).toBe(200);
    expect((await server.post('/api/v1/rebate/claim-all', undefined, player.token)).status).toBe(200);

    const paid = await withdraw(player.token, player.walletId, '120');
    const pending = await withdraw(player.token, player.walletId, '150');
    expect([paid.body.message, pending.body.message]).toEqual(['提现申请已提交', '提现申请已提交']);
    const approved = await server.ops<WithdrawalJson>('POST', `/withdraws/${paid.body.data.id}/approve`);
    expect(approved.status).toBe(200);

    // Paid in after the withdrawals: a deposit raises the turnover a withdrawal needs first.
    await changeBalanceNow(server.db, { userId, amountFen: 20_000n, type: 'deposit', remark: '充值' });

    // The ledger, summed by type: the truth every page is checked against.
    const rows = await server.db.select().from(ledger).where(eq(ledger.userId, userId));
    const sum = (...types: string[]) =>
      rows.filter((row) => types.includes(row.type)).reduce((total, row) => total + row.amount, 0n);
    const pendingStake = 4600n;
    const validBet = -sum('bet', 'bet_refund', 'lottery_bet', 'lottery_cancel') - pendingStake;
    const payout = sum('bet_win', 'lottery_win');
    const rebate = sum('rebate');
    const paidOut = -sum('withdraw', 'withdraw_refund') - 15_000n;
    expect(sum('bet_refund')).toBe(3000n);
    expect(sum('lottery_cancel')).toBeGreaterThan(0n);
    expect(rebate).toBeGreaterThan(0n);
    expect(paidOut).toBe(12_000n);

    // 投注记录: 投注总额 = 有效投注 + 待开奖; 投注盈亏 = 派奖 − 有效投注.
    const stats = await server.get<Record<string, unknown>>('/api/v1/betting-records/stats', player.token);
    expect(stats.body.data).toMatchObject({
      stake_total: yuan(validBet + pendingStake),
      valid_total: yuan(validBet),
      pending_stake: yuan(pendingStake),
      payout_total: yuan(payout),
      profit_total: yuan(payout - validBet),
      pending_count: 1,
    });

    // 综合报表: the same 有效投注 and 派奖; 提现 is what was paid, 审核中 apart.
    const report = await server.get<{ totals: Record<string, string>; withdraw_pending: string }>(
      '/api/v1/reports/comprehensive',
      player.token,
    );
    expect(report.body.data.totals).toEqual({
      deposit: yuan(sum('deposit')),
      withdraw: yuan(paidOut),
      bet: yuan(validBet),
      win: yuan(payout),
      rebate: yuan(rebate),
      bonus: '0.00',
      net: yuan(payout + rebate - validBet),
    });
    expect(report.body.data.withdraw_pending).toBe('150.00');

    // 我的: 游戏流水 is the lifetime 有效投注, 累计提现 the paid withdrawals only.
    const me = await server.get<Record<string, string>>('/api/v1/me', player.token);
    expect(me.body.data).toMatchObject({ totalgame: yuan(validBet), total_withdraw: yuan(paidOut) });

    // 提现: 累计提现 and 审核中 side by side, and they are the ledger's withdrawals.
    const balance = await server.get<Record<string, string>>('/api/v1/withdraws/balance', player.token);
    expect(balance.body.data).toMatchObject({ total_withdraw: yuan(paidOut), frozen: '150.00' });
    expect(-sum('withdraw', 'withdraw_refund')).toBe(paidOut + 15_000n);
  });
});
