import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_OPS_TOKEN } from '../playwright.config';
import type { Envelope } from '../support/api';
import { uniqueUsername } from '../support/app';
import { type APIRequestContext, expect, expectToast, type Page, test } from '../support/test';
import { totpCode } from '../support/totp';

const PASSWORD = 'console-pass-1';

// The operators' console on a desktop: operators signed in through its form (password + TOTP) walk the
// console's own pages. Nothing global is switched here (the config page is opened and its confirm
// cancelled), so it runs beside the player suites.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const screenshotDir = join(import.meta.dirname, '..', 'screenshots');

async function shoot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `console-${name}.png`) });
}

/** Signs in through the console's form as a new operator holding `roles`, then opens `path`. */
async function signIn(page: Page, request: APIRequestContext, roles: string[], path: string) {
  const username = uniqueUsername('con').toLowerCase();
  const created = await request.post('/api/ops/operators', {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: { username, password: PASSWORD, roles },
  });
  expect(created.status()).toBe(200);
  const { totp_secret: secret } = ((await created.json()) as Envelope<{ totp_secret: string }>).data;
  await page.goto('/ops/');
  await page.getByPlaceholder('请输入运营账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByPlaceholder('身份验证器上的 6 位数字').fill(totpCode(secret));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '运营概览' })).toBeVisible();
  await page.goto(`/ops/#${path}`);
}

async function newPlayer(request: APIRequestContext): Promise<string> {
  const username = uniqueUsername('cons');
  const registered = await request.post('/api/v1/register', {
    data: { username, password: 'secret123', password_confirmation: 'secret123' },
  });
  expect(registered.status()).toBe(200);
  return username;
}

test('玩家: find a new player, see their session, disable them with a reason, then find it in 审计', async ({
  page,
  request,
}) => {
  const username = await newPlayer(request);
  await signIn(page, request, ['super_admin'], '/players/list');
  await page.getByPlaceholder('输入关键字，留空显示全部').fill(username);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('table', { name: '玩家列表' }).locator('tbody tr')).toHaveCount(1);
  await shoot(page, 'players');
  await page.getByRole('link', { name: username }).click();
  await expect(page.getByRole('table', { name: '有效会话' }).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('fact-余额')).toHaveText('0.00');
  await shoot(page, 'player-detail');

  await page.getByRole('button', { name: '禁用账号' }).click();
  const dialog = page.getByRole('dialog', { name: `禁用 ${username}？` });
  await dialog.getByRole('textbox').fill('e2e 核查');
  await shoot(page, 'player-disable');
  await dialog.getByRole('button', { name: '确认禁用' }).click();
  await expectToast(page, '已禁用，该玩家的登录已全部结束');
  await expect(page.getByRole('button', { name: '启用账号' })).toBeVisible();
  await expect(page.getByText('当前没有有效的登录会话')).toBeVisible();
  const login = await request.post('/api/v1/login', { data: { username, password: 'secret123' } });
  expect(login.status()).not.toBe(200);

  await page.getByRole('link', { name: '查看该玩家的审计记录' }).click();
  await expect(page.getByPlaceholder('如玩家用户名')).toHaveValue(username);
  const row = page.getByRole('table', { name: '审计记录' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('禁用玩家');
  await expect(row).toContainText('reason: "e2e 核查"');
  await page.getByRole('button', { name: '校验哈希链' }).click();
  await expect(page.getByRole('status').filter({ hasText: '哈希链完整' })).toBeVisible();
  await shoot(page, 'audit');
});

test('a 客服 reads a player but is offered no disable, and sees no 配置开关 or 运营人员 pages', async ({
  page,
  request,
}) => {
  const username = await newPlayer(request);
  await signIn(page, request, ['support'], `/players/detail/${username}`);
  await expect(page.getByTestId('fact-余额')).toHaveText('0.00');
  await expect(page.getByRole('button', { name: '禁用账号' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '查看该玩家的审计记录' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: '功能菜单' });
  await expect(menu.getByRole('link', { name: '玩家查询' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '配置开关' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '运营人员' })).toHaveCount(0);
  await shoot(page, 'support-player');
});

test('配置开关, 发布 and 运营人员: switches with their effects, release history, a new operator’s secret and an API token shown once', async ({
  page,
  request,
}) => {
  await signIn(page, request, ['super_admin'], '/config/switches');
  await expect(page.getByTestId('switch-nav_sports_enabled')).toContainText('隐藏底部「竞猜」标签');
  await expect(page.getByRole('switch', { name: '维护模式' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: '专家推荐' }).click();
  await expect(page.getByRole('dialog', { name: '关闭「专家推荐」？' })).toContainText(
    'nav_expert_enabled → false',
  );
  await shoot(page, 'config');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/ops/#/releases/remotes');
  await expect(page.getByTestId('current-release')).toContainText('mf-manifest.json');
  await expect(page.getByRole('table', { name: '发布历史' })).toBeVisible();
  await expect(page.getByRole('table', { name: '加载错误' })).toBeVisible();
  await shoot(page, 'releases');

  await page.goto('/ops/#/operators/list');
  const name = uniqueUsername('desk').toLowerCase();
  await page.getByRole('button', { name: '新建运营人员' }).click();
  const create = page.getByRole('dialog', { name: '新建运营人员' });
  await create.getByPlaceholder('小写字母开头，3-32 位').fill(name);
  await create.getByPlaceholder('至少 10 位').fill('desk-password-1');
  await create.getByRole('checkbox', { name: '客服' }).check();
  await create.getByRole('button', { name: '创建' }).click();
  const secret = page.getByRole('dialog', { name: `${name} 的动态验证码密钥` });
  await expect(secret.getByRole('textbox').nth(1)).toHaveValue(/^otpauth:\/\/totp\//);
  await shoot(page, 'operator-secret');
  await secret.getByRole('button', { name: '我已保存' }).click();
  await expect(page.getByRole('table', { name: '运营人员' })).toContainText(name);
  await shoot(page, 'operators');

  await page.goto('/ops/#/operators/roles');
  await expect(page.getByRole('table', { name: '内置角色' })).toContainText('查看玩家资料');
  await shoot(page, 'roles');

  await page.goto('/ops/#/operators/tokens');
  await page.getByRole('button', { name: '签发令牌' }).click();
  const mint = page.getByRole('dialog', { name: '签发 API 令牌' });
  // Its own name: the list keeps the tokens of earlier runs on the same server.
  const tokenName = uniqueUsername('控制台');
  await mint.getByPlaceholder('如 CI 发布').fill(tokenName);
  await mint.getByRole('button', { name: '签发' }).click();
  const minted = page.getByRole('dialog', { name: `的 API 令牌「${tokenName}」`, exact: false });
  await expect(minted.getByRole('textbox')).toHaveValue(/.{20,}/);
  await minted.getByRole('button', { name: '我已保存' }).click();
  const row = page.getByRole('table', { name: 'API 令牌' }).locator('tbody tr', { hasText: tokenName });
  await row.getByRole('button', { name: '吊销' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(row).toContainText('已吊销');
  await shoot(page, 'tokens');
});
