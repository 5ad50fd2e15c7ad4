/**
 * Realtime benchmark of the socket server alone (prints figures; not a test); realtime-ledger.ts measures the
 * product's own path from a ledger commit. Run from server/: `node --import tsx scripts/bench/realtime-sockets.ts`.
 * Env: BENCH_CONNECTIONS (10000), BENCH_SUBSCRIBERS (1000), BENCH_EVENTS (50), REDIS_URL (enables the
 * two-node run). Each node runs in its own child process, so its RSS is the server's alone.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { createRealtime } from '../../realtime/index';

const APP = { appId: 'bench', key: 'bench-key', secret: 'bench-secret' };
const now = () => performance.timeOrigin + performance.now();

type Request = { type: 'rss' } | { type: 'publish'; channel: string; seq: number };

async function serve(): Promise<void> {
  const redisUrl = process.env.BENCH_REDIS_URL || undefined;
  const realtime = await createRealtime({ ...APP, redisUrl, redisPrefix: 'rt-bench:' });
  const server = createServer();
  realtime.attach(server);
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('message', (request: Request) => {
    if (request.type === 'rss') process.send?.({ rss: process.memoryUsage().rss });
    else {
      realtime.publish([request.channel], 'tick', { seq: request.seq, sentAt: now() });
      process.send?.({ published: request.seq });
    }
  });
}

interface Node {
  child: ChildProcess;
  port: number;
  ask<T>(request: Request): Promise<T>;
}

async function startNode(redisUrl?: string): Promise<Node> {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    env: { ...process.env, BENCH_REDIS_URL: redisUrl ?? '' },
    execArgv: ['--import', 'tsx'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m: { port: number }) => resolve(m.port)),
  );
  return {
    child,
    port,
    ask: <T>(request: Request) =>
      new Promise<T>((resolve) => {
        child.once('message', (reply: T) => resolve(reply));
        child.send(request);
      }),
  };
}

function connect(
  port: number,
  onMessage?: (frame: { event: string; data: string }) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7&client=bench`);
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === 'pusher:connection_established') resolve(ws);
      onMessage?.(frame);
    });
  });
}

async function connectMany(port: number, count: number, onMessage?: Parameters<typeof connect>[1]) {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 500) {
    const batch = Array.from({ length: Math.min(500, count - i) }, () => connect(port, onMessage));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function latency(
  publisher: Node,
  receiver: Node,
  subscribers: number,
  events: number,
  label: string,
  target: string,
) {
  const samples: number[] = [];
  const onMessage = (frame: { event: string; data: string }) => {
    if (frame.event === 'tick') samples.push(now() - (JSON.parse(frame.data) as { sentAt: number }).sentAt);
  };
  const sockets = await connectMany(receiver.port, subscribers, onMessage);
  const subscribed = sockets.map(
    (ws) =>
      new Promise<void>((resolve) => {
        ws.on('message', (raw) => {
          if (raw.toString().includes('subscription_succeeded')) resolve();
        });
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'bench' } }));
      }),
  );
  await Promise.all(subscribed);
  for (let seq = 0; seq < events; seq++) {
    await publisher.ask<{ published: number }>({ type: 'publish', channel: 'bench', seq });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  const sorted = samples.sort((a, b) => a - b);
  console.log(
    `${label}: ${subscribers} subscribers x ${events} events, delivered ${samples.length}/${subscribers * events}, ` +
      `p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (target p99 < ${target})`,
  );
  for (const ws of sockets) ws.terminate();
}

async function main(): Promise<void> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
  const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000);
  const events = Number(process.env.BENCH_EVENTS ?? 50);
  const redisUrl = process.env.REDIS_URL;

  const single = await startNode();
  const idle = await single.ask<{ rss: number }>({ type: 'rss' });
  const started = Date.now();
  const sockets = await connectMany(single.port, connections);
  const held = await single.ask<{ rss: number }>({ type: 'rss' });
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  console.log(
    `connections: ${sockets.length} held by one node in ${Date.now() - started} ms, ` +
      `RSS ${mib(idle.rss)} MiB idle -> ${mib(held.rss)} MiB (target 10000 at < 1024 MiB)`,
  );
  for (const ws of sockets) ws.terminate();
  const publishToClient = 'publish -> client (public channel, synthetic publisher)';
  await latency(single, single, subscribers, events, `${publishToClient}, one node`, '50 ms');
  single.child.kill();

  if (!redisUrl) {
    console.log(
      `${publishToClient}, two nodes over Redis: skipped: ${process.env.BENCH_REDIS_SKIP ?? 'REDIS_URL is not set'}`,
    );
    return;
  }
  const [a, b] = await Promise.all([startNode(redisUrl), startNode(redisUrl)]);
  await latency(a, b, subscribers, events, `${publishToClient}, two nodes over Redis`, '100 ms');
  a.child.kill();
  b.child.kill();
}

if (process.argv[2] === 'serve') await serve();
else await main();
