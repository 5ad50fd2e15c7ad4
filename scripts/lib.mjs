// Helpers for the root scripts: they must work on a fresh machine with only Node 20+,
// so pnpm is taken from PATH when present and otherwise run through npx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
export const apps = ['shell', 'console', 'mfe-sports', 'mfe-lottery', 'mfe-finance', 'mfe-social'];

function hasPnpm() {
  return (
    spawnSync('pnpm', ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' }).status === 0
  );
}

export function pnpmArgs(args) {
  return hasPnpm() ? ['pnpm', args] : ['npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args]];
}

/** Runs pnpm with inherited output; resolves on exit code 0, rejects otherwise. */
export function pnpm(args, env = {}) {
  const [cmd, fullArgs] = pnpmArgs(args);
  return run(cmd, fullArgs, env);
}

export function run(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

export async function ensureInstalled() {
  if (existsSync(join(root, 'node_modules', '.modules.yaml'))) return;
  console.log('> installing dependencies (first run)');
  await pnpm(['install', '--frozen-lockfile']);
}

export function missingBuilds() {
  return apps.filter((app) => {
    const marker = app === 'shell' || app === 'console' ? 'index.html' : 'mf-manifest.json';
    return !existsSync(join(root, app, 'dist', marker));
  });
}
