// API throughput and latency with autocannon over loopback: the product's routes against a bare Fastify
// route measured in the same run (the ceiling), each as the median of several runs. Every answer is checked
// (answers.mjs): one refused request fails the figure instead of measuring how fast refusals come back.
import autocannon from 'autocannon';
import { answerTally, measurementProblem } from './answers.mjs';
import { bettableSlips, fundedPlayers, SLIP_STAKE_YUAN, signIn } from './product-api.mjs';
import { againstTarget, failed, figure, headline, median, QUICK, repeat } from './report.mjs';
import { startBareFastify } from './server.mjs';

const RUNS = 3;
const SECONDS = QUICK ? 1 : 3;
const WARMUP_SECONDS = QUICK ? 0.5 : 1;
const CONNECTIONS = 10;
const PLAYERS = 10;

/** Issue 32's targets, as a share of the bare Fastify ceiling of the same run. */
const TARGETS = {
  postgres: { order: 0.025, me: 0.25 },
  pglite: { order: 0.01, me: 0.1 },
};

async function load(target, seconds) {
  const { tally, onResponse } = answerTally({ newOrder: target.newOrder });
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    body: target.body,
    requests: [{ onResponse, ...(target.perRequest ? { setupRequest: target.perRequest } : {}) }],
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    ...tally,
  };
}

/**
 * Warm-up, then RUNS measured runs; medians of requests/s, p50 and p99, and `problem` when any answer of
 * any run (the warm-up's too) was not a success: the figure is then worthless and is not measured further.
 */
export async function measure(target, { runs = RUNS, seconds = SECONDS, warmup = WARMUP_SECONDS } = {}) {
  const warm = await load(target, warmup);
  const warmProblem = measurementProblem(warm);
  if (warmProblem) return { problem: `in the warm-up: ${warmProblem}` };
  const measured = await repeat(runs, () => load(target, seconds));
  for (const [index, run] of measured.entries()) {
    const problem = measurementProblem(run);
    if (problem) return { problem: `in run ${index + 1}: ${problem}` };
  }
  // A run that completed no request has no latency to count (autocannon reports 0 ms).
  const answered = measured.filter((run) => run.answers > 0);
  return {
    rps: median(measured.map((run) => run.rps)),
    p50: median(answered.map((run) => run.p50)),
    p99: median(answered.map((run) => run.p99)),
    answers: measured.reduce((sum, run) => sum + run.answers, 0),
    problem: null,
  };
}

const percent = (share) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;

/**
 * Throughput, p50 and p99 lines of one measurement, or one FAILED line. With `target` (a share of the
 * ceiling) the throughput is also a headline: its ratio, the target and PASS or BELOW.
 */
export function printMeasured(name, measured, ceiling, { target, unit = 'req/s', isCeiling = false } = {}) {
  if (measured.problem) {
    failed(name, measured.problem);
    return;
  }
  const share = ceiling ? measured.rps / ceiling.rps : Number.NaN;
  const vsCeiling = ceiling ? `${(share * 100).toFixed(1)}% of bare Fastify` : 'no ceiling in this run';
  const checked = `${measured.answers === 1 ? 'its 1 answer' : `all ${measured.answers} answers`} checked`;
  figure(`${name} throughput`, measured.rps, unit, {
    note: isCeiling ? checked : `${vsCeiling}, ${checked}`,
  });
  figure(`${name} p50`, measured.p50, 'ms', { digits: 1 });
  figure(`${name} p99`, measured.p99, 'ms', { digits: 1 });
  if (target === undefined) return;
  headline(
    name,
    `${vsCeiling} (${measured.rps.toFixed(0)} ${unit}, p99 ${Number.isFinite(measured.p99) ? `${measured.p99.toFixed(1)} ms` : 'n/a'}); ` +
      `target >= ${percent(target)}: ${againstTarget(share, target)}`,
  );
}

/** The bare Fastify ceiling, measured once per run of the bench (its own process). */
export async function measureCeiling() {
  const bare = await startBareFastify();
  try {
    const measured = await measure({ url: `${bare.url}/bare` });
    printMeasured('api bare Fastify GET /bare (ceiling)', measured, undefined, { isCeiling: true });
    return measured.problem ? undefined : measured;
  } finally {
    bare.stop();
  }
}

/** Every product route for one database; `label` is `pglite` or `postgres`. */
export async function benchProductApi(product, label, ceiling) {
  const { url } = product;
  const prefix = `api ${label}`;
  const auth = { authorization: `Bearer ${await signIn(url, 'demo', 'demo123456')}` };
  printMeasured(
    `${prefix} GET /api/v1/app/config/all`,
    await measure({ url: `${url}/api/v1/app/config/all` }),
    ceiling,
  );
  printMeasured(
    `${prefix} GET /api/v1/me (auth)`,
    await measure({ url: `${url}/api/v1/me`, headers: auth }),
    ceiling,
    { target: TARGETS[label].me },
  );
  printMeasured(
    `${prefix} GET /api/v1/matches/list`,
    await measure({ url: `${url}/api/v1/matches/list?sport_type=1` }),
    ceiling,
  );
  await benchOrders(product, prefix, ceiling, TARGETS[label].order);
}

/**
 * Enough balance that no player runs dry: a player cannot take more orders than the whole ceiling answers
 * over every run of the three order figures, so each is funded for that (at least 100,000 yuan).
 */
function fundingYuan(ceiling) {
  const seconds = 3 * (WARMUP_SECONDS + RUNS * SECONDS);
  return Math.max(100_000, Math.ceil((ceiling?.rps ?? 0) * seconds * SLIP_STAKE_YUAN));
}

let orderSequence = 0;
const runId = `${process.pid}x${Date.now().toString(36)}`;

/**
 * Each request a new order of one of the players on one of the slips: its own Idempotency-Key (as the
 * product's clients send one per slip), the players and the slip's options taken in turn.
 */
function asPlayers(tokens, bodies) {
  return (request) => {
    orderSequence += 1;
    return {
      ...request,
      headers: {
        ...request.headers,
        authorization: `Bearer ${tokens[orderSequence % tokens.length]}`,
        'idempotency-key': `bench-${runId}-${orderSequence}`,
      },
      body: bodies[orderSequence % bodies.length],
    };
  };
}

/** Accepted orders per second: a single and a 2串1 by 10 funded players, and a single by one player. */
async function benchOrders(product, prefix, ceiling, target) {
  const route = 'POST /api/v1/order/submit';
  const slips = await bettableSlips(product.url);
  const yuan = fundingYuan(ceiling);
  const players = await fundedPlayers(product, { count: PLAYERS, prefix: 'bench', yuan });
  const tokens = players.map((player) => player.token);
  const [alone] = await fundedPlayers(product, { count: 1, prefix: 'solo', yuan });
  const orders = (bodies, who) => ({
    url: `${product.url}/api/v1/order/submit`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    newOrder: true,
    perRequest: asPlayers(who, bodies),
  });
  const unit = 'orders/s';
  if (!slips.single) failed(`${prefix} ${route} single`, 'no open match offers a play for singles');
  else
    printMeasured(
      `${prefix} ${route} ${slips.single.label} (${PLAYERS} players)`,
      await measure(orders(slips.single.bodies, tokens)),
      ceiling,
      { target, unit },
    );
  if (!slips.mixed) failed(`${prefix} ${route} 2串1`, 'fewer than two open matches offer 胜平负 in 串关');
  else
    printMeasured(
      `${prefix} ${route} ${slips.mixed.label} (${PLAYERS} players)`,
      await measure(orders(slips.mixed.bodies, tokens)),
      ceiling,
      { unit },
    );
  // One player on every connection shows the contention on one wallet row.
  if (slips.single)
    printMeasured(
      `${prefix} ${route} ${slips.single.label} (1 player)`,
      await measure(orders(slips.single.bodies, [alone.token])),
      ceiling,
      { unit },
    );
}
