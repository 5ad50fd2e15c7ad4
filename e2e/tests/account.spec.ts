import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { expect, expectToast, test } from '../support/test';

async function freshPlayer(prefix: string) {
  const username = uniqueUsername(prefix);
  await ops('user:create', username, 'secret123');
  return { username, password: 'secret123' };
}

test('pull-down refresh on mine brings a change the socket did not deliver', async ({ page }) => {
  // No realtime socket in this test: only the pull-down can bring the new balance.
  await page.routeWebSocket(/\/app\//, (ws) => ws.close());
  const player = await freshPlayer('pull');
  await login(page, player);
  await expect(page.getByTestId('mine-balance')).toHaveText('0.00');
  await credit(player.username, '66.60');

  await page.mouse.move(187, 220);
  await page.mouse.down();
  await page.mouse.move(187, 520, { steps: 12 });
  await expect(page.getByText('释放立即刷新')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByTestId('mine-balance')).toHaveText('66.60');
});

test('account centre: set a payment password, then changing it needs the old one', async ({ page }) => {
  const player = await freshPlayer('paypw');
  await login(page, player);
  await page.goto('/#/minePages/set');
  await expect(page.getByText('账户安全')).toBeVisible();
  await snap(page, 'account-centre');
  await page.getByText('支付密码', { exact: true }).click();
  await page.getByLabel('登录密码').fill(player.password);
  await page.getByLabel('支付密码', { exact: true }).fill('123456');
  await page.getByLabel('确认密码').fill('123456');
  await page.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '支付密码设置成功');

  await page.getByText('支付密码', { exact: true }).click();
  await page.getByLabel('原支付密码').fill('000000');
  await page.getByLabel('支付密码', { exact: true }).fill('654321');
  await page.getByLabel('确认密码').fill('654321');
  await page.getByRole('button', { name: '保存' }).click();
  await expectToast(page, /原支付密码.*错误/);
});

test('customer service opens kf_url in the in-app webview', async ({ page }) => {
  await page.goto('/#/pages/customer/customer');
  await snap(page, 'customer');
  await page.getByTestId('customer-open').click();
  await expect(page).toHaveURL(/#\/pages\/webview\/webview/);
  await expect(page.getByTestId('webview-frame')).toHaveAttribute('src', /^https?:\/\//);
});
