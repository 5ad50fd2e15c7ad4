import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

// The suite runs against the real product: `scripts/start.mjs` on its own port with a fresh data folder.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
// The root token only bootstraps the suite's 超级管理员 (support/ops-setup.ts): fresh per run.
process.env.E2E_ROOT_TOKEN ??= randomBytes(24).toString('base64url');
/** The 超级管理员 API token support/ops-setup.ts minted (set before the workers start). */
export const E2E_OPS_TOKEN = process.env.E2E_OPS_TOKEN ?? '';
/** The API token of the suite's 财务, the second operator who approves credits (four-eyes). */
export const E2E_REVIEWER_TOKEN = process.env.E2E_REVIEWER_TOKEN ?? '';
const dataDir = join(tmpdir(), `betting-e2e-${E2E_PORT}`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/ops-setup.ts',
  outputDir: './test-results',
  // One time budget for the whole suite, generous enough for a machine six times slower than CI: tests wait
  // for states, and only a state that never comes meets these limits. A test that needs longer (builds,
  // dozens of operator commands, scheduled draws) says so with test.slow() (three times this).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on its second try is a defect to fix at its cause.
  retries: 0,
  reporter: [['list']],
  // Global state changes run after everything else, each project alone, so no test meets another's switch:
  // - operator: remote releases and route claims (deploy, routes-release, service-worker);
  // - switches: the site switches (maintenance answers every write 503: a deploy test signing in beside it
  //   was refused once);
  // - operators-day: rolls a remote back and writes as five operators;
  // - remote-address: moves every open page's API calls to another host, so it runs last and alone (a page
  //   of another test opened meanwhile made calls there that it counted as its own).
  projects: [
    {
      name: 'player',
      testIgnore:
        /\/(operator|deploy|routes-release|remote-address|service-worker|console-operator)\.spec\.ts$/,
    },
    {
      name: 'operator',
      testMatch: /\/(deploy|routes-release|service-worker)\.spec\.ts$/,
      dependencies: ['player'],
    },
    { name: 'switches', testMatch: /\/operator\.spec\.ts$/, dependencies: ['operator'] },
    { name: 'operators-day', testMatch: /\/console-operator\.spec\.ts$/, dependencies: ['switches'] },
    // One worker: repeated (--repeat-each) it would otherwise flip the global address from two pages at once.
    {
      name: 'remote-address',
      testMatch: /\/remote-address\.spec\.ts$/,
      dependencies: ['operators-day'],
      workers: 1,
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    // The suites inject network faults with page.route, which a service worker's own fetches bypass; only
    // service-worker.spec.ts lets the worker run.
    serviceWorkers: 'block',
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    launchOptions: chromiumLaunchOptions(),
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs --reset-data',
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/app/config/all`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every browser registers from 127.0.0.1: the per-IP sign-up limit (tested in the server suite) is raised.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      OPS_ROOT_TOKEN: process.env.E2E_ROOT_TOKEN,
      // No demo operators: the suite's 超级管理员 is bootstrapped with the root token.
      DEMO_OPERATORS: '0',
      REGISTER_LIMIT_PER_IP: '500',
      // Pre-match prices move only when a test moves them: a random drift between a test reading a price
      // and betting at it was answered 赔率已变化 (the tests that need a move re-price through the ops API).
      SIM_ODDS_DRIFT: '0',
      // The webview's frame check may read the test's second-origin sites, which listen on 127.0.0.1.
      WEBVIEW_PROBE_PRIVATE_HOSTS: '127.0.0.1',
    },
  },
});
