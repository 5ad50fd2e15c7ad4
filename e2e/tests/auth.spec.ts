import { expect, test } from '@playwright/test';
import { DEMO_USER, login, snap, uniqueUsername } from '../support/app';

test('a new player registers through the form and lands on mine with a zero balance', async ({ page }) => {
  const username = uniqueUsername('new');
  await page.goto('/#/pages/login/register');
  await snap(page, 'register');
  await page.getByTestId('reg-username').fill(username);
  await page.getByTestId('reg-password').fill('secret123');
  await page.getByTestId('reg-confirm').fill('secret124');
  await page.getByTestId('reg-submit').click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

  await page.getByTestId('reg-confirm').fill('secret123');
  await page.getByTestId('reg-submit').click();
  await expect(page.getByTestId('mine-username')).toHaveText(username);
  await expect(page.getByTestId('mine-balance')).toHaveText('0.00');
  await snap(page, 'mine-new-player');
});

test('registering a taken username shows the server message as a toast', async ({ page }) => {
  await page.goto('/#/pages/login/register');
  await page.getByTestId('reg-username').fill(DEMO_USER.username);
  await page.getByTestId('reg-password').fill('secret123');
  await page.getByTestId('reg-confirm').fill('secret123');
  await page.getByTestId('reg-submit').click();
  await expect(page.getByText('用户名已存在')).toBeVisible();
});

test('the demo player logs in, sees the seeded balance, and logs out again', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await snap(page, 'login');
  await page.getByTestId('login-username').fill(DEMO_USER.username);
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();

  await login(page);
  await expect(page.getByTestId('mine-balance')).toHaveText(/^\d{1,3}(,?\d{3})*\.\d{2}$/);
  await snap(page, 'mine-demo');

  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/home/);
  await page.goto('/#/pages/mine/mine');
  await expect(page.getByTestId('mine-balance')).toHaveCount(0);
});

test('a session survives a reload', async ({ page }) => {
  await login(page);
  await page.reload();
  await expect(page.getByTestId('mine-username')).toHaveText(DEMO_USER.username);
});
