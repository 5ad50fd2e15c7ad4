// `pnpm bench -- --soak <minutes>` (or BENCH_SOAK_MINUTES=<minutes> pnpm bench): steady mixed load on the
// product for the chosen time, one line per minute, then the drift: does the error rate, p99 latency or
// the server's memory creep up over time? Not in CI; nothing here fails on a slow figure, but any failed
// request (a refusal, an error) fails the run.
import autocannon from 'autocannon';
import { ensureInstalled } from '../lib.mjs';
import { answerTally, refusalOf } from './answers.mjs';
import { bettableSlips, fundedPlayers, postJson } from './product-api.mjs';
import { failed, failedFigures, figure, header, section } from './report.mjs';
import { createPostgresDatabase, startProduct } from './server.mjs';

const PLAYERS = 8;
// Logins stay under the per-IP limit (60 a minute) so the soak measures work, not 429s.
const LOGINS_PER_SECOND = 0.5;

/** Minutes from `--soak <minutes>` or its variable (`--soak-web` and BENCH_SOAK_WEB_MINUTES for heap.mjs). */
export function soakMinutes({
  flag = '--soak',
  variable = 'BENCH_SOAK_MINUTES',
  fallback = 10,
  argv = process.argv,
  env = process.env,
} = {}) {
  const at = argv.indexOf(flag);
  const value = at >= 0 ? argv[at + 1] : env[variable];
  const minutes = Number(value ?? fallback);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : fallback;
}

/** Players made and credited by the two operators, each signed in. */
const players = (product) => fundedPlayers(product, { count: PLAYERS, prefix: 'soak', yuan: 100_000_000 });

/** A single the server accepts (one per option of its play); the soak cannot bet without one. */
async function slipsFor(url) {
  const { single } = await bettableSlips(url);
  if (!single) throw new Error('no open match offers a play for singles in the seeded fixtures');
  return single.bodies;
}

/** The mix one minute of traffic is made of: reads, a signed-in read, bets of several players, logins. */
function mix(url, accounts, slips) {
  let next = 0;
  let key = 0;
  const signedIn = (request) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${accounts[next++ % accounts.length].token}` },
  });
  // Each bet is a new slip (its own Idempotency-Key), as players placing bets one after another.
  const betting = (request) => {
    key += 1;
    const player = signedIn(request);
    return {
      ...player,
      headers: { ...player.headers, 'idempotency-key': `soak-${process.pid}-${key}` },
      body: slips[key % slips.length],
    };
  };
  return [
    { name: 'config', url: `${url}/api/v1/app/config/all`, connections: 2 },
    { name: 'matches', url: `${url}/api/v1/matches/list?sport_type=1`, connections: 2 },
    { name: 'me', url: `${url}/api/v1/me`, connections: 2, setupRequest: signedIn },
    {
      name: 'order',
      url: `${url}/api/v1/order/submit`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      connections: 2,
      setupRequest: betting,
      newOrder: true,
    },
  ];
}

/** Logins at a player's pace (autocannon cannot go below 1 request/s), timed one by one. */
async function paceLogins(url, account, durationMs) {
  const latencies = [];
  let failed = 0;
  let firstRefusal = null;
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    const started = performance.now();
    const reply = await postJson(url, '/api/v1/login', {
      username: account.username,
      password: account.password,
    });
    latencies.push(performance.now() - started);
    const refusal = refusalOf(reply.status, reply.text);
    if (refusal) {
      failed += 1;
      firstRefusal ??= `login: ${refusal}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 / LOGINS_PER_SECOND));
  }
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN;
  return { total: latencies.length, failed, firstRefusal, p99: Math.round(p99) };
}

/** One minute of the mix; every answer is checked (answers.mjs) and the first refusal kept to show. */
async function oneMinute(url, account, targets) {
  const loads = targets.map(({ name, setupRequest, newOrder, ...target }) => {
    const { tally, onResponse } = answerTally({ newOrder });
    const requests = [{ onResponse, ...(setupRequest ? { setupRequest } : {}) }];
    return { name, tally, run: autocannon({ ...target, requests, duration: 60 }) };
  });
  const [logins, ...results] = await Promise.all([
    paceLogins(url, account, 60_000),
    ...loads.map((load) => load.run),
  ]);
  const total = logins.total + results.reduce((sum, result) => sum + result.requests.total, 0);
  const failed =
    logins.failed + loads.reduce((sum, load, index) => sum + load.tally.refused + results[index].errors, 0);
  const refused = loads.find((load) => load.tally.firstRefusal);
  const firstRefusal = logins.firstRefusal ?? (refused && `${refused.name}: ${refused.tally.firstRefusal}`);
  const p99 = Math.max(logins.p99, ...results.map((result) => result.latency.p99));
  const byRoute = Object.fromEntries(results.map((result, index) => [loads[index].name, result.latency.p99]));
  return { total, failed, firstRefusal, p99, byRoute: { ...byRoute, login: logins.p99 } };
}

async function soakOn(product, label, minutes) {
  const accounts = await players(product);
  const targets = mix(product.url, accounts, await slipsFor(product.url));
  const samples = [];
  const startRss = product.rss();
  figure(`soak ${label} server RSS at start`, startRss, 'MiB');
  for (let minute = 1; minute <= minutes; minute++) {
    const sample = { ...(await oneMinute(product.url, accounts[0], targets)), rss: product.rss() };
    samples.push(sample);
    const rate = sample.total ? (sample.failed / sample.total) * 100 : Number.NaN;
    const routes = Object.entries(sample.byRoute)
      .map(([name, p99]) => `${name} ${p99}`)
      .join(', ');
    figure(`soak ${label} minute ${minute}: p99 (worst route)`, sample.p99, 'ms', {
      note: `${sample.total} requests, ${rate.toFixed(2)}% failed, RSS ${sample.rss.toFixed(0)} MiB; p99 ms: ${routes}`,
    });
  }
  const first = samples[0];
  const last = samples[samples.length - 1];
  const total = samples.reduce((sum, sample) => sum + sample.total, 0);
  const failedCount = samples.reduce((sum, sample) => sum + sample.failed, 0);
  section(`Soak drift on ${label} over ${minutes} min`);
  const errorRate = `soak ${label} error rate over the whole run`;
  const firstRefusal = samples.find((sample) => sample.firstRefusal)?.firstRefusal;
  if (failedCount > 0)
    failed(
      errorRate,
      `${failedCount} of ${total} requests failed; first: ${firstRefusal ?? 'a connection error'}`,
    );
  else figure(errorRate, 0, '%', { digits: 3, note: `0 of ${total}` });
  figure(`soak ${label} throughput first -> last minute`, last.total / 60, 'req/s', {
    note: `first minute ${(first.total / 60).toFixed(0)} req/s`,
  });
  figure(`soak ${label} p99 drift (last / first minute)`, last.p99 / first.p99, 'x', {
    digits: 2,
    note: `${first.p99} -> ${last.p99} ms`,
  });
  figure(`soak ${label} memory growth (RSS last minute - start)`, last.rss - startRss, 'MiB', {
    note: `${startRss.toFixed(0)} -> ${last.rss.toFixed(0)} MiB; first minute ${first.rss.toFixed(0)} MiB`,
  });
}

/** Runs the soak on PGlite, and on PostgreSQL when BENCH_SOAK_POSTGRES=1; returns the exit code. */
export async function soak() {
  const minutes = soakMinutes();
  header();
  await ensureInstalled();
  section(`Soak: ${minutes} min of mixed load (config, matches, me, order submit, login) on PGlite`);
  const product = await startProduct();
  try {
    await soakOn(product, 'pglite', minutes);
  } finally {
    await product.stop();
  }
  if (process.env.BENCH_SOAK_POSTGRES === '1') {
    const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const database = await createPostgresDatabase(adminUrl);
    if (database.url) {
      section(`Soak: ${minutes} min on PostgreSQL`);
      const onPostgres = await startProduct({ databaseUrl: database.url });
      try {
        await soakOn(onPostgres, 'postgres', minutes);
      } finally {
        await onPostgres.stop();
        await database.drop();
      }
    }
  }
  return failedFigures().length > 0 ? 1 : 0;
}
