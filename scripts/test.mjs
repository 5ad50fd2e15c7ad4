// `pnpm test` / `npm test`: every check, in order. A failing stage does not hide the others: each one
// runs (the end-to-end stage needs the build, so it is skipped when the build fails), a summary line of every
// stage is printed at the end, and the exit code is non-zero if any failed.
import { ensureInstalled, pnpm } from './lib.mjs';

const steps = [
  { name: 'typecheck', args: ['-r', 'run', 'typecheck'] },
  { name: 'lint and format', args: ['exec', 'biome', 'ci', '.'] },
  { name: 'unit and server integration', args: ['exec', 'vitest', 'run'] },
  {
    name: 'build',
    args: ['-r', '--filter', './shell', '--filter', './console', '--filter', './mfe-*', 'run', 'build'],
  },
  { name: 'end-to-end (Playwright, Chromium)', args: ['--filter', '@app/e2e', 'test'], needs: 'build' },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

await ensureInstalled();
const results = new Map();
const runStarted = Date.now();
for (const step of steps) {
  if (step.needs && results.get(step.needs)?.status !== 'ok') {
    results.set(step.name, { status: 'skipped', detail: `${step.needs} failed` });
    console.log(`\n=== ${step.name}: skipped (${step.needs} failed) ===`);
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const status = await pnpm(step.args).then(
    () => 'ok',
    () => 'FAILED',
  );
  const took = seconds(Date.now() - started);
  results.set(step.name, { status, detail: took });
  console.log(`=== ${step.name}: ${status === 'ok' ? 'ok' : 'FAILED'} in ${took} ===`);
}

const failed = [...results.values()].some((result) => result.status !== 'ok');
const summary = [...results].map(([name, { status, detail }]) => `${name} ${status} (${detail})`).join(' · ');
console.log(
  `\n${failed ? 'npm test FAILED' : 'npm test passed'} in ${seconds(Date.now() - runStarted)}: ${summary}`,
);
process.exitCode = failed ? 1 : 0;
