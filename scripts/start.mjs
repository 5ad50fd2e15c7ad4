// `pnpm start` / `npm start`: install if needed, build the apps that have no build yet,
// then run the platform server, which migrates and seeds its database and serves everything on PORT.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureInstalled, missingBuilds, pnpm } from './lib.mjs';

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
await pnpm(['--filter', '@app/server', 'start']);
