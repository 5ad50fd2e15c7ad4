// `pnpm deploy-remote <mfe-*> [--to DIR --url PREFIX] [--keep-days N] [--no-switch] [--force]`: an atomic,
// versioned release of one remote. The build goes to a staging folder beside its target and is renamed
// into `<DIR>/<pkg>/<build-id>/` when complete (never into a folder being served), the manifest is
// switched last through the ops API (pre-flight included), and releases older than the kept time are
// removed, except the live one. Default DIR: DATA_DIR/releases, served by the platform at /releases/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { dataDir, repoRoot } from '../db/paths';
import { call, fail, flag, serverUrl } from './cli-kit';

const REMOTE_PACKAGES = ['mfe-sports', 'mfe-lottery', 'mfe-finance', 'mfe-social'];
const DEFAULT_KEEP_DAYS = 7;

const args = process.argv.slice(2);
const all = { all: args, positional: args.filter((arg) => !arg.startsWith('--')) };
const pkg = all.positional[0] ?? '';
if (!REMOTE_PACKAGES.includes(pkg)) {
  fail(
    [
      '用法 / usage: pnpm deploy-remote <mfe-sports|mfe-lottery|mfe-finance|mfe-social> [options]',
      '  --to DIR --url PREFIX  build into DIR/<pkg>/<build-id>/, served at PREFIX/<pkg>/<build-id>/',
      '                         (default DIR: DATA_DIR/releases, PREFIX: /releases on this server)',
      `  --keep-days N          remove releases older than N days, except the live one (default ${DEFAULT_KEEP_DAYS})`,
      '  --no-switch            build only; switch later with npm run ops -- remotes:set',
      '  --force                switch even if pre-flight fails',
    ].join('\n'),
  );
}
const remote = pkg.replace(/-/g, '_');
const from = process.env.INIT_CWD ?? process.cwd();
const to = flag(all, 'to');
const target = to ? (isAbsolute(to) ? to : resolve(from, to)) : join(dataDir(process.env), 'releases');
const prefix = (to ? flag(all, 'url') : '/releases')?.replace(/\/$/, '');
if (prefix === undefined || prefix === '') fail('--to 需要同时给出 --url（该目录对外的地址前缀）');
const keepDays = Number(flag(all, 'keep-days') ?? process.env.REMOTE_RELEASES_KEEP_DAYS ?? DEFAULT_KEEP_DAYS);

function gitShortSha(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'nogit';
  }
}

const buildId = `${new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z')}-${gitShortSha()}`;
const folder = join(target, pkg);
const staging = join(folder, `.staging-${buildId}`);
const release = join(folder, buildId);
mkdirSync(folder, { recursive: true });

console.log(`> building ${pkg} ${buildId} -> ${release}`);
try {
  execFileSync(
    'pnpm',
    ['--filter', `@app/${pkg}`, 'exec', 'rspack', 'build', '--mode', 'production', '--output-path', staging],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, MF_BUILD_VERSION: buildId } },
  );
} catch {
  rmSync(staging, { recursive: true, force: true });
  fail(`构建失败：${pkg}`);
}
// Complete or not there at all: a half-written release is never visible under its name.
renameSync(staging, release);

const url = `${prefix}/${pkg}/${buildId}/mf-manifest.json`;
if (args.includes('--no-switch')) {
  console.log(`已构建 ${buildId}；切换：npm run ops -- remotes:set ${pkg} ${url}`);
} else {
  const result = await call('PUT', `/remotes/${remote}`, {
    url,
    action: 'deploy',
    force: args.includes('--force'),
  });
  console.log(`已切换 ${remote} -> ${url}（构建 ${result.build_id}）`);
}

// Old releases stay for open tabs and rollbacks for the kept time; the live one always stays.
const liveResponse = await fetch(`${serverUrl}/api/v1/app/remotes`).catch(() => null);
const live = ((await liveResponse?.json().catch(() => null)) as { data?: Record<string, string> } | null)
  ?.data?.[remote];
const cutoff = Date.now() - keepDays * 86_400_000;
for (const name of readdirSync(folder)) {
  const path = join(folder, name);
  const kept = name === buildId || live?.includes(`/${pkg}/${name}/`) || statSync(path).mtimeMs >= cutoff;
  if (!kept && liveResponse?.ok) {
    rmSync(path, { recursive: true, force: true });
    console.log(`  removed ${name} (older than ${keepDays} days)`);
  }
}
