// `pnpm start` / `npm start`: install if needed, build the apps that have no build yet,
// then run the platform server, which migrates and seeds its database and serves everything on PORT.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureInstalled, missingBuilds, pnpm, root } from './lib.mjs';

await ensureInstalled();
const missing = missingBuilds();
if (missing.length > 0) {
  console.log(`> building ${missing.join(', ')}`);
  await pnpm(['-r', ...missing.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build']);
}
// Only for throwaway data folders (the e2e suite): never implied, always explicit.
if (process.argv.includes('--reset-data') && process.env.DATA_DIR) {
  rmSync(resolve(process.env.DATA_DIR), { recursive: true, force: true });
}
// The server runs as this process's only child (no pnpm in between), so Ctrl-C reaches it once, it shuts
// down cleanly, and its exit code is ours.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => server.kill('SIGTERM'));
const server = spawn(join(root, 'server', 'node_modules', '.bin', 'tsx'), ['main.ts'], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
  // A relative DATA_DIR means where the command was typed (server/db/paths.ts).
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
server.on('exit', (code, signal) => {
  if (signal === 'SIGINT' || code === 0) console.log('Server stopped.');
  process.exit(signal ? 0 : (code ?? 1));
});
