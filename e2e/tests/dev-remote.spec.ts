import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_OPS_TOKEN, E2E_PORT } from '../playwright.config';
import { expect, type Page, test } from '../support/test';

// `pnpm dev:remote`, as a feature team uses it against a running shell and server: one remote from its dev
// server with hot reload, only in the pages opened with the signed link. Nobody else's page changes.
test.slow(() => true, 'compiles a remote in development mode');

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Derived from the suite's own port, so two suites on one machine (each with its own E2E_PORT) never ask for the
// same dev-server port: a fixed 3104 made one of two concurrent runs fail with EADDRINUSE.
const DEV_PORT = E2E_PORT + 1000;
const DEV_ORIGIN = `http://localhost:${DEV_PORT}`;
const TITLES = join(repo, 'mfe-social', 'src', 'pages', 'titles.ts');

/** Starts the command and resolves with the link it prints once the dev server and the override are ready. */
function devRemote(): { child: ChildProcess; link: Promise<string> } {
  const child = spawn(
    process.execPath,
    [
      'scripts/dev-remote.mjs',
      'mfe-social',
      '--shell',
      `http://127.0.0.1:${E2E_PORT}`,
      '--port',
      String(DEV_PORT),
    ],
    { cwd: repo, env: { ...process.env, OPS_TOKEN: E2E_OPS_TOKEN }, detached: true },
  );
  let output = '';
  const link = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const found = /打开 (http\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', (code) => reject(new Error(`dev:remote exited ${code}:\n${output}`)));
  });
  return { child, link };
}

const devRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(DEV_ORIGIN)) urls.push(request.url());
  });
  return urls;
};

test('pnpm dev:remote loads one remote from the team’s dev server, hot, only in pages opened with its link', async ({
  page,
  browser,
}) => {
  const { child, link } = devRemote();
  const titles = readFileSync(TITLES, 'utf8');
  try {
    const opened = await link;
    expect(opened).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORT}/\\?remote_dev=[\\w-]+\\.[\\w-]+#/$`),
    );
    const fromDev = devRequests(page);
    await page.goto(`${opened}planPages/hall`);
    await expect(page.getByRole('heading', { name: '跟单大厅', exact: true })).toBeVisible();
    expect(fromDev.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromDev.some((url) => /remoteEntry\.js/.test(url))).toBe(true);

    // A team's edit reaches the open page by itself.
    writeFileSync(
      TITLES,
      titles.replace("'/planPages/hall': '跟单大厅'", "'/planPages/hall': '跟单大厅（开发中）'"),
    );
    await expect(page.getByRole('heading', { name: '跟单大厅（开发中）' })).toBeVisible();

    const player = await browser.newPage();
    const leaked = devRequests(player);
    await player.goto('/#/planPages/hall');
    await expect(player.getByRole('heading', { name: '跟单大厅', exact: true })).toBeVisible();
    expect(leaked).toEqual([]);
    await player.close();
  } finally {
    writeFileSync(TITLES, titles);
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
});
