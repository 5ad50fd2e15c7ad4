import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_OPS_TOKEN, E2E_PORT } from '../playwright.config';
import { apiLogin, type Envelope } from './api';
import { credit, uniqueUsername } from './app';
import { expect, noteToastsIn } from './test';
import { totpCode } from './totp';

const screenshotDir = join(import.meta.dirname, '..', 'screenshots');
const OPERATOR_PASSWORD = 'console-pass-1';
const PAYMENT_PASSWORD = '246810';

/** The operators' console is a desktop tool: a laptop screen, mouse and keyboard. */
export const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

export interface Operator {
  username: string;
  displayName: string;
  secret: string;
}

/** A new operator holding `roles`, created through the ops API as an administrator would. */
export async function createOperator(roles: string[], displayName: string): Promise<Operator> {
  const username = uniqueUsername('op').toLowerCase();
  const created = await fetch(`http://127.0.0.1:${E2E_PORT}/api/ops/operators`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: OPERATOR_PASSWORD, roles, display_name: displayName }),
  });
  expect(created.status).toBe(200);
  const { totp_secret: secret } = ((await created.json()) as Envelope<{ totp_secret: string }>).data;
  return { username, displayName, secret };
}

/** The operator's own browser (a desktop), signed in through the console's form with a fresh TOTP code. */
export async function signInDesk(
  browser: Browser,
  operator: Operator,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...DESKTOP, locale: 'zh-CN', serviceWorkers: 'block' });
  await noteToastsIn(context);
  const page = await context.newPage();
  await page.goto('/ops/');
  await page.getByPlaceholder('请输入运营账号').fill(operator.username);
  await page.getByPlaceholder('请输入密码').fill(OPERATOR_PASSWORD);
  await page.getByPlaceholder('身份验证器上的 6 位数字').fill(totpCode(operator.secret));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '运营概览' })).toBeVisible();
  await expect(page.getByText(operator.displayName, { exact: true })).toBeVisible();
  return { context, page };
}

/** Opens a console page by its menu address (`/finance/withdrawals`), as a bookmark would. */
export async function openConsole(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
}

/** Keeps a screenshot of the console as test output (e2e/screenshots, git-ignored). */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** The console's menu offers `shown` and none of `absent` (the operator's permissions decide). */
export async function expectMenus(page: Page, shown: string[], absent: string[]): Promise<void> {
  const menu = page.getByRole('navigation', { name: '功能菜单' });
  for (const name of shown) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of absent) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
}

/**
 * A player with a bank card, a payment password and `balance` on the account (for the 财务 pages): their name,
 * token, and `withdraw(amount)` that asks for a withdrawal and answers its id.
 */
export async function withdrawingPlayer(request: APIRequestContext, balance: string) {
  const username = uniqueUsername('day');
  const registered = await request.post('/api/v1/register', {
    data: { username, password: 'secret123', password_confirmation: 'secret123' },
  });
  expect(registered.status()).toBe(200);
  await credit(username, balance);
  const token = await apiLogin(request, username, 'secret123');
  const headers = { authorization: `Bearer ${token}` };
  const password = await request.post('/api/v1/user/set-payment-password', {
    headers,
    data: { password: PAYMENT_PASSWORD },
  });
  expect(password.status()).toBe(200);
  const wallet = await request.post('/api/v1/user-wallets', {
    headers,
    data: { type: 'bank', holder: '张三', bank_name: '招商银行', account: '6225881234567890' },
  });
  expect(wallet.status()).toBe(200);
  const walletId = ((await wallet.json()) as Envelope<{ id: number }>).data.id;
  const withdraw = async (amount: string) => {
    const asked = await request.post('/api/v1/withdraws', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data: { wallet_id: walletId, amount, payment_password: PAYMENT_PASSWORD },
    });
    expect(asked.status(), `withdraw ${amount}`).toBe(200);
    return ((await asked.json()) as Envelope<{ id: number }>).data.id;
  };
  return { username, token, withdraw };
}
