import { api, apiLogin } from '../support/api';
import { credit, login, open, ops, snap, uniqueUsername } from '../support/app';
import { watchCsp } from '../support/csp';
import { playLostFootballSingle } from '../support/matches';
import { expect, expectToast, type Page, test } from '../support/test';

const PASSWORD = 'secret123';
const PAYMENT_PASSWORD = '246810';

const balance = (page: Page) => page.getByTestId('finance-balance');

/** Waits for running CSS animations (a sheet sliding up) so a screenshot shows the settled screen. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** The private channel is subscribed (after the 2 s auth debounce), so no balance push can be missed. */
async function realtimeReady(page: Page): Promise<void> {
  await open(page, '/pages/test/websocket');
  await expect(page.getByTestId('ws-log')).toContainText('订阅成功 private-user.');
}

// Each `pnpm ops` call starts the CLI (several seconds on a busy machine).

test('recharge through the demo gateway, withdraw with the payment password, approved by the operator', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('money');
  await ops('user:create', username, PASSWORD);
  await credit(username, '1000.00');
  const token = await apiLogin(request, username, PASSWORD);
  await api(request, token, 'POST', '/v1/user/set-payment-password', { password: PAYMENT_PASSWORD });
  await login(page, { username, password: PASSWORD });
  const cspViolations = await watchCsp(page);
  await realtimeReady(page);

  // Recharge 500 online: the gateway page in the webview, 支付成功, the toast and the balance.
  await open(page, '/financePages/recharge');
  await expect(balance(page)).toHaveText('¥ 1,000.00');
  await page.getByRole('button', { name: '500', exact: true }).click();
  await snap(page, 'finance-recharge');
  await page.getByRole('button', { name: '立即充值' }).click();
  const gateway = page.frameLocator('[data-testid="payment-frame"]');
  await expect(gateway.getByTestId('gateway-amount')).toHaveText('¥ 500.00');
  await snap(page, 'finance-payment-gateway');
  // The gateway page runs under a strict Content Security Policy: no inline script, nothing blocked.
  expect(await cspViolations()).toEqual([]);
  await gateway.getByRole('button', { name: '支付成功' }).click();
  // The first deposit also pays 首充奖励 (自动发放, 18.00), with toasts of its own.
  await expectToast(page, '余额变动 +500.00 充值');
  await expect(page.getByTestId('payment-result')).toHaveText('充值成功');
  await expect(balance(page)).toHaveText('¥ 1,518.00');
  await snap(page, 'finance-payment-success');

  // The deposit's turnover must be played before withdrawing.
  await page.goto('/#/financePages/withdrawal');
  await expect(page.getByTestId('turnover-status')).toHaveText('还需完成打码量 500.00 元才能提现');
  await playLostFootballSingle(request, token, 500);
  await page.reload();
  await expect(page.getByTestId('turnover-status')).toHaveText('打码量已完成，可以提现');
  await expect(balance(page)).toHaveText('¥ 1,018.00');

  // Bind a bank card in wallet management; it is shown masked.
  await page.getByRole('button', { name: '管理 / 添加' }).click();
  const manager = page.getByTestId('wallet-manager');
  await manager.getByLabel('持卡人').fill('张三');
  await manager.getByLabel('开户银行').selectOption('招商银行');
  await manager.getByLabel('卡号').fill('6225881234567890');
  await manager.getByRole('button', { name: '绑定银行卡' }).click();
  await expect(manager.getByTestId('wallet-row')).toContainText('6225 **** **** 7890');
  await settled(page);
  await snap(page, 'finance-wallets');
  await manager.getByRole('button', { name: '关闭钱包管理' }).click();
  await expect(page.getByTestId('wallet-choice')).toContainText('6225 **** **** 7890');

  // Withdraw 300: fee 1% (min 2) shown, the payment password, the amount held at once.
  await page.getByLabel('金额 ¥').fill('300');
  await expect(page.getByTestId('fee-preview')).toContainText('297.00');
  await page.getByRole('button', { name: '立即提现' }).click();
  await page.getByLabel('支付密码', { exact: true }).fill('111111');
  await page.getByRole('button', { name: '确认提现' }).click();
  await expectToast(page, '支付密码错误');
  await page.getByLabel('支付密码', { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: '确认提现' }).click();
  // Two toasts race: the request's 提现申请已提交 and the pushed balance change of the hold.
  await expectToast(page, '提现申请已提交，请等待审核');
  await expect(balance(page)).toHaveText('¥ 718.00');
  await expect(page.getByTestId('withdraw-record').first()).toContainText('审核中');
  await snap(page, 'finance-withdrawal');

  // The operator approves it; the record says 已到账 and the bill shows the withdrawal.
  const list = await api<{ list: Array<{ id: number }> }>(request, token, 'GET', '/v1/withdraws');
  const id = String(list.body.data.list[0]?.id);
  expect(await ops('withdraw:approve', id)).toContain(`已通过提现 #${id}`);
  await page.reload();
  await expect(page.getByTestId('withdraw-record').first()).toContainText('已到账');
  await expect(balance(page)).toHaveText('¥ 718.00');

  await page.goto('/#/financePages/billdetails');
  const withdrawal = page.locator('[data-testid^="bill-"]').filter({ hasText: '提现' }).first();
  await expect(withdrawal).toContainText('-300.00');
  await expect(page.locator('[data-testid^="bill-"]').filter({ hasText: '充值' }).first()).toContainText(
    '+500.00',
  );
  await snap(page, 'finance-bills-money');
});

test('a bank transfer is confirmed once by the operator with pnpm ops payment:confirm', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('bank');
  await ops('user:create', username, PASSWORD);
  await login(page, { username, password: PASSWORD });
  await realtimeReady(page);
  await open(page, '/financePages/recharge');
  await page.getByRole('button', { name: /银行转账/ }).click();
  await page.getByLabel('金额 ¥').fill('200');
  await page.getByRole('button', { name: '获取转账信息' }).click();
  const sheet = page.getByTestId('transfer-sheet');
  await expect(sheet).toContainText('中国工商银行');
  await sheet.getByLabel('转账凭证').fill('张三 尾号7890');
  await settled(page);
  await snap(page, 'finance-bank-transfer');
  await sheet.getByRole('button', { name: '我已转账，提交' }).click();
  await expect(page.getByTestId('recharge-order').first()).toContainText('待确认');

  const token = await apiLogin(request, username, PASSWORD);
  const orders = await api<{ list: Array<{ order_no: string }> }>(
    request,
    token,
    'GET',
    '/v1/payment-orders',
  );
  const orderNo = orders.body.data.list[0]?.order_no ?? '';
  expect(await ops('payment:confirm', orderNo)).toContain('已到账');
  // Pushed live, without a reload: the deposit and the first deposit's 首充奖励 (自动发放, 18.00). Their four
  // toasts (balance changes and messages) may all be gone by the time the slow CLI returns: the balance says it.
  await expect(balance(page)).toHaveText('¥ 218.00');
  await expect(ops('payment:confirm', orderNo)).rejects.toThrow();
});
