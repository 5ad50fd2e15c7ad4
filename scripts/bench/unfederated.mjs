// The baseline "without federation": the shell built with every remote bundled in as lazy chunks
// (unfederated/), served by the same server code, measured like the federated build in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { figure, skipped } from './report.mjs';
import { serverDir, startProduct } from './server.mjs';

async function buildBaseline(appsRoot) {
  const script = fileURLToPath(new URL('./unfederated/build.mjs', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, join(appsRoot, 'shell', 'dist')], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`build failed (${code}): ${stderr.split('\n')[0]}`);
}

const percent = (value, baseline) =>
  `federation costs ${(((value - baseline) / baseline) * 100).toFixed(0)}%`;

/** `federated` holds the same figures of the federated build; `measure` is web.mjs's measuring code. */
export async function benchUnfederated(federated, measure) {
  const appsRoot = mkdtempSync(join(tmpdir(), 'bench-unfederated-'));
  try {
    try {
      await buildBaseline(appsRoot);
    } catch (error) {
      skipped('web baseline without federation', error.message);
      return;
    }
    const product = await startProduct({ appsRoot });
    const browser = await launchChromium();
    try {
      const baseline = await measure(browser, product.url);
      figure('web baseline without federation: home first-load JS', baseline.homeGzip / 1024, 'KB gzip', {
        digits: 1,
        note: `${percent(federated.homeGzip, baseline.homeGzip)} (target <= 10%)`,
      });
      figure(
        'web baseline without federation: home critical-path JS',
        baseline.homeCritical / 1024,
        'KB gzip',
        {
          digits: 1,
          note: `${percent(federated.homeCritical, baseline.homeCritical)} (target <= 10%)`,
        },
      );
      figure('web baseline without federation: home LCP', baseline.homeLcp, 'ms', {
        note: `${percent(federated.homeLcp, baseline.homeLcp)} (target <= 10%); Performance API, as above`,
      });
    } finally {
      await browser.close();
      await product.stop();
    }
  } finally {
    rmSync(appsRoot, { recursive: true, force: true });
  }
}
