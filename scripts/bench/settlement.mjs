// Settlement figures: settlement-run.ts (tsx, the server's own schema and settleMatch) on PGlite and on a
// fresh PostgreSQL database; lottery-settlement-run.ts (bets per second on one expect, one draw settled) on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { againstTarget, failed, figure, headline, QUICK, skipped, verdict } from './report.mjs';
import { createPostgresDatabase, runServerScript } from './server.mjs';

const ORDERS = QUICK ? 10_000 : 100_000;
const script = fileURLToPath(new URL('./settlement-run.ts', import.meta.url));
const lotteryScript = fileURLToPath(new URL('./lottery-settlement-run.ts', import.meta.url));
const LOTTERY_BETS = QUICK ? 10_000 : 100_000;
const LOTTERY_PLACED = QUICK ? 500 : 2_000;
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function run(env, file = script) {
  const childEnv = {
    ...process.env,
    ...env,
    BENCH_ORDERS: String(ORDERS),
    BENCH_BETS: String(LOTTERY_BETS),
    BENCH_PLACED: String(LOTTERY_PLACED),
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return runServerScript(file, childEnv);
}

/** `ok`, or a failed figure naming every mismatch: figures over a wrong settlement are worthless. */
function checked(name, problems) {
  if (problems.length === 0) verdict(name, 'ok');
  else failed(name, `mismatch: ${problems.join('; ')}`);
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
  checked(`settlement ${label} settled once, ledger = payouts`, result.problems);
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

/** Issue 32's target for bets placed on one expect on PostgreSQL. */
const PLACED_TARGET = 1_000;

function reportLottery(label, result) {
  const count = result.bets.toLocaleString('en-US');
  const name = `lottery ${label} bets placed per second on one expect`;
  const perSecond = result.placed / result.placeSeconds;
  figure(name, perSecond, 'bets/s', { note: `${result.placed} bets, ${PARALLEL_NOTE}` });
  if (label === 'postgres')
    headline(
      name,
      `${perSecond.toFixed(0)} bets/s (${PARALLEL_NOTE}); target >= ${PLACED_TARGET}/s: ` +
        againstTarget(perSecond, PLACED_TARGET),
    );
  figure(`lottery ${label} settle ${count} bets on one draw`, result.settleSeconds, 's', {
    digits: 1,
    note: `target < 10 s; ${result.distinctCodes} distinct codes, ${result.winners} winners`,
  });
  figure(`lottery ${label} bets settled per second`, result.bets / result.settleSeconds, 'bets/s');
  checked(`lottery ${label} settled once, payouts = shared rules = ledger`, result.problems);
}

const PARALLEL_NOTE = '20 in flight, through createBet';

/** 100,000 bets of every 快三 play on one draw, on PGlite and (when reachable) on PostgreSQL. */
export async function benchLotterySettlement() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lottery-'));
  try {
    reportLottery('pglite', await run({ BENCH_PGLITE_DIR: join(dir, 'pglite') }, lotteryScript));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
  if (!database.url) {
    skipped('lottery postgres', `PostgreSQL unreachable (${database.reason})`);
    return;
  }
  try {
    reportLottery('postgres', await run({ DATABASE_URL: database.url }, lotteryScript));
  } finally {
    await database.drop();
  }
}
