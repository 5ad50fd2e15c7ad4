import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, users } from '../../db/schema';
import {
  assertLedgerInvariants,
  financeTools,
  PAYMENT_PASSWORD,
  VALID_TRON_ADDRESS,
  type WalletJson,
  type WithdrawalJson,
  withdrawingPlayer,
} from '../../test/money-invariants-tools';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer } from '../../test/sports';

describeOnEachDatabase('withdrawals and wallets', (server) => {
  const { withdraw } = financeTools(server);
  const totalWithdraw = async (id: number) =>
    (await server.db.select().from(users).where(eq(users.id, id)))[0]?.totalWithdraw;

  it('wallets: bank cards come back masked, TRC20 addresses are checksum-checked, toggled and deleted', async () => {
    const player = await server.registerPlayer('wal');
    const card = await server.post<WalletJson>(
      '/api/v1/user-wallets',
      { type: 'bank', holder: '张三', bank_name: '招商银行', account: '6225 8812 3456 7890' },
      player.token,
    );
    expect(card.body.data).toMatchObject({ type: 'bank', account: '6225 **** **** 7890', status: 1 });
    expect(JSON.stringify(card.body.data)).not.toContain('6225881234567890');
    const typo = `${VALID_TRON_ADDRESS.slice(0, -1)}u`;
    const bad = await server.post('/api/v1/user-wallets', { type: 'usdt', account: typo }, player.token);
    expect(bad.body.message).toBe('USDT地址格式不正确，请填写TRC20地址（T开头34位）');
    const usdt = await server.post<WalletJson>(
      '/api/v1/user-wallets',
      { type: 'usdt', account: VALID_TRON_ADDRESS },
      player.token,
    );
    expect(usdt.body.data).toMatchObject({ type: 'usdt', account: VALID_TRON_ADDRESS });
    const twice = await server.post(
      '/api/v1/user-wallets',
      { type: 'usdt', account: VALID_TRON_ADDRESS },
      player.token,
    );
    expect(twice.body.message).toBe('该账户已绑定');
    const badCard = await server.post(
      '/api/v1/user-wallets',
      { type: 'bank', holder: '张三', bank_name: '招商银行', account: '12345' },
      player.token,
    );
    expect(badCard.body.message).toBe('银行卡号须为12-19位数字');

    const toggled = await server.post<WalletJson>(
      `/api/v1/user-wallets/${usdt.body.data.id}/toggle-status`,
      {},
      player.token,
    );
    expect(toggled.body.data.status).toBe(0);
    const updated = await server.request<WalletJson>({
      method: 'PUT',
      url: `/api/v1/user-wallets/${card.body.data.id}`,
      headers: { authorization: `Bearer ${player.token}` },
      payload: { branch: '深圳南山支行' },
    });
    expect(updated.body.data).toMatchObject({ account: '6225 **** **** 7890' });

    const other = await server.registerPlayer('wal');
    const auth = { authorization: `Bearer ${other.token}` };
    expect((await server.get(`/api/v1/user-wallets/${card.body.data.id}`, other.token)).status).toBe(404);
    const foreignDelete = await server.request({
      method: 'DELETE',
      url: `/api/v1/user-wallets/${card.body.data.id}`,
      headers: auth,
    });
    expect(foreignDelete.status).toBe(404);
    expect(
      (await server.post(`/api/v1/user-wallets/${card.body.data.id}/toggle-status`, {}, other.token)).status,
    ).toBe(404);
    const list = await server.get<WalletJson[]>('/api/v1/user-wallets', other.token);
    expect(list.body.data).toEqual([]);

    const removed = await server.request({
      method: 'DELETE',
      url: `/api/v1/user-wallets/${usdt.body.data.id}`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(removed.status).toBe(200);
    const mine = await server.get<WalletJson[]>('/api/v1/user-wallets', player.token);
    expect(mine.body.data.map((wallet) => wallet.id)).toEqual([card.body.data.id]);
  });

  it('refuses without a payment password, with a wrong one, under turnover, when disabled, outside limits', async () => {
    const bare = await fundedPlayer(server, '1000');
    const wallet = await server.post<WalletJson>(
      '/api/v1/user-wallets',
      { type: 'bank', holder: '李四', bank_name: '中国银行', account: '6013821234567890' },
      bare.token,
    );
    const noPassword = await withdraw(bare.token, wallet.body.data.id, '200');
    expect(noPassword.body.message).toBe('请先设置支付密码');

    const player = await withdrawingPlayer(server, '1000');
    expect((await withdraw(player.token, player.walletId, '200', undefined, '000000')).body.message).toBe(
      '支付密码错误',
    );
    expect((await withdraw(player.token, player.walletId, '99.99')).body.message).toBe(
      '单笔提现金额须在100.00-50000.00元之间',
    );
    expect((await withdraw(player.token, player.walletId, '2000')).body.message).toBe('余额不足');

    await server.db.update(users).set({ codingvolume: 12345n }).where(eq(users.id, player.userinfo.id));
    expect((await withdraw(player.token, player.walletId, '200')).body.message).toBe(
      '还需完成打码量 123.45 元才能提现',
    );
    await server.db
      .update(users)
      .set({ codingvolume: 0n, disableWithdraw: 1 })
      .where(eq(users.id, player.userinfo.id));
    expect((await withdraw(player.token, player.walletId, '200')).body.message).toBe('您的账户已被禁止提现');
    await server.db
      .update(users)
      .set({ disableWithdraw: 0, isBlack: 1 })
      .where(eq(users.id, player.userinfo.id));
    expect((await withdraw(player.token, player.walletId, '200')).body.message).toBe('您的账户已被禁止提现');
    await server.db.update(users).set({ isBlack: 0 }).where(eq(users.id, player.userinfo.id));
    expect(await balanceOf(server, player.token)).toBe('1000.00');
  });

  it('holds the amount at once, shows the fee; approval adds to total_withdraw, rejection refunds', async () => {
    const player = await withdrawingPlayer(server, '1000');
    const config = await server.get('/api/v1/withdraws/config', player.token);
    expect(config.body.data).toMatchObject({
      min: '100.00',
      daily_count: 5,
      fee_percent: '1.00',
      blocked_reason: null,
    });
    const preview = await server.get('/api/v1/withdraws/fee?amount=300', player.token);
    expect(preview.body.data).toMatchObject({ fee: '3.00', actual_amount: '297.00' });

    const first = await withdraw(player.token, player.walletId, '300');
    expect(first.body.data).toMatchObject({
      amount: '300.00',
      fee: '3.00',
      actual_amount: '297.00',
      status: 0,
    });
    expect(first.body.data.order_no).toMatch(/^WD\d{20}$/);
    expect(await balanceOf(server, player.token)).toBe('700.00');
    const held = await server.get('/api/v1/withdraws/balance', player.token);
    expect(held.body.data).toMatchObject({ balance: '700.00', frozen: '300.00' });

    const busy = await server.request({
      method: 'DELETE',
      url: `/api/v1/user-wallets/${player.walletId}`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(busy.body.message).toBe('该钱包有处理中的提现，暂不能删除');

    const approved = await server.ops<WithdrawalJson>('POST', `/withdraws/${first.body.data.id}/approve`);
    expect(approved.body.data).toMatchObject({ status: 1, status_text: '已到账' });
    expect((await server.ops('POST', `/withdraws/${first.body.data.id}/approve`)).status).toBe(422);
    expect((await server.ops('POST', `/withdraws/${first.body.data.id}/reject`)).status).toBe(422);
    expect(await totalWithdraw(player.userinfo.id)).toBe(30000n);
    expect(await balanceOf(server, player.token)).toBe('700.00');
    const inbox = await server.get<{ list: Array<{ title: string; content: string }> }>(
      '/api/v1/messages',
      player.token,
    );
    expect(inbox.body.data.list[0]).toMatchObject({
      title: '提现已到账',
      content: '提现 ¥300.00 已打款，实际到账 ¥297.00',
    });

    const second = await withdraw(player.token, player.walletId, '200');
    const rejected = await server.ops<WithdrawalJson>('POST', `/withdraws/${second.body.data.id}/reject`, {
      reason: '账户信息有误',
    });
    expect(rejected.body.data).toMatchObject({ status: 2, status_text: '已驳回' });
    expect(await balanceOf(server, player.token)).toBe('700.00');

    const third = await withdraw(player.token, player.walletId, '100');
    const cancelled = await server.post<WithdrawalJson>(
      `/api/v1/withdraws/${third.body.data.id}/cancel`,
      {},
      player.token,
    );
    expect(cancelled.body.data.status_text).toBe('已取消');
    const again = await server.post<WithdrawalJson>(
      `/api/v1/withdraws/${third.body.data.id}/cancel`,
      {},
      player.token,
    );
    expect(again.body.data).toMatchObject({ status: 3, repeated: true });
    const afterApproval = await server.post(
      `/api/v1/withdraws/${first.body.data.id}/cancel`,
      {},
      player.token,
    );
    expect(afterApproval.body.message).toBe('该提现已到账，不能重复处理');
    expect(await balanceOf(server, player.token)).toBe('700.00');
    expect(await totalWithdraw(player.userinfo.id)).toBe(30000n);

    const types = await server.db.select().from(ledger).where(eq(ledger.userId, player.userinfo.id));
    expect(types.map((row) => [row.type, row.amount])).toEqual([
      ['ops_credit', 100000n],
      ['withdraw', -30000n],
      ['withdraw', -20000n],
      ['withdraw_refund', 20000n],
      ['withdraw', -10000n],
      ['withdraw_refund', 10000n],
    ]);
    const stats = await server.get('/api/v1/withdraws/statistics', player.token);
    expect(stats.body.data).toMatchObject({ approved_count: 1, approved_amount: '300.00', pending_count: 0 });
    const list = await server.get<{ total: number; list: WithdrawalJson[] }>(
      '/api/v1/withdraws',
      player.token,
    );
    expect(list.body.data.list.map((row) => row.status_text)).toEqual(['已取消', '已驳回', '已到账']);
  });

  it('a repeated key withdraws once; the daily count holds under concurrency; others see nothing', async () => {
    const player = await withdrawingPlayer(server, '5000');
    const [a, b] = await Promise.all([
      withdraw(player.token, player.walletId, '100', 'wd-key'),
      withdraw(player.token, player.walletId, '100', 'wd-key'),
    ]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await balanceOf(server, player.token)).toBe('4900.00');

    await server.ops('PUT', '/config/withdraw_daily_count', { value: 3 });
    try {
      // 5, not more: each in-flight payment-password check counts as a failure until it is answered.
      const burst = await Promise.all(
        Array.from({ length: 5 }, () => withdraw(player.token, player.walletId, '100')),
      );
      expect(burst.filter((reply) => reply.status === 200)).toHaveLength(2);
      expect(burst.filter((reply) => reply.body.message === '今日提现次数已达上限（3次）')).toHaveLength(3);
    } finally {
      await server.ops('PUT', '/config/withdraw_daily_count', { value: 5 });
    }
    expect(await balanceOf(server, player.token)).toBe('4700.00');

    const other = await server.registerPlayer('wal');
    expect((await server.get(`/api/v1/withdraws/${a.body.data.id}`, other.token)).status).toBe(404);
    expect((await server.post(`/api/v1/withdraws/${a.body.data.id}/cancel`, {}, other.token)).status).toBe(
      404,
    );
    const foreignWallet = await withdraw(other.token, player.walletId, '100');
    expect(foreignWallet.status).toBe(422);
    expect(foreignWallet.body.message).toBe('请先设置支付密码');
    await server.post('/api/v1/user/set-payment-password', { password: PAYMENT_PASSWORD }, other.token);
    expect((await withdraw(other.token, player.walletId, '100')).status).toBe(404);
    await assertLedgerInvariants(server.db);
  });

  it('USDT withdrawal converts at the withdraw rate after the fee', async () => {
    const player = await withdrawingPlayer(server, '1000');
    const wallet = await server.post<WalletJson>(
      '/api/v1/user-wallets',
      { type: 'usdt', account: VALID_TRON_ADDRESS },
      player.token,
    );
    // The preview the page shows while the player types is what the withdrawal then records.
    const preview = await server.get('/api/v1/withdraws/fee?amount=705', player.token);
    expect(preview.body.data).toMatchObject({ usdt_rate: '7.0500', usdt_amount: '99.00' });
    const made = await withdraw(player.token, wallet.body.data.id, '705');
    // 705 - 7.05 fee = 697.95 CNY at 7.05 = 99.00 USDT.
    expect(made.body.data).toMatchObject({ fee: '7.05', actual_amount: '697.95', usdt_amount: '99.00' });
    // Rounded down to the cent, never over-paid: 100 - 2.00 fee = 98.00 CNY / 7.05 = 13.9007… -> 13.90.
    const odd = await server.get('/api/v1/withdraws/fee?amount=100', player.token);
    expect(odd.body.data).toMatchObject({ actual_amount: '98.00', usdt_amount: '13.90' });
  });
});
