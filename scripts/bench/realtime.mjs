// The realtime figures come from the server's own scripts, whose lines pass through: server/scripts/bench/realtime-sockets.ts
// (connections and RSS, publish -> client) and server/scripts/bench/realtime-ledger.ts (ledger commit -> client through
// the real app, on a fresh PostgreSQL database when one can be created, dropped afterwards).
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { QUICK } from './report.mjs';
import { createPostgresDatabase, serverDir } from './server.mjs';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

/** Runs one script from server/ and prints its lines as `realtime <line>`; resolves with its exit code. */
async function passThrough(script, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
  return code === 0 ? [] : [`${script} exited ${code}`];
}

export async function benchRealtime() {
  const redisUrl = process.env.REDIS_URL ?? LOCAL_REDIS;
  const env = { ...process.env };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  if (await reachable(redisUrl)) env.REDIS_URL = redisUrl;
  else env.BENCH_REDIS_SKIP = `Redis unreachable at ${redisUrl}`;
  if (QUICK) Object.assign(env, { BENCH_CONNECTIONS: '2000', BENCH_SUBSCRIBERS: '200', BENCH_EVENTS: '20' });
  const failures = await passThrough('scripts/bench/realtime-sockets.ts', env);

  const database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
  try {
    const ledgerEnv = database.url
      ? { ...env, DATABASE_URL: database.url }
      : { ...env, BENCH_POSTGRES_SKIP: `PostgreSQL unreachable (${database.reason})` };
    failures.push(...(await passThrough('scripts/bench/realtime-ledger.ts', ledgerEnv)));
  } finally {
    await database.drop?.();
  }
  if (failures.length > 0) throw new Error(failures.join('; '));
}
