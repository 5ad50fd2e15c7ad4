import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_OPS_TOKEN, E2E_PORT } from '../playwright.config';
import type { Envelope } from './api';
import { uniqueUsername } from './app';
import { expect, noteToastsIn } from './test';
import { totpCode } from './totp';

const screenshotDir = join(import.meta.dirname, '..', 'screenshots');
const OPERATOR_PASSWORD = 'console-pass-1';

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
