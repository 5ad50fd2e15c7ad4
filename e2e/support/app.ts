import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN, E2E_PORT, E2E_REVIEWER_TOKEN } from '../playwright.config';

const here = dirname(fileURLToPath(import.meta.url));
const screenshotDir = join(here, '..', 'screenshots');
const run = promisify(execFile);

export const DEMO_USER = { username: 'demo', password: 'demo123456' };

export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
}

/** Keeps a screenshot of what the player sees as test output (e2e/screenshots, git-ignored). */
export async function snap(page: Page, name: string): Promise<void> {
  // Pages (shell ones included) load on demand: wait until one has rendered its NavBar, never shoot a blank.
  await expect(page.getByTestId('navbar').first()).toBeVisible();
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

const repoRoot = join(here, '..', '..');

/**
 * The operator CLI against the e2e server: the command `npm run ops` runs, started without npm/pnpm in
 * front (their start-up doubled each call's cost on a loaded machine).
 */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(
    join(repoRoot, 'server/node_modules/.bin/tsx'),
    ['server/ops/cli.ts', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, SERVER_URL: `http://127.0.0.1:${E2E_PORT}`, OPS_TOKEN: E2E_OPS_TOKEN },
    },
  );
  return stdout;
}

async function postOps(path: string, token: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/ops${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { message: string; data: { id: number } };
  if (!response.ok) throw new Error(`ops ${path}: HTTP ${response.status} ${envelope.message}`);
  return envelope.data;
}

/** Credits a player as operators do (four-eyes): the 超级管理员 asks, the suite's 财务 approves. */
export async function credit(username: string, amount: string): Promise<void> {
  const asked = await postOps('/users/credit', E2E_OPS_TOKEN, { username, amount, reason: 'e2e 测试资金' });
  await postOps(`/approvals/${asked.id}/approve`, E2E_REVIEWER_TOKEN);
}

export async function login(page: Page, user = DEMO_USER): Promise<void> {
  await page.goto('/#/pages/login/login');
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('mine-balance')).toBeVisible();
}

/** Hash navigation inside the running app: no reload, so the realtime socket stays up and subscribed. */
export async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
}

/**
 * Resolves once the page has had two idle moments and a frame: home queues its widgets one per idle moment
 * (shell/src/remotes/afterFirstScreen.ts), so a widget queued before this call has had its turn and rendered.
 * For asserting that something does NOT appear, which no state can be waited for.
 */
export async function afterIdleWork(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (next: () => void) => requestIdleCallback(() => next());
        idle(() => idle(() => requestAnimationFrame(() => resolve())));
      }),
  );
}

/**
 * Stops the page's timers (Playwright's clock, installed before the page loaded) until `page.clock.resume()`
 * or `page.clock.runFor()`: a toast shown meanwhile stays on screen, where on a slow machine a 3 s toast could
 * come and go between two checks. Sockets and requests go on; only time stands still.
 */
export async function pauseTimers(page: Page): Promise<void> {
  // The clock runs until it is paused, so the pause is set a little ahead: a moment already past is refused.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}
