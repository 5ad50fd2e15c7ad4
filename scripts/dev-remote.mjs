// `pnpm dev:remote mfe-social --shell https://staging.example [--port 3104] [--hours 8]`: one remote with hot
// reload against a shell and server running elsewhere, without building the other apps. It starts the remote's
// dev server, asks that server for a signed dev override (`ops remotes:dev-token`, an operator with
// releases.deploy: OPS_TOKEN or a saved `ops login`), and prints the link that loads this remote from here.
// Only pages opened with the link see it; every other player keeps the released remote.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, pnpmArgs, root } from './lib.mjs';

// The usual dev ports (server/http/platform/remote-routes.ts REMOTES, README "One team, one remote").
const DEV_PORTS = { 'mfe-sports': 3001, 'mfe-lottery': 3002, 'mfe-finance': 3003, 'mfe-social': 3004 };

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const pkg = process.argv[2]?.replace(/_/g, '-');
const shell = option('shell')?.replace(/\/$/, '');
if (!pkg || !(pkg in DEV_PORTS) || !shell) {
  console.error(
    'usage: pnpm dev:remote <mfe-sports|mfe-lottery|mfe-finance|mfe-social> --shell URL [--port N] [--hours H]',
  );
  process.exit(2);
}
const port = Number(option('port') ?? DEV_PORTS[pkg]);
const manifestUrl = `http://localhost:${port}/mf-manifest.json`;

await ensureInstalled();
const [cmd, args] = pnpmArgs(['--filter', `./${pkg}`, 'dev']);
const devServer = spawn(cmd, args, {
  cwd: root,
  env: { ...process.env, REMOTE_DEV_PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  devServer.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
devServer.on('exit', (code) => process.exit(code ?? 1));

async function waitForManifest() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(manifestUrl)).ok) return;
    } catch {
      // Still compiling.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${manifestUrl} did not answer within 5 minutes`);
}

function devToken() {
  const hours = option('hours');
  const cli = spawn(
    join(root, 'server/node_modules/.bin/tsx'),
    ['server/ops/cli.ts', 'remotes:dev-token', pkg, manifestUrl, ...(hours ? ['--hours', hours] : [])],
    { cwd: root, env: { ...process.env, SERVER_URL: shell }, stdio: ['inherit', 'pipe', 'inherit'] },
  );
  let output = '';
  cli.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) =>
    cli.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error('ops remotes:dev-token failed')),
    ),
  );
}

try {
  await waitForManifest();
  const output = await devToken();
  const link = output.split('\n').find((line) => line.startsWith('http'));
  console.log(`\n${pkg} 开发覆盖已就绪（${output.split('\n')[0]}）\n打开 ${link}\n`);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  devServer.kill('SIGTERM');
  process.exit(1);
}
