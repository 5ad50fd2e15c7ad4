// Settlement figures: settlement-run.ts (tsx, the server's own schema and settleMatch) on PGlite and on a
// fresh PostgreSQL database; lottery settlement is listed until it exists.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figure, QUICK, skipped, verdict } from './report.mjs';
import { createPostgresDatabase, serverDir } from './server.mjs';

const ORDERS = QUICK ? 10_000 : 100_000;
const script = fileURLToPath(new URL('./settlement-run.ts', import.meta.url));

function run(env) {
  const childEnv = { ...process.env, ...env, BENCH_ORDERS: String(ORDERS) };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      if (code !== 0) reject(new Error(`settlement-run.ts exited ${code}`));
      else resolve(JSON.parse(line));
    });
  });
}

function report(label, result) {
  const count = result.orders.toLocaleString('en-US');
  figure(`settlement ${label} create ${count} orders (bulk insert)`, result.createSeconds, 's', {
    digits: 1,
  });
  figure(`settlement ${label} settle ${count} orders on one result`, result.settleSeconds, 's', {
    digits: 1,
    note: 'target < 10 s',
  });
  figure(`settlement ${label} orders settled per second`, result.orders / result.settleSeconds, 'orders/s');
  verdict(
    `settlement ${label} settled once, ledger = payouts`,
    result.problems.length === 0 ? 'ok' : `mismatch: ${result.problems.join('; ')}`,
  );
}

export async function benchSettlementPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-settle-'));
  try {
    report('pglite', await run({ BENCH_PGLITE_DIR: join(dir, 'pglite') }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchSettlementPostgres(adminUrl) {
  const database = await createPostgresDatabase(adminUrl);
  if (!database.url) {
    skipped('settlement postgres', `PostgreSQL unreachable (${database.reason})`);
    return;
  }
  try {
    report('postgres', await run({ DATABASE_URL: database.url }));
  } finally {
    await database.drop();
  }
}

export function benchLotterySettlement() {
  skipped('settlement lottery 100,000 bets on one draw', 'lottery not implemented yet');
}
