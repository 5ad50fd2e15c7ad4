import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, paymentOrders } from '../../db/schema';
import { assertLedgerInvariants, financeTools, VALID_TRON_ADDRESS } from '../../test/money-invariants-tools';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf } from '../../test/sports';

interface BalanceJson {
  balance: string;
  paysum: string;
  codingvolume: string;
}

describeOnEachDatabase('recharge: payment orders and the demo gateway', (server) => {
  const { recharge, gatewayCallbacks, callback } = financeTools(server);

  it('offers the configured methods, the USDT rate and the system wallet address', async () => {
    const player = await server.registerPlayer('pay');
    const methods = await server.get<Array<{ key: string; min: string; presets: number[] }>>(
      '/api/v1/payment-orders/methods',
      player.token,
    );
    expect(methods.body.data.map((method) => method.key)).toEqual(['online', 'bank', 'usdt']);
    expect(methods.body.data[0]).toMatchObject({ min: '10.00', presets: [100, 200, 500, 1000, 2000, 5000] });
    const rate = await server.get('/api/v1/payment-orders/usdt-rate', player.token);
    expect(rate.body.data).toMatchObject({ rate: '7.2000', currency: 'CNY' });
    const address = await server.get<{ address: string }>(
      '/api/v1/payment-orders/system-wallet-address',
      player.token,
    );
    expect(address.body.data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await server.get('/api/v1/payment-orders/methods')).status).toBe(401);
  });

  it('pays an online order through the gateway once: duplicates and replays move nothing', async () => {
    const player = await server.registerPlayer('pay');
    const created = await recharge(player.token, 'online', '100.50');
    expect(created.status).toBe(200);
    expect(created.body.data.order).toMatchObject({ amount: '100.50', status: 0 });
    expect(created.body.data.order.order_no).toMatch(/^RC\d{20}$/);
    const { page, success } = await gatewayCallbacks(created.body.data.pay_url as string);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>[^<]/);
    expect(page.body).toContain('¥ 100.50');

    const first = await callback(success);
    expect(first.body.data).toMatchObject({ result: 'applied', status: 2, callback_count: 1 });
    const info = await server.get<BalanceJson>('/api/v1/user/balance', player.token);
    expect(info.body.data).toMatchObject({ balance: '100.50', paysum: '100.50', codingvolume: '100.50' });

    const [again, concurrent] = await Promise.all([callback(success), callback(success)]);
    expect([again.body.data.result, concurrent.body.data.result]).toEqual(['duplicate', 'duplicate']);
    expect(await balanceOf(server, player.token)).toBe('100.50');
    const order = await server.get<{ status_text: string }>(
      `/api/v1/payment-orders/${created.body.data.order.id}`,
      player.token,
    );
    expect(order.body.data.status_text).toBe('已到账');
    const [row] = await server.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, created.body.data.order.id));
    expect(row?.callbackCount).toBe(3);
    const deposits = await server.db.select().from(ledger).where(eq(ledger.userId, player.userinfo.id));
    expect(deposits.map((entry) => [entry.type, entry.amount])).toEqual([['deposit', 10050n]]);
  });

  it('refuses forged callbacks: a wrong signature, a changed amount, a pay link that was not signed', async () => {
    const player = await server.registerPlayer('pay');
    const created = await recharge(player.token, 'online', '50');
    const { success } = await gatewayCallbacks(created.body.data.pay_url as string);
    const forged = await callback({ ...success, sign: 'a'.repeat(64) });
    expect(forged.status).toBe(422);
    expect(forged.body.message).toBe('签名错误');
    expect((await callback({ ...success, amount: '5000.00' })).body.message).toBe('签名错误');
    const badLink = await server.app.inject({
      method: 'GET',
      url: `/api/demo-gateway/pay?order_no=${created.body.data.order.order_no}&sign=${'0'.repeat(64)}`,
    });
    expect(badLink.statusCode).toBe(404);
    expect(await balanceOf(server, player.token)).toBe('0.00');
  });

  it('answers late callbacks for cancelled and expired orders without crediting; a failure is final', async () => {
    const player = await server.registerPlayer('pay');
    const cancelled = await recharge(player.token, 'online', '20');
    const cancelledCallbacks = await gatewayCallbacks(cancelled.body.data.pay_url as string);
    const cancel = await server.post(
      `/api/v1/payment-orders/${cancelled.body.data.order.id}/cancel`,
      {},
      player.token,
    );
    expect(cancel.body.data).toMatchObject({ status: 3, status_text: '已取消' });
    const late = await callback(cancelledCallbacks.success);
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ result: 'ignored', status: 3 });

    const expiring = await recharge(player.token, 'online', '30');
    const expiringCallbacks = await gatewayCallbacks(expiring.body.data.pay_url as string);
    await server.db
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.id, expiring.body.data.order.id));
    const tooLate = await callback(expiringCallbacks.success);
    expect(tooLate.body.data).toMatchObject({ result: 'ignored', status: 5 });

    const failing = await recharge(player.token, 'online', '40');
    const failingCallbacks = await gatewayCallbacks(failing.body.data.pay_url as string);
    expect((await callback(failingCallbacks.failure)).body.data).toMatchObject({
      result: 'applied',
      status: 4,
    });
    expect((await callback(failingCallbacks.success)).body.data).toMatchObject({
      result: 'ignored',
      status: 4,
    });
    expect(await balanceOf(server, player.token)).toBe('0.00');
    const closed = await server.app.inject({ method: 'GET', url: failing.body.data.pay_url as string });
    expect(closed.body).toContain('订单支付失败');
    expect(closed.body).not.toContain('data-callback');
  });

  it('a repeated Idempotency-Key returns the first order; someone else cannot see or touch it', async () => {
    const owner = await server.registerPlayer('pay');
    const other = await server.registerPlayer('pay');
    const [a, b] = await Promise.all([
      recharge(owner.token, 'bank', '300', 'rc-key-1'),
      recharge(owner.token, 'bank', '300', 'rc-key-1'),
    ]);
    expect(a.body.data.order.id).toBe(b.body.data.order.id);
    expect([a.body.data.repeated, b.body.data.repeated].sort()).toEqual([false, true]);
    const id = a.body.data.order.id;
    const orderNo = a.body.data.order.order_no;
    expect((await server.get(`/api/v1/payment-orders/${id}`, other.token)).status).toBe(404);
    expect((await server.post(`/api/v1/payment-orders/${id}/cancel`, {}, other.token)).status).toBe(404);
    const info = await server.post('/api/v1/payment-orders/payment-info', { order_no: orderNo }, other.token);
    expect(info.status).toBe(404);
    const submit = await server.post(
      '/api/v1/payment-orders/submit-transfer',
      { order_no: orderNo, voucher: '李四 尾号8888' },
      other.token,
    );
    expect(submit.status).toBe(404);
    const list = await server.get<{ total: number }>('/api/v1/payment-orders', other.token);
    expect(list.body.data.total).toBe(0);
  });

  it('USDT: rate-converted amount, the tx hash submitted once, credited once by the operator', async () => {
    const player = await server.registerPlayer('pay');
    const order = await recharge(player.token, 'usdt', '100');
    expect(order.body.data).toMatchObject({ address: expect.stringMatching(/^T/), usdt_amount: '13.89' });
    const orderNo = order.body.data.order.order_no;
    const badHash = await server.post(
      '/api/v1/payment-orders/submit-transfer',
      { order_no: orderNo, tx_hash: 'abc' },
      player.token,
    );
    expect(badHash.body.message).toBe('交易哈希须为64位十六进制字符');
    const hash = 'ab'.repeat(32);
    const submitted = await server.post(
      '/api/v1/payment-orders/submit-transfer',
      { order_no: orderNo, tx_hash: hash },
      player.token,
    );
    expect(submitted.body.data).toMatchObject({ status: 1, status_text: '待确认', tx_hash: hash });
    const second = await recharge(player.token, 'usdt', '100');
    const reused = await server.post(
      '/api/v1/payment-orders/submit-transfer',
      { order_no: second.body.data.order.order_no, tx_hash: `0x${hash.toUpperCase()}` },
      player.token,
    );
    expect(reused.body.message).toBe('该交易哈希已被使用');

    const confirmed = await server.ops('POST', `/payments/${orderNo}/confirm`);
    expect(confirmed.body.data).toMatchObject({ status: 2 });
    const twice = await server.ops('POST', `/payments/${orderNo}/confirm`);
    expect(twice.status).toBe(422);
    expect(await balanceOf(server, player.token)).toBe('100.00');
    const stats = await server.get('/api/v1/payment-orders/statistics', player.token);
    expect(stats.body.data).toMatchObject({ paid_count: 1, paid_amount: '100.00', pending_count: 1 });
    expect(VALID_TRON_ADDRESS).toMatch(/^T/);
  });

  it('bank transfer: voucher, operator rejection; limits and switched-off methods are refused', async () => {
    const player = await server.registerPlayer('pay');
    const order = await recharge(player.token, 'bank', '500');
    expect(order.body.data.bank_account).toMatchObject({ bank_name: '中国工商银行' });
    const online = await server.post(
      '/api/v1/payment-orders/submit-transfer',
      { order_no: order.body.data.order.order_no, tx_hash: 'cd'.repeat(32) },
      player.token,
    );
    expect(online.body.message).toBe('请填写转账凭证（付款人姓名或流水号）');
    await server.post(
      '/api/v1/payment-orders/submit-transfer',
      { order_no: order.body.data.order.order_no, voucher: '王五 流水号 20261121' },
      player.token,
    );
    const rejected = await server.ops('POST', `/payments/${order.body.data.order.order_no}/reject`, {
      reason: '未收到款项',
    });
    expect(rejected.body.data).toMatchObject({ status: 4, remark: '未收到款项' });
    expect(await balanceOf(server, player.token)).toBe('0.00');

    expect((await recharge(player.token, 'online', '9.99')).body.message).toBe(
      '单笔充值金额须在10.00-50000.00元之间',
    );
    expect((await recharge(player.token, 'online', '50000.01')).status).toBe(422);
    await server.ops('PUT', '/config/payment_methods', { value: ['bank'] });
    try {
      expect((await recharge(player.token, 'online', '100')).body.message).toBe('该充值方式暂未开放');
      const methods = await server.get<Array<{ key: string }>>(
        '/api/v1/payment-orders/methods',
        player.token,
      );
      expect(methods.body.data.map((method) => method.key)).toEqual(['bank']);
    } finally {
      await server.ops('PUT', '/config/payment_methods', { value: ['online', 'bank', 'usdt'] });
    }
    await assertLedgerInvariants(server.db);
  });
});
