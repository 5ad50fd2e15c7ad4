// `pnpm bench -- --soak <minutes>` (or BENCH_SOAK_MINUTES=<minutes> pnpm bench): steady mixed load on the
// product for the chosen time, one line per minute, then the drift: does the error rate, p99 latency or
// the server's memory creep up over time? Not in CI; nothing here fails on a slow figure.
import autocannon from 'autocannon';
import { ensureInstalled } from '../lib.mjs';
import { figure, header, section } from './report.mjs';
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

async function postJson(url, path, body, headers = {}) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

async function getJson(url, path) {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** Players made and credited by the operator API (no registration limit), each signed in. */
async function players(product) {
  const { url } = product;
  const ops = await product.opsHeaders();
  const list = [];
  for (let i = 0; i < PLAYERS; i++) {
    const username = `soak${i}x${Date.now().toString(36)}`.slice(0, 16);
    const password = 'soak123456';
    await postJson(url, '/api/ops/users', { username, password }, ops);
    await product.credit(username, '100000000');
    const login = await postJson(url, '/api/v1/login', { username, password });
    if (!login.json?.data?.token) throw new Error(`soak player could not sign in (HTTP ${login.status})`);
    list.push({ username, password, token: login.json.data.token });
  }
  return list;
}

async function slipFor(url) {
  const list = await getJson(url, '/api/v1/matches/list?sport_type=1&per_page=100');
  const match = list.json?.data?.list?.find((candidate) => candidate.can_bet);
  if (!match) throw new Error('no match open for betting in the seeded fixtures');
  const plays = await getJson(url, `/api/v1/matches/${match.id}/plays`);
  const play = plays.json?.data?.plays?.find((candidate) => candidate.play === 'winDrawLose');
  const odds = play?.options.find((option) => option.option === 'win')?.odds;
  return {
    sport: 'football',
    mode: 'single',
    combos: [],
    selections: [{ match_id: match.id, play: 'winDrawLose', option: 'win', odds }],
    amount: 2,
    multiple: 1,
  };
}

/** The mix one minute of traffic is made of: reads, a signed-in read, bets of several players, logins. */
function mix(url, accounts, slip) {
  let next = 0;
  let key = 0;
  const asPlayer = (request, context) => {
    context.player ??= accounts[next++ % accounts.length];
    key += 1;
    // Each bet is a new slip (its own Idempotency-Key), as players placing bets one after another.
    return {
      ...request,
      headers: {
        ...request.headers,
        authorization: `Bearer ${context.player.token}`,
        'idempotency-key': `soak-${process.pid}-${key}`,
      },
    };
  };
  const json = { 'content-type': 'application/json' };
  return [
    { name: 'config', url: `${url}/api/v1/app/config/all`, connections: 2 },
    { name: 'matches', url: `${url}/api/v1/matches/list?sport_type=1`, connections: 2 },
    { name: 'me', url: `${url}/api/v1/me`, connections: 2, requests: [{ setupRequest: asPlayer }] },
    {
      name: 'order',
      url: `${url}/api/v1/order/submit`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(slip),
      connections: 2,
      requests: [{ setupRequest: asPlayer }],
    },
  ];
}

/** Logins at a player's pace (autocannon cannot go below 1 request/s), timed one by one. */
async function paceLogins(url, account, durationMs) {
  const latencies = [];
  let failed = 0;
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    const started = performance.now();
    const reply = await postJson(url, '/api/v1/login', {
      username: account.username,
      password: account.password,
    });
    latencies.push(performance.now() - started);
    if (reply.status !== 200) failed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000 / LOGINS_PER_SECOND));
  }
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN;
  return { total: latencies.length, failed, p99: Math.round(p99) };
}

async function oneMinute(url, account, targets) {
  const [logins, ...results] = await Promise.all([
    paceLogins(url, account, 60_000),
    ...targets.map(({ name, ...target }) => autocannon({ ...target, duration: 60 })),
  ]);
  const total = logins.total + results.reduce((sum, result) => sum + result.requests.total, 0);
  const failed =
    logins.failed + results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  const p99 = Math.max(logins.p99, ...results.map((result) => result.latency.p99));
  const byRoute = Object.fromEntries(
    results.map((result, index) => [targets[index].name, result.latency.p99]),
  );
  return { total, failed, p99, byRoute: { ...byRoute, login: logins.p99 } };
}

async function soakOn(product, label, minutes) {
  const accounts = await players(product);
  const targets = mix(product.url, accounts, await slipFor(product.url));
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
  const failed = samples.reduce((sum, sample) => sum + sample.failed, 0);
  section(`Soak drift on ${label} over ${minutes} min`);
  figure(`soak ${label} error rate over the whole run`, total ? (failed / total) * 100 : Number.NaN, '%', {
    digits: 3,
    note: `${failed} of ${total}`,
  });
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
  return 0;
}
