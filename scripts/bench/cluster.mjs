// `pnpm bench cluster` (BENCH_ONLY=cluster; `--minutes <n>`, default 10): three nodes on one PostgreSQL
// database and one Redis of its own behind HAProxy (round robin, no sticky sessions, websockets through
// it), a mixed day at a fixed rate, and faults during it: `kill -9` of a node (back 30 s later), a Redis
// restart, pg_terminate_backend of the nodes' connections. Then the errors (a killed node's in-flight
// requests excused), every socket back and the invariants over the database.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refusalOf } from './answers.mjs';
import { readInvariants } from './cluster-invariants.mjs';
import { errorAccounting, faultSchedule, haproxyConfig } from './cluster-plan.mjs';
import { listenAll } from './cluster-sockets.mjs';
import { bettableSlips, fundedPlayers } from './product-api.mjs';
import { failed, figure, skipped } from './report.mjs';
import { createPostgresDatabase, freePort, serverRequire, startProduct } from './server.mjs';
import { soakMinutes } from './soak.mjs';

const NODES = 3;
const PLAYERS = 12;
const REQUESTS_PER_SECOND = 30;
const PREFIX = 'clu';
/** A day's mix by weight: mostly browsing, then bets of each kind, recharges now and then. */
const MIX = [
  ['config', 4],
  ['matches', 4],
  ['me', 3],
  ['lottery', 2],
  ['football bet', 3],
  ['lottery bet', 3],
  ['追号', 1],
  ['recharge', 1],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

function spawnLogged(command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  child.log = () => stderr;
  return child;
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
}

/** The bench's own Redis (never the system one): restartable on its port, nothing saved. */
async function startRedis(port) {
  const child = spawnLogged('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no']);
  const redis = serverRequire('ioredis');
  for (let tries = 0; tries < 50; tries++) {
    const client = new redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    const ok = await client.connect().then(
      () => client.ping(),
      () => null,
    );
    client.disconnect();
    if (ok === 'PONG') return child;
    await sleep(100);
  }
  throw new Error(`redis-server did not answer on ${port}: ${child.log()}`);
}

/** One request of `kind` as a player sends it; resolves with what the error accounting needs. */
async function play(kind, url, player, slips, key) {
  const auth = { authorization: `Bearer ${player.token}` };
  const post = (body) => ({
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const requests = {
    config: ['/api/v1/app/config/all', {}],
    matches: ['/api/v1/matches/list?sport_type=1', {}],
    me: ['/api/v1/me', { headers: auth }],
    lottery: ['/api/v1/liujiu/lottery/current-expect?lottery_id=2', {}],
    'football bet': ['/api/v1/order/submit', post(slips[key.length % slips.length])],
    'lottery bet': [
      '/api/v1/liujiu/bet/create',
      post({ lottery_id: 2, play_id: 'k3_hz', codes: '3,10', amount: '2', multiple: 1 }),
    ],
    追号: [
      '/api/v1/lottery/chases',
      post({ lottery_id: 2, play_id: 'k3_hz', codes: '4', amount: '2', mode: 'same', expects: 3 }),
    ],
    recharge: ['/api/v1/payment-orders', post({ method: 'online', amount: '100' })],
  };
  const [path, init] = requests[kind];
  const sent = await send(kind, `${url}${path}`, init);
  if (kind !== 'recharge' || sent.refusal) return [sent];
  // A player who opened a recharge and walked away cancels it (at most a few may stay open).
  const cancel = `${url}/api/v1/payment-orders/${sent.data.order.id}/cancel`;
  return [sent, await send('recharge cancel', cancel, { method: 'POST', headers: auth })];
}

/** One request and what the error accounting needs, with the answer's data when it succeeded. */
async function send(kind, url, init) {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    const node = response.headers.get('x-bench-node');
    const newOrder = init.method === 'POST' && kind !== 'recharge cancel';
    const refusal = refusalOf(response.status, text, { newOrder });
    const data = refusal ? null : JSON.parse(text).data;
    return { kind, startedAt, endedAt: Date.now(), refusal, node, data };
  } catch (error) {
    return { kind, startedAt, endedAt: Date.now(), refusal: `connection: ${error.message}`, node: null };
  }
}

/** The fixed-rate load until `until`: a request every 1/rate s, whatever the answers' speed. */
async function load(url, players, slips, until) {
  const kinds = MIX.flatMap(([kind, weight]) => Array(weight).fill(kind));
  const inFlight = [];
  let sent = 0;
  const started = Date.now();
  while (Date.now() < until) {
    const due = Math.floor(((Date.now() - started) / 1000) * REQUESTS_PER_SECOND);
    for (; sent < due; sent++) {
      const key = `cluster-${process.pid}-${sent}`;
      inFlight.push(play(kinds[sent % kinds.length], url, players[sent % players.length], slips, key));
    }
    await sleep(20);
  }
  return (await Promise.all(inFlight)).flat();
}

async function terminateBackends(adminUrl, databaseUrl) {
  const postgres = serverRequire('postgres');
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const rows = await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = ${name} AND pid <> pg_backend_pid()`;
    return rows.length;
  } finally {
    await admin.end({ timeout: 1 });
  }
}

/** Runs the soak with its faults and prints the figures; throws when the harness breaks. */
export async function benchCluster(adminUrl) {
  if (!hasCommand('haproxy')) return skipped('cluster', 'haproxy is not installed (apt-get install haproxy)');
  if (!hasCommand('redis-server'))
    return skipped('cluster', 'redis-server is not installed (apt-get install redis-server)');
  const database = await createPostgresDatabase(adminUrl);
  if (!database.url) return skipped('cluster', `PostgreSQL unreachable (${database.reason})`);
  const minutes = soakMinutes({ flag: '--minutes', variable: 'BENCH_CLUSTER_MINUTES' });
  const schedule = faultSchedule(minutes);
  const configDir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const cleanup = [() => database.drop(), () => rmSync(configDir, { recursive: true, force: true })];
  try {
    const redisPort = await freePort();
    let redis = await startRedis(redisPort);
    cleanup.unshift(() => stopChild(redis));
    const secret = randomBytes(24).toString('hex');
    const options = {
      databaseUrl: database.url,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      env: { PUSHER_SECRET: secret, PUSHER_KEY: 'bench-cluster-key' },
    };
    const nodes = [];
    for (let i = 1; i <= NODES; i++) {
      const product = await startProduct({ ...options, port: await freePort() });
      nodes.push({ name: `node${i}`, port: Number(new URL(product.url).port), product });
    }
    cleanup.unshift(() => Promise.all(nodes.map((node) => node.product.stop())));
    const balancerPort = await freePort();
    const configFile = join(configDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port: balancerPort, nodes }));
    const haproxy = spawnLogged('haproxy', ['-f', configFile, '-db']);
    cleanup.unshift(() => stopChild(haproxy));
    const url = `http://127.0.0.1:${balancerPort}`;
    while ((await fetch(`${url}/api/v1/app/config/all`).catch(() => null))?.ok !== true) {
      if (haproxy.exitCode !== null) throw new Error(`haproxy exited: ${haproxy.log()}`);
      await sleep(200);
    }

    const players = await fundedPlayers(nodes[0].product, {
      count: PLAYERS,
      prefix: PREFIX,
      yuan: 1_000_000,
    });
    for (const player of players) {
      const me = await fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${player.token}` } });
      const text = await me.text();
      if (refusalOf(me.status, text))
        throw new Error(`/me of ${player.username}: ${refusalOf(me.status, text)}`);
      player.id = JSON.parse(text).data.id;
    }
    const { single } = await bettableSlips(url);
    if (!single) throw new Error('no open match offers a single in the seeded fixtures');
    const sockets = listenAll(url, 'bench-cluster-key', players);
    cleanup.unshift(() => sockets.stop());
    const start = Date.now();
    const victim = nodes[0];
    const events = [];
    let killedAt = Number.NaN;
    let diedAt = Number.NaN;
    const faults = (async () => {
      await sleep(schedule.killAt);
      killedAt = Date.now();
      await victim.product.kill();
      diedAt = Date.now();
      events.push(`kill -9 ${victim.name} at ${((Date.now() - start) / 1000).toFixed(0)} s`);
      await sleep(schedule.restartAt - (Date.now() - start));
      victim.product = await startProduct({ ...options, port: victim.port });
      events.push(`${victim.name} back at ${((Date.now() - start) / 1000).toFixed(0)} s`);
      await sleep(Math.max(0, schedule.redisRestartAt - (Date.now() - start)));
      await stopChild(redis);
      redis = await startRedis(redisPort);
      events.push(`Redis restarted at ${((Date.now() - start) / 1000).toFixed(0)} s`);
      await sleep(Math.max(0, schedule.pgTerminateAt - (Date.now() - start)));
      const terminated = await terminateBackends(adminUrl, database.url);
      events.push(
        `${terminated} PostgreSQL backends terminated at ${((Date.now() - start) / 1000).toFixed(0)} s`,
      );
    })();
    const requests = await load(url, players, single.bodies, start + schedule.total);
    await faults;
    // The sockets get the time a client's retry takes to come back after the last fault.
    const settle = Date.now() + 15_000;
    while (sockets.subscribed() < players.length && Date.now() < settle) await sleep(200);
    const subscribedAtEnd = sockets.subscribed();
    const outages = sockets.stop();
    report({ minutes, events, requests, schedule: { start, killAt: killedAt, diedAt } });
    reportSockets(players.length, subscribedAtEnd, outages);
    for (const { name, rows, problems } of await readInvariants(database.url, PREFIX)) {
      if (problems.length > 0)
        failed(`cluster ${name}`, `${problems.length} of ${rows}: ${problems.slice(0, 3).join('; ')}`);
      else figure(`cluster ${name}`, rows, 'rows', { note: 'ok' });
    }
  } finally {
    for (const step of cleanup) await step();
  }
}

function report({ minutes, events, requests, schedule }) {
  figure('cluster soak length', minutes, 'min', {
    note: `${NODES} nodes, ${REQUESTS_PER_SECOND} req/s; ${events.join('; ')}`,
  });
  const kinds = [...MIX.map(([kind]) => kind), 'recharge cancel'].map(
    (kind) => `${kind} ${requests.filter((request) => request.kind === kind).length}`,
  );
  figure('cluster requests', requests.length, '', { note: kinds.join(', ') });
  const accounting = errorAccounting(requests, { ...schedule, killedNode: 'node1' });
  const note = `${accounting.errors} of ${accounting.total - accounting.excused}; ${accounting.excused} in flight on the killed node excused`;
  const byKind = new Map();
  for (const error of accounting.counted) byKind.set(error.kind, [...(byKind.get(error.kind) ?? []), error]);
  const at = (error) => `${error.startedAt - schedule.start} ms via ${error.node ?? '-'}`;
  const errorsByKind = [...byKind]
    .map(([kind, errors]) => `${kind} ${errors.length}, first at ${at(errors[0])}: ${errors[0].refusal}`)
    .join('; ');
  // The errors under the target are still shown, so a run can be read for what failed and where.
  const detail = accounting.errors ? `${note}; ${errorsByKind}` : note;
  if (accounting.rate >= 0.001) failed('cluster error rate (target < 0.1%)', detail);
  else figure('cluster error rate (target < 0.1%)', accounting.rate * 100, '%', { digits: 3, note: detail });
}

function reportSockets(count, subscribedAtEnd, outages) {
  const durations = outages.map((o) => (o.backAt ? o.backAt - o.closedAt : Number.POSITIVE_INFINITY));
  const back = durations.filter(Number.isFinite).sort((a, b) => a - b);
  const worst = back.length ? back[back.length - 1] : 0;
  const line = `${outages.length} drops, ${back.length} back; median ${back[Math.floor(back.length / 2)] ?? 0} ms, worst ${worst} ms`;
  if (subscribedAtEnd < count)
    failed('cluster sockets reconnected', `${subscribedAtEnd} of ${count} listening at the end; ${line}`);
  else figure('cluster sockets reconnected', subscribedAtEnd, `of ${count}`, { note: line });
}
