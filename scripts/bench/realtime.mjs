// The realtime figures come from server/realtime/bench.ts (owned by the server); its lines pass through.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { QUICK } from './report.mjs';
import { serverDir } from './server.mjs';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const answer = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

export async function benchRealtime() {
  const redisUrl = process.env.REDIS_URL ?? LOCAL_REDIS;
  const env = { ...process.env };
  delete env.REDIS_URL;
  if (await reachable(redisUrl)) env.REDIS_URL = redisUrl;
  if (QUICK) Object.assign(env, { BENCH_CONNECTIONS: '2000', BENCH_SUBSCRIBERS: '200', BENCH_EVENTS: '20' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'realtime/bench.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) console.log(`realtime ${line}`);
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (pending.trim()) console.log(`realtime ${pending}`);
  if (code !== 0) throw new Error(`server/realtime/bench.ts exited ${code}`);
  if (!env.REDIS_URL) console.log(`realtime two nodes: skipped: Redis unreachable at ${redisUrl}`);
}
