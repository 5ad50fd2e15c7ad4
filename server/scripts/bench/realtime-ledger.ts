// Ledger-commit-to-client latency (issue 9): a money change committed on a platform node, announced as
// balance.changed on each player's private channel and received by raw websocket clients that authorised
// it through POST /api/v1/broadcasting/auth like pusher-js does. Clients live in this process, the nodes in
// forked ones (realtime-ledger-node.ts). One node, then two nodes over Redis: commits on A, clients on B.
// Run by scripts/bench/realtime.mjs; alone: `cd server && node --import tsx scripts/bench/realtime-ledger.ts`.
// Prints one line per figure.
// Env: BENCH_SUBSCRIBERS (1000), BENCH_IN_FLIGHT (20 commits at a time), DATABASE_URL (PostgreSQL; PGlite
// for the one-node run otherwise), REDIS_URL, BENCH_POSTGRES_SKIP / BENCH_REDIS_SKIP (why that service is
// missing, for the skip lines). Both ends stamp performance.timeOrigin + performance.now(): processes on one
// machine agree on it to a few microseconds.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { fenToYuan } from '@app/shared/format';
import { REALTIME_EVENTS, userChannel } from '@app/shared/realtime-contract';
import { WebSocket } from 'ws';
import type { Commit, NodeRequest, Player } from './realtime-ledger-node';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 20);
const CONNECT_BATCH = 50;
const DELIVERY_WAIT_MS = 5_000;
const now = () => performance.timeOrigin + performance.now();
type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;

interface PlatformNode {
  port: number;
  appKey: string;
  ask<T>(request: Distribute<NodeRequest>): Promise<T>;
  stop(): Promise<void>;
}

async function startNode(env: NodeJS.ProcessEnv): Promise<PlatformNode> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./realtime-ledger-node.ts', import.meta.url)), {
    env,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ port: number; appKey: string }>((resolve, reject) => {
    child.once('message', (message: { port: number; appKey: string } | { failed: string }) =>
      'failed' in message ? reject(new Error(`node failed to start: ${message.failed}`)) : resolve(message),
    );
    child.once('exit', (code) => reject(new Error(`node exited ${code} before listening`)));
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error === undefined) waiter?.resolve(message.result);
    else waiter?.reject(new Error(message.error));
  });
  let nextId = 0;
  return {
    ...ready,
    ask: <T>(request: Distribute<NodeRequest>) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ ...request, id });
      }),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const request: NodeRequest = { id: nextId++, type: 'stop' };
      child.send(request);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

interface Receipt {
  at: number;
  balance: string;
}

/**
 * Connects, authorises private-user.{id} through the node's own auth endpoint and subscribes; every
 * balance.changed is stamped on arrival, before its JSON is parsed.
 */
function subscribe(port: number, appKey: string, player: Player, receipts: Map<number, Receipt>) {
  const channel = userChannel(player.id);
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${appKey}?protocol=7&client=js&version=8.4.0`);
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const at = now();
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === REALTIME_EVENTS.balanceChanged) {
        receipts.set(player.id, { at, balance: (JSON.parse(frame.data) as { balance: string }).balance });
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve(ws);
      } else if (frame.event === 'pusher:subscription_error') {
        reject(new Error(`subscription refused: ${frame.data}`));
      } else if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
        authorise(port, player.token, socketId, channel).then(
          (auth) => ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } })),
          reject,
        );
      }
    });
  });
}

async function authorise(port: number, token: string, socketId: string, channel: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/broadcasting/auth`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
  });
  const body = (await response.json()) as { auth?: string; message?: string };
  if (!response.ok || !body.auth) throw new Error(`broadcasting/auth ${response.status} ${body.message}`);
  return body.auth;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Players on `committer`, their clients on `receiver`, one credit each; returns the figure's text. */
async function measure(committer: PlatformNode, receiver: PlatformNode, tag: string): Promise<string> {
  const players = await committer.ask<Player[]>({ type: 'players', tag, count: SUBSCRIBERS });
  const receipts = new Map<number, Receipt>();
  const sockets: WebSocket[] = [];
  try {
    for (let start = 0; start < players.length; start += CONNECT_BATCH) {
      const batch = players.slice(start, start + CONNECT_BATCH);
      sockets.push(
        ...(await Promise.all(
          batch.map((player) => subscribe(receiver.port, receiver.appKey, player, receipts)),
        )),
      );
    }
    const started = now();
    await committer.ask({ type: 'commit', userIds: players.map((player) => player.id), inFlight: IN_FLIGHT });
    const commitSeconds = (now() - started) / 1000;
    const deadline = now() + DELIVERY_WAIT_MS;
    while (receipts.size < players.length && now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const commits = await committer.ask<Commit[]>({ type: 'stamps' });

    const latencies: number[] = [];
    const toPublish: number[] = [];
    const toClient: number[] = [];
    let wrongBalance = 0;
    for (const commit of commits) {
      const receipt = receipts.get(commit.userId);
      if (!receipt) continue;
      latencies.push(receipt.at - commit.committedAt);
      if (commit.publishedAt !== undefined) {
        toPublish.push(commit.publishedAt - commit.committedAt);
        toClient.push(receipt.at - commit.publishedAt);
      }
      if (receipt.balance !== fenToYuan(BigInt(commit.afterFen))) wrongBalance++;
    }
    for (const values of [latencies, toPublish, toClient]) values.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const balances =
      wrongBalance === 0 ? 'each with the committed balance' : `${wrongBalance} with another balance`;
    return (
      `${players.length} subscribers, ${commits.length} commits (${IN_FLIGHT} in flight, ` +
      `${(commits.length / commitSeconds).toFixed(0)}/s), delivered ${latencies.length}/${players.length} ` +
      `${balances}, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, ` +
      `max ${ms(latencies.at(-1) ?? Number.NaN)}; p99 of commit -> publish ${ms(percentile(toPublish, 99))}, ` +
      `publish -> client ${ms(percentile(toClient, 99))}`
    );
  } finally {
    for (const ws of sockets) ws.terminate();
  }
}

/** Runs one figure; whatever fails there becomes its skip line and the next figure still runs. */
async function figure(label: string, target: string, skip: string | undefined, run: () => Promise<string>) {
  if (skip) {
    console.log(`${label}: skipped: ${skip}`);
    return;
  }
  try {
    console.log(`${label}: ${await run()} (target p99 < ${target})`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`${label}: skipped: ${message.split('\n')[0]?.slice(0, 300)}`);
  }
}

const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  LOG_LEVEL: 'warn',
  BENCH_REDIS_PREFIX: `rt-bench-${process.pid}:`,
  // The two nodes must sign with one secret; each would otherwise make up its own.
  PUSHER_SECRET: randomBytes(32).toString('base64url'),
};
delete baseEnv.REDIS_URL;

const oneNodeLabel = `ledger commit -> client, one node (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`;
await figure(oneNodeLabel, '50 ms', undefined, async () => {
  const node = await startNode(baseEnv);
  try {
    return await measure(node, node, `one${process.pid}`);
  } finally {
    await node.stop();
  }
});

const twoNodeSkip = !databaseUrl
  ? (process.env.BENCH_POSTGRES_SKIP ?? 'two nodes share a PostgreSQL database; DATABASE_URL is not set')
  : !redisUrl
    ? (process.env.BENCH_REDIS_SKIP ?? 'REDIS_URL is not set')
    : undefined;
const twoNodeLabel = 'ledger commit -> client, two nodes over Redis (PostgreSQL; commits on A, clients on B)';
await figure(twoNodeLabel, '100 ms', twoNodeSkip, async () => {
  const env = { ...baseEnv, REDIS_URL: redisUrl };
  // One after the other: both would otherwise migrate and seed the same database at once.
  const a = await startNode(env);
  const b = await startNode(env).catch(async (error) => {
    await a.stop();
    throw error;
  });
  try {
    return await measure(a, b, `two${process.pid}`);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});
