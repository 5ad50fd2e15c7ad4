// Starts the product's own server (the same main.ts `pnpm start` runs) on a free loopback port with a
// throwaway data folder, and a bare Fastify process as the ceiling; both report their resident memory.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib.mjs';
import { selfSignedCertificate } from '../tls-cert.mjs';

export const serverDir = join(root, 'server');
/** The server package's own dependencies (fastify, postgres), so the bench needs no copies of them. */
export const serverRequire = createRequire(join(serverDir, 'package.json'));
/** The root token of the bench's throwaway servers: it only bootstraps their 超级管理员 (operatorHeaders). */
const ROOT_TOKEN = 'bench-root-token';

/** The port when it can be bound on loopback now, else null (0 asks the system for any free one). */
function bindable(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const bound = probe.address().port;
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * A free loopback port for one of the bench's servers: any, or on a shared machine the first free one of
 * BENCH_PORTS (`8400-8499`).
 */
/**
 * Runs one of the server's TypeScript scripts (tsx) with `env` and resolves the JSON of the last line it
 * prints: the bench's scripts that work on a database beside the running product report that way.
 */
export function runServerScript(file, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      if (code !== 0) reject(new Error(`${file.split('/').pop()} exited ${code}`));
      else resolve(JSON.parse(line));
    });
  });
}

export async function freePort() {
  const range = process.env.BENCH_PORTS;
  if (!range) {
    const port = await bindable(0);
    if (port === null) throw new Error('no free loopback port');
    return port;
  }
  const [from, to] = range.split('-').map(Number);
  for (let port = from; port <= (to ?? from); port++) {
    if ((await bindable(port)) !== null) return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${range}`);
}

/** Resident set size of one process in MiB (Linux /proc; `ps` elsewhere). */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

/** GET `url` and whether it answered 200; an https URL may carry the bench's own self-signed certificate. */
async function answersOk(url) {
  if (!url.startsWith('https:')) return (await fetch(url)).ok;
  return new Promise((resolve, reject) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', reject);
  });
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if (await answersOk(url)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready at ${url} after ${timeoutMs} ms`);
}

/**
 * The platform server with the simulator paused (SIM_TICK_MS=0) so odds do not drift under the order
 * load (`simTickMs` runs it, for live pushes); `databaseUrl` selects PostgreSQL, otherwise PGlite in a
 * fresh temporary folder. `appsRoot` serves the apps from another folder (the unfederated baseline)
 * through unfederated/serve.mjs. `tls` serves HTTPS with HTTP/2 on a throwaway certificate (null when
 * openssl cannot make one). The cluster bench (cluster.mjs) gives each node a fixed `port` (its balancer
 * names it), `redisUrl` for the cross-node fan-out and `env` every node shares (the realtime secret).
 */
export async function startProduct({
  databaseUrl,
  appsRoot,
  simTickMs = 0,
  tls = false,
  port: fixedPort,
  redisUrl,
  env: sharedEnv = {},
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const certificate = tls ? await selfSignedCertificate(dataDir).catch(() => null) : undefined;
  if (certificate === null) {
    rmSync(dataDir, { recursive: true, force: true });
    return null;
  }
  const port = fixedPort ?? (await freePort());
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OPS_ROOT_TOKEN: ROOT_TOKEN,
    // No demo operators: the bench's own 超级管理员 comes from the bootstrap (operatorHeaders).
    DEMO_OPERATORS: '0',
    SIM_TICK_MS: String(simTickMs),
    LOG_LEVEL: 'warn',
    ...certificate,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.REMOTES_DEV;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (redisUrl) env.REDIS_URL = redisUrl;
  Object.assign(env, sharedEnv);
  if (appsRoot) env.BENCH_APPS_ROOT = appsRoot;
  const entry = appsRoot ? fileURLToPath(new URL('./unfederated/serve.mjs', import.meta.url)) : 'main.ts';
  // node --import tsx (not the tsx binary) so the child's pid is the server itself, for RSS.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env,
    stdio: ['ignore', process.env.BENCH_SERVER_LOG === '1' ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/v1/app/config/all`, child, 300_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`);
  }
  let operator;
  return {
    url,
    /** The headers of the bench's 超级管理员 API token for /api/ops calls (bootstrapped on first use). */
    opsHeaders: async () => {
      operator ??= operatorHeaders(url);
      return (await operator).admin;
    },
    /** A four-eyes credit, as operators make one: the bench's 超级管理员 asks, its 财务 approves. */
    credit: async (username, amount) => {
      operator ??= operatorHeaders(url);
      const { admin, reviewer } = await operator;
      const asked = await postOps(url, '/users/credit', { username, amount, reason: 'bench 资金' }, admin);
      await postOps(url, `/approvals/${asked.id}/approve`, {}, reviewer);
    },
    rss: () => rssMiB(child.pid),
    /** `kill -9`: the node dies mid-request, as a crashed machine does; resolves once it has exited. */
    kill: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGKILL');
      }),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postOps(url, path, body, headers) {
  const response = await fetch(`${url}/api/ops${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`ops ${path}: HTTP ${response.status} ${envelope?.message ?? ''}`);
  return envelope.data;
}

/**
 * The first 超级管理员 from the root token (`ops bootstrap`), then an API token for the bench's automation,
 * as OPS_TOKEN carries one for the CLI; and a 财务 with its own token, the second operator of credits.
 */
async function operatorHeaders(url) {
  const password = `bench-${Date.now()}`;
  const admin = await postOps(
    url,
    '/bootstrap',
    { username: 'bench_admin', password },
    { 'x-ops-token': ROOT_TOKEN },
  );
  const minted = await postOps(
    url,
    '/tokens',
    { operator: 'bench_admin', name: 'bench', expires_in_days: 1 },
    { authorization: `Bearer ${admin.token}` },
  );
  const automation = { authorization: `Bearer ${minted.token}` };
  await postOps(url, '/operators', { username: 'bench_finance', password, roles: ['finance'] }, automation);
  const reviewer = await postOps(
    url,
    '/tokens',
    { operator: 'bench_finance', name: 'bench-reviewer', expires_in_days: 1 },
    automation,
  );
  return { admin: automation, reviewer: { authorization: `Bearer ${reviewer.token}` } };
}

/** A bare Fastify route in its own process: the ceiling for what one Node process serves here. */
export async function startBareFastify() {
  const child = fork(fileURLToPath(new URL('./bare-fastify.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_BARE_PORT: String(await freePort()) },
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bare fastify exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    rss: () => rssMiB(child.pid),
    stop: () => child.kill(),
  };
}

/** A fresh database on the local PostgreSQL, or null (with the reason) when it is unreachable. */
export async function createPostgresDatabase(adminUrl) {
  const postgres = serverRequire('postgres');
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `bench_${process.pid}_${Date.now()}`;
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    return { reason: error.code ?? error.message };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end({ timeout: 1 });
    },
  };
}
