import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_OPS_TOKEN } from '../playwright.config';
import type { Envelope } from '../support/api';
import { uniqueUsername } from '../support/app';
import { expect, expectToast, test } from '../support/test';
import { totpCode } from '../support/totp';

const PASSWORD = 'console-pass-1';
const screenshots = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

// The operators' console is a desktop tool: a laptop screen, mouse and keyboard.
test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

test('a 客服 signs in to the console with a TOTP code, sees 运营概览 follow a new application live and no 财务 menu; a wrong code is refused', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('cs').toLowerCase();
  const created = await request.post('/api/ops/operators', {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: { username, password: PASSWORD, roles: ['support'], display_name: '客服小王' },
  });
  expect(created.status()).toBe(200);
  const { totp_secret: secret } = ((await created.json()) as Envelope<{ totp_secret: string }>).data;

  await page.goto('/ops/');
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, 'console-signin.png') });
  await page.getByPlaceholder('请输入运营账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByPlaceholder('身份验证器上的 6 位数字').fill('000000');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectToast(page, '用户名、密码或验证码不正确');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();

  await page.getByPlaceholder('身份验证器上的 6 位数字').fill(totpCode(secret));
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page.getByRole('heading', { name: '运营概览' })).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/#\/overview\/dashboard$/);
  for (const label of [
    '待审核提现',
    '待确认充值',
    '待审核申请',
    '在线玩家',
    '今日有效投注',
    '今日派奖',
    '今日平台盈亏',
  ])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText('实时更新中')).toBeVisible();
  await expect(page.getByText('客服', { exact: true })).toBeVisible();

  const menu = page.getByRole('navigation', { name: '功能菜单' });
  await expect(menu.getByRole('link', { name: '运营概览' })).toBeVisible();
  await expect(menu.getByText('财务', { exact: true })).toHaveCount(0);
  await expect(menu.getByText(/提现审核|充值审核/)).toHaveCount(0);

  // A player applies to become an agent: the figure follows without a reload (pushed every few seconds).
  const agents = async () =>
    Number(/代理 (\d+)/.exec((await page.getByText(/^活动 \d+ · 代理 \d+$/).textContent()) ?? '')?.[1]);
  const before = await agents();
  const player = { username: uniqueUsername('ag'), password: 'secret123' };
  const registered = await request.post('/api/v1/register', {
    data: { ...player, password_confirmation: player.password },
  });
  const { token } = ((await registered.json()) as Envelope<{ token: string }>).data;
  const applied = await request.post('/api/v1/invite/apply-agent', {
    headers: { authorization: `Bearer ${token}` },
    data: { real_name: '王小明', contact: '13800138000', reason: '身边朋友多，想做推广' },
  });
  expect(applied.status()).toBe(200);
  await expect.poll(agents).toBeGreaterThan(before);

  await expect(page.getByText('用户名、密码或验证码不正确')).toHaveCount(0);
  await page.screenshot({ path: join(screenshots, 'console-dashboard.png') });
  // Usable on a tablet in portrait too: the menu and the figures side by side, nothing cut off.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(menu.getByRole('link', { name: '运营概览' })).toBeInViewport();
  await expect(page.getByText('今日平台盈亏')).toBeInViewport();
  await page.screenshot({ path: join(screenshots, 'console-dashboard-tablet.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ops_token'))).toBeNull();
});
