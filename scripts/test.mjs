// `pnpm test` / `npm test`: every check, in order. A failing stage does not hide the others: each one
// runs (the end-to-end stage needs the build, so it is skipped when the build fails), a summary line of every
// stage is printed at the end, and the exit code is non-zero if any failed.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureInstalled, pnpm, root } from './lib.mjs';

// CI keeps only the tail of the output: the unit stage's failures are named again in the summary.
const unitReport = join(tmpdir(), `vitest-report-${process.pid}.json`);

const steps = [
  { name: 'typecheck', args: ['-r', 'run', 'typecheck'] },
  { name: 'lint and format', args: ['exec', 'biome', 'ci', '.'] },
  {
    name: 'unit and server integration',
    args: [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
    ],
    failures: () => failedUnitTests(unitReport),
  },
  {
    name: 'build',
    args: ['-r', '--filter', './shell', '--filter', './console', '--filter', './mfe-*', 'run', 'build'],
  },
  { name: 'end-to-end (Playwright, Chromium)', args: ['--filter', '@app/e2e', 'test'], needs: 'build' },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The first lines of a failure, without colour codes or library frames: enough to tell a timeout from a wrong figure. */
const firstLines = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/node_modules|node:internal|<anonymous>/.test(line))
    .slice(0, 6)
    .map((line) => `\n      ${line}`)
    .join('');

/** `file › test` and its first error lines for every failed test (or file that failed to run) in vitest's JSON report. */
function failedUnitTests(reportPath) {
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    return report.testResults.flatMap((file) => {
      const name = file.name.replace(`${root}/`, '');
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      if (tests.length === 0 && file.status === 'failed')
        return [`${name} › failed to run${firstLines(file.message)}`];
      return tests.map((test) => `${name} › ${test.fullName}${firstLines(test.failureMessages?.[0])}`);
    });
  } catch {
    return ['(no vitest report: see the stage output above)'];
  } finally {
    rmSync(reportPath, { force: true });
  }
}

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
  results.set(step.name, {
    status,
    detail: took,
    failures: step.failures?.() ?? [],
  });
  console.log(`=== ${step.name}: ${status === 'ok' ? 'ok' : 'FAILED'} in ${took} ===`);
}

const failed = [...results.values()].some((result) => result.status !== 'ok');
const summary = [...results].map(([name, { status, detail }]) => `${name} ${status} (${detail})`).join(' · ');
console.log(
  `\n${failed ? 'npm test FAILED' : 'npm test passed'} in ${seconds(Date.now() - runStarted)}: ${summary}`,
);
for (const [name, { failures = [] }] of results) {
  for (const failure of failures) console.log(`  ${name} failed: ${failure}`);
}
process.exitCode = failed ? 1 : 0;
