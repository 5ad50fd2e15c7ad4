// `pnpm test` / `npm test`: every check, in order, stopping at the first failure.
import { ensureInstalled, pnpm } from './lib.mjs';

const steps = [
  ['typecheck', ['-r', 'run', 'typecheck']],
  ['lint and format', ['exec', 'biome', 'ci', '.']],
  ['unit and server integration', ['exec', 'vitest', 'run']],
  ['build', ['-r', '--filter', './shell', '--filter', './mfe-*', 'run', 'build']],
  ['end-to-end (Playwright, Chromium)', ['--filter', '@app/e2e', 'test']],
];

await ensureInstalled();
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  await pnpm(args);
  console.log(`=== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
