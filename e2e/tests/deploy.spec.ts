import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { E2E_OPS_TOKEN, E2E_PORT } from '../playwright.config';
import { login, ops, uniqueUsername } from '../support/app';
import { watchCsp } from '../support/csp';
import { comeBack, hashTree, openInApp } from '../support/release-drill';
import { startSecondOrigin } from '../support/second-origin';
import { expect, test } from '../support/test';

// The deploy drill of issue 15: a team releases mfe-finance to its own origin (a second static server)
// with `pnpm deploy-remote`, the operator switches it, open tabs pick it up, a release needing newer
// shared code is refused (and fails with its own message when forced), a rollback reaches an open tab,
// and players' load errors reach `pnpm ops remotes:errors`. The shell is never rebuilt meanwhile.
// A page's CSP allows the origins of the manifest it was served with, so the team's first release on its
// CDN reaches tabs opened after it (a tab opened before is asked to reload); the drill's tabs open after
// that first release (v1) and get the next one (v2) on the same origin.
// Global switches: runs in the operator project, after the player suites, one test after another.
test.describe.configure({ mode: 'serial' });
test.slow(() => true, 'builds and deploys remotes');

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);
const PKG = 'mfe-finance';
const BUILT_IN = `/remotes/${PKG}/mf-manifest.json`;
const RECHARGE = '/financePages/recharge';

/** `pnpm ops ...` that may be refused: its exit status and everything it printed. */
async function opsOutcome(...args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    return { ok: true, output: await ops(...args) };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The @app/shared the shell provides, and the next minor a newer remote build would strictly require. */
const SHARED_VERSION = (
  JSON.parse(readFileSync(join(repo, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;
const NEWER_SHARED = SHARED_VERSION.replace(/^(\d+)\.(\d+)\.\d+.*$/, (_, major: string, minor: string) => {
  return `${major}.${Number(minor) + 1}.0`;
});

/**
 * v3 as a build against the next minor of @app/shared leaves it: the same container, providing and strictly
 * requiring ^NEWER_SHARED (in remoteEntry.js's sharing data and in mf-manifest.json). Patched from v2 rather
 * than built from a bumped copy of the workspace, which would cost another install and build on this machine.
 */
function makeNeedsNewerShared(v2: string, v3: string): void {
  cpSync(v2, v3, { recursive: true });
  const entry = join(v3, 'remoteEntry.js');
  const code = readFileSync(entry, 'utf8')
    .replace(`name:"@app/shared",version:"${SHARED_VERSION}"`, `name:"@app/shared",version:"${NEWER_SHARED}"`)
    .replace(
      `shareKey:"@app/shared",import:"@app/shared",requiredVersion:"^${SHARED_VERSION}"`,
      `shareKey:"@app/shared",import:"@app/shared",requiredVersion:"^${NEWER_SHARED}"`,
    );
  expect(code).toContain(`version:"${NEWER_SHARED}"`);
  expect(code).toContain(`requiredVersion:"^${NEWER_SHARED}"`);
  writeFileSync(entry, code);
  const manifestFile = join(v3, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    shared: Array<{ name: string; version: string; requiredVersion: string }>;
  };
  for (const shared of manifest.shared) {
    if (shared.name === '@app/shared') {
      Object.assign(shared, { version: NEWER_SHARED, requiredVersion: `^${NEWER_SHARED}` });
    }
  }
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

let cdnRoot = '';
let cdn: { origin: string; close: () => void };
let v1Url = '';
let v2Url = '';
let v3Url = '';
let shellHash = '';

test.beforeAll(async () => {
  shellHash = hashTree(join(repo, 'shell', 'dist'));
  cdnRoot = mkdtempSync(join(tmpdir(), 'cdn-'));
  cdn = await startSecondOrigin(cdnRoot);
  const env = { ...process.env, SERVER_URL: `http://127.0.0.1:${E2E_PORT}`, OPS_TOKEN: E2E_OPS_TOKEN };
  mkdirSync(join(cdnRoot, PKG));
  const deploy = async (...extra: string[]) => {
    const before = new Set(readdirSync(join(cdnRoot, PKG)));
    const args = ['--silent', 'deploy-remote', PKG, '--to', cdnRoot, '--url', cdn.origin, ...extra];
    const { stdout } = await run('pnpm', args, { cwd: repo, env });
    const buildId = readdirSync(join(cdnRoot, PKG)).find((name) => !before.has(name)) ?? '';
    expect(stdout).toContain(buildId);
    return `${cdn.origin}/${PKG}/${buildId}/mf-manifest.json`;
  };
  // v1: the team's first release on its CDN, switched in by the deploy itself (pre-flight included).
  v1Url = await deploy();
  v2Url = await deploy('--no-switch');
  const v2Build = v2Url.split('/').at(-2) ?? '';
  makeNeedsNewerShared(join(cdnRoot, PKG, v2Build), join(cdnRoot, PKG, 'v3-needs-newer-shared'));
  v3Url = `${cdn.origin}/${PKG}/v3-needs-newer-shared/mf-manifest.json`;
});

test.afterAll(async () => {
  await opsOutcome('remotes:set', PKG, BUILT_IN);
  cdn?.close();
  rmSync(cdnRoot, { recursive: true, force: true });
});

test('a release on another origin reaches open tabs: silently off screen, with 新版本可用 on screen', async ({
  context,
}) => {
  const away = await context.newPage();
  const violationsAway = await watchCsp(away);
  const username = uniqueUsername('dpl');
  await ops('user:create', username, 'secret123');
  await login(away, { username, password: 'secret123' });
  const onScreen = await context.newPage();
  const violationsOnScreen = await watchCsp(onScreen);
  await onScreen.goto(`/#${RECHARGE}`);
  await expect(onScreen.locator('[aria-busy]').first()).toHaveCSS('display', 'grid');
  expect(await ops('remotes:history', PKG)).toContain(`deploy ${v1Url.split('/').at(-2)}`);

  const dryRun = await ops('remotes:set', PKG, v2Url, '--dry-run');
  for (const check of ['manifest', 'cors', 'remoteEntry', 'csp', 'shared']) {
    expect(dryRun).toMatch(new RegExp(`✓ ${check}`));
  }
  expect(await ops('remotes:set', PKG, v2Url)).toContain('已切换');

  // Not on screen: the next visit loads v2 from the second origin, styled, without a reload.
  const v2Folder = v2Url.replace(/mf-manifest\.json$/, '');
  const fromCdn = away.waitForRequest((request) => request.url().startsWith(v2Folder));
  await comeBack(away);
  await openInApp(away, RECHARGE);
  await fromCdn;
  await expect(away.locator('[aria-busy]').first()).toHaveCSS('display', 'grid');
  await expect(away.getByTestId('remote-error')).toHaveCount(0);
  await expect(away.getByTestId('release-prompt')).toHaveCount(0);
  expect(
    await away.evaluate(
      (origin) =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some(
          (link) => link.href.startsWith(origin) && link.sheet !== null,
        ),
      cdn.origin,
    ),
  ).toBe(true);

  // On screen: the player is asked, and 刷新 brings v2.
  await comeBack(onScreen);
  await expect(onScreen.getByTestId('release-prompt')).toBeVisible();
  const reloaded = onScreen.waitForRequest((request) => request.url().startsWith(v2Folder));
  await onScreen.getByRole('button', { name: '刷新' }).click();
  await reloaded;
  await expect(onScreen.locator('[aria-busy]').first()).toHaveCSS('display', 'grid');

  expect(await violationsAway()).toEqual([]);
  expect(await violationsOnScreen()).toEqual([]);
});

test('a release needing newer shared code is refused by pre-flight; forced, it fails with its own message and is reported', async ({
  context,
}) => {
  const refused = await opsOutcome('remotes:set', PKG, v3Url);
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain(`@app/shared 需要 ^${NEWER_SHARED}，shell 提供 ${SHARED_VERSION}`);
  const dryRun = await opsOutcome('remotes:set', PKG, v3Url, '--dry-run');
  expect(dryRun.output).toMatch(/✗ shared/);

  const page = await context.newPage();
  await page.goto('/#/pages/mine/mine');
  expect(await ops('remotes:set', PKG, v3Url, '--force')).toContain('跳过预检');
  await comeBack(page);
  await openInApp(page, RECHARGE);
  const error = page.getByTestId('remote-error');
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute('data-error-type', 'version');
  await expect(error).toContainText('模块版本不兼容');
  await expect(error).toContainText('新版本需要刷新');

  // The rollback reaches this open tab: away from the page, back, and v2 loads, without a reload.
  expect(await ops('remotes:rollback', PKG)).toContain(v2Url);
  await openInApp(page, '/pages/mine/mine');
  const backToV2 = page.waitForRequest((request) => request.url().startsWith(v2Url.replace(/[^/]+$/, '')));
  await comeBack(page);
  await openInApp(page, RECHARGE);
  await backToV2;
  await expect(page.getByTestId('navbar')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  await expect.poll(async () => ops('remotes:errors', '--since', '10m')).toMatch(/mfe_finance \S+ version/);
  const history = await ops('remotes:history', PKG);
  expect(history).toContain('rollback');
  expect(history).toContain('跳过预检');
});

test('the shell’s built files did not change during the drill', () => {
  expect(hashTree(join(repo, 'shell', 'dist'))).toBe(shellHash);
});
