// `pnpm dev`: the server (restarts on change) plus the shell, the operators' console and the four remotes with
// HMR. Open http://localhost:3000 (players) or http://localhost:3005/ops/ (operators); both dev servers proxy
// /api and the websocket to the server on 8080.
import { spawn } from 'node:child_process';
import { apps, ensureInstalled, pnpmArgs, root } from './lib.mjs';

await ensureInstalled();
const jobs = [
  ['server', ['--filter', '@app/server', 'dev'], { REMOTES_DEV: '1', PORT: '8080' }],
  ...apps.map((app) => [app, ['--filter', `./${app}`, 'dev'], {}]),
];
const children = jobs.map(([name, args, env]) => {
  const [cmd, fullArgs] = pnpmArgs(args);
  const child = spawn(cmd, fullArgs, { cwd: root, env: { ...process.env, ...env } });
  const prefix = `[${name}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) console.log(prefix, line);
    });
  }
  return child;
});
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
