import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { E2E_OPS_TOKEN, E2E_PORT } from '../playwright.config';
import { ops } from '../support/app';
import { comeBack, hashTree, openInApp } from '../support/release-drill';
import { startSecondOrigin } from '../support/second-origin';
import { expect, test } from '../support/test';

// Routes are data (issue 31): a remote claims its routes in its own manifest, so a page under a prefix no
// one claimed before ships with that remote's release alone. mfe-social v1 goes to a CDN (a second
// origin) with `pnpm deploy-remote`; v2 adds 幸运大转盘 under the new prefix /luckyPages/ and is switched
// in alone. An open tab reaches the page after the release check, a deep link opens it straight away, and the
// shell is never rebuilt meanwhile.
// Global switch: runs in the operator project, one test after another.
test.describe.configure({ mode: 'serial' });
test.slow(() => true, 'builds and deploys remotes');

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);
const PKG = 'mfe-social';
const BUILT_IN = `/remotes/${PKG}/mf-manifest.json`;
const NEW_PAGE = '/luckyPages/wheel';

/**
 * v2's source: a copy of mfe-social beside it (so its relative config paths hold) with its dependencies
 * linked, one page added under a new prefix and the prefix claimed. The workspace itself stays untouched.
 */
function writeV2Source(): string {
  const source = mkdtempSync(join(repo, '.drill-mfe-social-'));
  for (const file of ['src', 'rspack.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(repo, PKG, file), join(source, file), { recursive: true });
  }
  symlinkSync(join(repo, PKG, 'node_modules'), join(source, 'node_modules'));
  mkdirSync(join(source, 'src', 'pages', 'lucky'));
  writeFileSync(
    join(source, 'src', 'pages', 'lucky', 'LuckyWheelPage.tsx'),
    `import { NavBar } from '@app/shared';
export function LuckyWheelPage() {
  return (
    <>
      <NavBar title="幸运大转盘" back />
      <p data-testid="lucky-wheel">每日一次，转动赢取彩金</p>
    </>
  );
}
`,
  );
  const routes = join(source, 'src', 'routes.ts');
  const routesCode = readFileSync(routes, 'utf8');
  expect(routesCode).toContain('export default routes;');
  writeFileSync(
    routes,
    `import { LuckyWheelPage } from './pages/lucky/LuckyWheelPage';\n${routesCode.replace(
      'export default routes;',
      `export default [...routes, { path: '${NEW_PAGE}', title: '幸运大转盘', Component: LuckyWheelPage }];`,
    )}`,
  );
  const claims = join(source, 'src', 'ownedRoutes.ts');
  const claimsCode = readFileSync(claims, 'utf8');
  expect(claimsCode).toContain('] as const;');
  writeFileSync(claims, claimsCode.replace('] as const;', "  '/luckyPages/',\n] as const;"));
  return source;
}

let cdnRoot = '';
let cdn: { origin: string; close: () => void };
let v2Source = '';
let v2Url = '';
let shellHash = '';

test.beforeAll(async () => {
  shellHash = hashTree(join(repo, 'shell', 'dist'));
  cdnRoot = mkdtempSync(join(tmpdir(), 'cdn-'));
  cdn = await startSecondOrigin(cdnRoot);
  mkdirSync(join(cdnRoot, PKG));
  // v1: the team's first release on its CDN, switched in by the deploy, so the drill's tabs may load from it.
  const env = { ...process.env, SERVER_URL: `http://127.0.0.1:${E2E_PORT}`, OPS_TOKEN: E2E_OPS_TOKEN };
  const { stdout } = await run(
    'pnpm',
    ['--silent', 'deploy-remote', PKG, '--to', cdnRoot, '--url', cdn.origin],
    {
      cwd: repo,
      env,
    },
  );
  expect(stdout).toContain('已切换');
  v2Source = writeV2Source();
  await run(
    join(v2Source, 'node_modules', '.bin', 'rspack'),
    ['build', '--mode', 'production', '--output-path', join(cdnRoot, PKG, 'v2-lucky')],
    {
      cwd: v2Source,
      env: { ...process.env, MF_BUILD_VERSION: 'v2-lucky' },
    },
  );
  v2Url = `${cdn.origin}/${PKG}/v2-lucky/mf-manifest.json`;
});

test.afterAll(async () => {
  await ops('remotes:set', PKG, BUILT_IN).catch(() => undefined);
  cdn?.close();
  if (v2Source) rmSync(v2Source, { recursive: true, force: true });
  rmSync(cdnRoot, { recursive: true, force: true });
});

test('a page under a new prefix ships with the remote’s release alone: an open tab and a deep link reach it', async ({
  context,
}) => {
  const open = await context.newPage();
  await open.goto('/#/pages/mine/mine');
  await expect(open.getByTestId('navbar').first()).toBeVisible();
  // Before the release nobody claims the prefix: the 404 page.
  await openInApp(open, NEW_PAGE);
  await expect(open.getByTestId('not-found')).toBeVisible();
  await openInApp(open, '/pages/mine/mine');
  await expect(open.getByTestId('not-found')).toHaveCount(0);

  expect(await ops('remotes:set', PKG, v2Url)).toContain('已切换');

  // The open tab: back in the foreground it reads the release, and the new page is the remote's.
  await comeBack(open);
  await openInApp(open, NEW_PAGE);
  await expect(open.getByTestId('lucky-wheel')).toHaveText('每日一次，转动赢取彩金');
  await expect(open.getByTestId('not-found')).toHaveCount(0);
  await expect(open.getByTestId('remote-error')).toHaveCount(0);

  // A deep link in a new tab: it waits for the claims and opens the page, never the 404 page first.
  const deep = await context.newPage();
  await deep.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="not-found"]')) Object.assign(window, { notFoundSeen: true });
    }).observe(document, { childList: true, subtree: true });
  });
  await deep.goto(`/#${NEW_PAGE}`);
  await expect(deep.getByTestId('lucky-wheel')).toBeVisible();
  await expect(deep).toHaveTitle('幸运大转盘');
  expect(await deep.evaluate(() => 'notFoundSeen' in window)).toBe(false);
  // The remote's earlier pages are still its own in v2.
  await openInApp(deep, '/noticePages/list');
  await expect(deep).toHaveTitle('公告');
  await expect(deep.getByTestId('remote-error')).toHaveCount(0);
});

test('the shell’s built files did not change during the drill', () => {
  expect(hashTree(join(repo, 'shell', 'dist'))).toBe(shellHash);
});
