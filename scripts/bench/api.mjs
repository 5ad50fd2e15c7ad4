// API throughput and latency with autocannon over loopback: the product's routes against a bare Fastify
// route measured in the same run (the ceiling), each as the median of several runs.
import autocannon from 'autocannon';
import { figure, median, QUICK, repeat, skipped } from './report.mjs';
import { startBareFastify } from './server.mjs';

const RUNS = 3;
const SECONDS = QUICK ? 1 : 3;
const WARMUP_SECONDS = QUICK ? 0.5 : 1;
const CONNECTIONS = 10;

async function load(target, seconds) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    body: target.body,
    ...(target.perConnection ? { requests: [{ setupRequest: target.perConnection }] } : {}),
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

/** Warm-up, then RUNS measured runs; medians of requests/s, p50 and p99. */
export async function measure(target) {
  await load(target, WARMUP_SECONDS);
  const runs = await repeat(RUNS, () => load(target, SECONDS));
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    total: runs.reduce((sum, run) => sum + run.total, 0),
  };
}

export function printMeasured(name, measured, ceiling) {
  const vsCeiling = ceiling ? `${((measured.rps / ceiling.rps) * 100).toFixed(1)}% of bare Fastify` : '';
  const failures =
    measured.non2xx + measured.errors > 0 || measured.rps < 1
      ? measured.total === 0
        ? 'no response completed within any run (requests still waiting)'
        : `over all runs ${measured.total} responses, ${measured.non2xx} non-2xx, ${measured.errors} errors/timeouts`
      : '';
  figure(`${name} throughput`, measured.rps, 'req/s', {
    note: [vsCeiling, failures].filter(Boolean).join(', '),
  });
  figure(`${name} p50`, measured.p50, 'ms', { digits: 1 });
  figure(`${name} p99`, measured.p99, 'ms', { digits: 1 });
}

/** The bare Fastify ceiling, measured once per run of the bench (its own process). */
export async function measureCeiling() {
  const bare = await startBareFastify();
  try {
    const measured = await measure({ url: `${bare.url}/bare` });
    printMeasured('api bare Fastify GET /bare (ceiling)', measured);
    return measured;
  } finally {
    bare.stop();
  }
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

/** A football single on the home side of the first match open for betting, at its current odds. */
async function orderSlip(url) {
  const list = await getJson(url, '/api/v1/matches/list?sport_type=1&per_page=100');
  const match = list.json?.data?.list?.find((candidate) => candidate.can_bet);
  if (!match) return null;
  const plays = await getJson(url, `/api/v1/matches/${match.id}/plays`);
  const play = plays.json?.data?.plays?.find((candidate) => candidate.play === 'winDrawLose');
  const odds = play?.options.find((option) => option.option === 'win')?.odds;
  if (!odds) return null;
  return {
    sport: 'football',
    mode: 'single',
    combos: [],
    selections: [{ match_id: match.id, play: 'winDrawLose', option: 'win', odds }],
    amount: 2,
    multiple: 1,
  };
}

/** Every product route for one database; `label` is `pglite` or `postgres`. */
export async function benchProductApi(product, label, ceiling) {
  const { url } = product;
  const login = await postJson(url, '/api/v1/login', { username: 'demo', password: 'demo123456' });
  const token = login.json?.data?.token;
  if (!token) throw new Error(`demo login failed (HTTP ${login.status})`);
  const auth = { authorization: `Bearer ${token}` };
  // Enough balance that the order load never runs dry; an operator credit like `pnpm ops user:credit`.
  await product.credit('demo', '100000000');

  const prefix = `api ${label}`;
  printMeasured(
    `${prefix} GET /api/v1/app/config/all`,
    await measure({ url: `${url}/api/v1/app/config/all` }),
    ceiling,
  );
  printMeasured(
    `${prefix} GET /api/v1/me (auth)`,
    await measure({ url: `${url}/api/v1/me`, headers: auth }),
    ceiling,
  );

  const listPath = '/api/v1/matches/list?sport_type=1';
  if ((await getJson(url, listPath)).status === 404) {
    skipped(`${prefix} GET /api/v1/matches/list`, 'endpoint not implemented yet');
  } else {
    printMeasured(`${prefix} GET /api/v1/matches/list`, await measure({ url: `${url}${listPath}` }), ceiling);
  }

  const probe = await postJson(url, '/api/v1/order/submit', {}, auth);
  if (probe.status === 404) {
    skipped(`${prefix} POST /api/v1/order/submit`, 'endpoint not implemented yet');
    return;
  }
  const slip = await orderSlip(url);
  if (!slip) {
    skipped(`${prefix} POST /api/v1/order/submit`, 'no match open for betting in the seeded fixtures');
    return;
  }
  const target = {
    url: `${url}/api/v1/order/submit`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(slip),
  };
  // Many players at once is the production shape; one player on every connection shows row-lock contention.
  const tokens = await fundedPlayers(product, CONNECTIONS);
  let next = 0;
  const perConnection = (request, context) => {
    context.token ??= tokens[next++ % tokens.length];
    return { ...request, headers: { ...request.headers, authorization: `Bearer ${context.token}` } };
  };
  printMeasured(
    `${prefix} POST /api/v1/order/submit (${CONNECTIONS} players)`,
    await measure({ ...target, perConnection }),
    ceiling,
  );
  printMeasured(`${prefix} POST /api/v1/order/submit (1 player)`, await measure(target), ceiling);
}

/** Players created and credited through the ops API (no registration rate limit), signed in. */
async function fundedPlayers(product, count) {
  const { url } = product;
  const ops = await product.opsHeaders();
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const username = `bench${i}x${Date.now().toString(36)}`.slice(0, 16);
    const password = 'bench123456';
    await postJson(url, '/api/ops/users', { username, password }, ops);
    await product.credit(username, '1000000');
    const login = await postJson(url, '/api/v1/login', { username, password });
    if (!login.json?.data?.token)
      throw new Error(`player ${username} could not sign in (HTTP ${login.status})`);
    tokens.push(login.json.data.token);
  }
  return tokens;
}
