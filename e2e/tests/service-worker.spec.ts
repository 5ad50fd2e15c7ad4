import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { E2E_OPS_TOKEN, E2E_PORT } from '../playwright.config';
import { login, ops, snap } from '../support/app';
import { expect, type Page, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

// The installable app and its service worker (issue 19): what a deploy of the shell or of a remote does to
// a tab that is open meanwhile. It switches mfe-lottery (a global remote release), so it runs in the
// operator project, one test after another; no other operator suite opens lottery pages.
test.describe.configure({ mode: 'serial' });
test.slow(() => true, 'builds and deploys remotes');

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);
const PKG = 'mfe-lottery';
const BUILT_IN = `/remotes/${PKG}/mf-manifest.json`;
const LOTTERY_LIST = '/pages/lottery/lottery-list';
/** The e2e server's data folder (playwright.config.ts): `pnpm deploy-remote` puts releases in its releases/. */
const DATA_DIR = join(tmpdir(), `betting-e2e-${E2E_PORT}`);
const RELEASES = join(DATA_DIR, 'releases', PKG);
const releases = () => new Set(existsSync(RELEASES) ? readdirSync(RELEASES) : []);

/** Waits until the worker controls the page and has cached the shell's files (its install). */
async function controlled(page: Page): Promise<string[]> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
    );
    return urls.flat();
  });
}

const openInApp = (page: Page, path: string) =>
  page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);

test.afterAll(async () => {
  await ops('remotes:set', PKG, BUILT_IN);
});

test('installable: web manifest, icons and theme colour; the worker caches the chunks and never the API', async ({
  page,
}) => {
  await login(page);
  await page.goto('/#/pages/home/home');
  const cached = await controlled(page);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref ?? '')).json();
  // Named and coloured by the operator's config (server/http/static.test.ts follows a change); the operator
  // suites running beside this one may be switching theme_color, so only its form is checked here.
  expect(manifest).toMatchObject({ name: '星辰体育', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
  // Every shell chunk is cached at install (main, vendors and the lazy pages), no API answer ever.
  const worker = await (await page.request.get('/sw.js')).text();
  const shellFiles = JSON.parse(/__SHELL_FILES__ = (\[.*\]);/.exec(worker)?.[1] ?? '[]') as string[];
  expect(shellFiles.length).toBeGreaterThan(20);
  for (const file of shellFiles) expect(cached).toContain(new URL(file, page.url()).href);
  await openInApp(page, '/pages/mine/mine');
  await expect(page.getByTestId('navbar').first()).toBeVisible();
  expect((await controlled(page)).filter((url) => url.includes('/api/'))).toEqual([]);
});

test('a deploy while a page is open never leaves a broken mix', async ({ page, context }) => {
  await login(page);
  await page.goto('/#/pages/home/home');
  await controlled(page);

  // A shell deploy removes the open tab's build from the server. Stood in for by taking the network away
  // (other suites share this server's files): the shell pages the tab has not opened yet still come, from
  // the cache its worker filled at install, so the old build runs on complete.
  await context.setOffline(true);
  await openInApp(page, '/pages/logs/logs');
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(page.getByText('日志管理')).toBeVisible();
  await context.setOffline(false);

  // A remote deploy while the tab is on the remote's page: a new release, switched by the deploy itself.
  await openInApp(page, LOTTERY_LIST);
  await expect(page.getByTestId('lottery-card').first()).toBeVisible();
  const env = {
    ...process.env,
    SERVER_URL: `http://127.0.0.1:${E2E_PORT}`,
    OPS_TOKEN: E2E_OPS_TOKEN,
    DATA_DIR,
  };
  const before = releases();
  const { stdout } = await run('pnpm', ['--silent', 'deploy-remote', PKG], { cwd: repo, env });
  const release = [...releases()].find((name) => !before.has(name)) ?? '';
  expect(release).not.toBe('');
  expect(stdout).toContain(release);

  // The next load gets the new index.html (network first), whose manifest names the release; the release's
  // entry and chunks come with it, and nothing of the built-in copy is asked for again.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('mfe-lottery')) scripts.push(request.url());
  });
  await page.reload();
  await expect(page.getByTestId('lottery-card').first()).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(scripts.filter((url) => url.includes('remoteEntry.js'))).toEqual([
    expect.stringContaining(`/releases/mfe-lottery/${release}/remoteEntry.js`),
  ]);
  expect(scripts.filter((url) => url.includes('/remotes/mfe-lottery/'))).toEqual([]);
  await snap(page, 'service-worker-after-remote-deploy');
});
