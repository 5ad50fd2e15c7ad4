// `pnpm bench`: starts the product itself and prints figures (see scripts/bench/README.md). Not a test: slow
// figures never fail it; a broken harness or a failed figure (a refused request, a wrong settlement) exits
// non-zero.
import { ensureInstalled, missingBuilds, pnpm } from '../lib.mjs';
import { benchProductApi, measureCeiling } from './api.mjs';
import { benchBurst } from './burst.mjs';
import { benchCluster } from './cluster.mjs';
import { benchHeap, soakHeap } from './heap.mjs';
import { benchRealtime } from './realtime.mjs';
import { failedFigures, figure, header, printHeadlines, section, skipped } from './report.mjs';
import { createPostgresDatabase, startProduct } from './server.mjs';
import { benchLotterySettlement, benchSettlementPglite, benchSettlementPostgres } from './settlement.mjs';
import { benchWeb } from './web.mjs';

const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = Date.now();
let broken = false;
// BENCH_ONLY=api (or 'api postgres', 'settlement', 'web,realtime'): only the sections whose key starts so;
// `pnpm bench cluster` is BENCH_ONLY=cluster.
const named = process.argv.slice(2).find((arg) => !arg.startsWith('-') && !/^\d/.test(arg));
const only = (process.env.BENCH_ONLY ?? named)?.split(',').map((key) => key.trim());
const wanted = (key) => !only || only.some((prefix) => key.startsWith(prefix));

/** One section failing is reported and the others still run; it runs when any of its keys is wanted. */
async function part(title, run, ...keys) {
  if (!keys.some(wanted)) return;
  section(title);
  try {
    await run();
  } catch (error) {
    broken = true;
    console.log(`error in ${title}: ${error.stack ?? error}`);
  }
}

async function apiAndMemory(product, label, ceiling) {
  figure(`memory ${label} server RSS idle`, product.rss(), 'MiB');
  await benchProductApi(product, label, ceiling);
  figure(`memory ${label} server RSS after the API load`, product.rss(), 'MiB');
}

// Soak modes replace the sections below: the server's (soak.mjs) and the shell heap's (heap.mjs).
const soakWeb = process.argv.includes('--soak-web') || Boolean(process.env.BENCH_SOAK_WEB_MINUTES);
if (!soakWeb && (process.argv.includes('--soak') || process.env.BENCH_SOAK_MINUTES))
  process.exit(await (await import('./soak.mjs')).soak());
header();
await ensureInstalled();
const missing = soakWeb || wanted('web') || wanted('heap') ? missingBuilds() : [];
if (missing.length > 0) {
  console.log(`> building ${missing.join(', ')}`);
  await pnpm(['-r', ...missing.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build']);
}
if (soakWeb) process.exit(await soakHeap());

let ceiling;
await part(
  'API ceiling',
  async () => {
    ceiling = await measureCeiling();
  },
  // Every API figure is a ratio to the ceiling, so it is measured whenever one of them is.
  'api ceiling',
  'api pglite',
  'api postgres',
);

await part(
  'API and memory on PGlite',
  async () => {
    const product = await startProduct();
    try {
      if (wanted('api pglite')) await apiAndMemory(product, 'pglite', ceiling);
      if (!wanted('web')) return;
      section('Web (production build served by the platform, Debian Chromium)');
      await benchWeb(product.url);
    } finally {
      await product.stop();
    }
  },
  'api pglite',
  'web',
);

await part(
  'API and memory on PostgreSQL',
  async () => {
    const database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
    if (!database.url) {
      skipped('api postgres', `PostgreSQL unreachable (${database.reason})`);
      return;
    }
    try {
      const product = await startProduct({ databaseUrl: database.url });
      try {
        await apiAndMemory(product, 'postgres', ceiling);
      } finally {
        await product.stop();
      }
    } finally {
      await database.drop();
    }
  },
  'api postgres',
);

await part('Shell JS heap over a simulated session (simulator on)', benchHeap, 'heap');

await part(
  'Realtime (server/scripts/bench/realtime-sockets.ts and realtime-ledger.ts)',
  benchRealtime,
  'realtime',
);

await part('Settlement on PGlite', benchSettlementPglite, 'settlement pglite');
await part(
  'Settlement on PostgreSQL',
  () => benchSettlementPostgres(POSTGRES_ADMIN_URL),
  'settlement postgres',
);
await part('Settlement of lottery draws', benchLotterySettlement, 'settlement lottery');

await part(
  'Draw-close burst: every player bets in the last 10 s before 封盘 (PostgreSQL)',
  () => benchBurst(POSTGRES_ADMIN_URL),
  'burst',
);

await part(
  'Cluster: three nodes behind HAProxy, one PostgreSQL, one Redis, with faults',
  () => benchCluster(POSTGRES_ADMIN_URL),
  'cluster',
);

printHeadlines();
const failedCount = failedFigures().length;
const problems = [broken && 'harness errors', failedCount > 0 && `${failedCount} failed figures`].filter(
  Boolean,
);
console.log(
  `\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s${problems.length ? ` (with ${problems.join(', ')})` : ''}`,
);
process.exit(problems.length > 0 ? 1 : 0);
