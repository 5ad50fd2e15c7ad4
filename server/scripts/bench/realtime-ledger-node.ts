// One platform node for the ledger-commit-to-client figure (realtime-ledger.ts forks it): the real app
// (buildApp with its database and realtime) on a loopback port, driven over IPC. It creates the players and
// makes the commits, so the money moves exactly as in the product: moneyTransaction + changeBalance, then the
// app's own onLedgerCommitted listener (http/realtime-wiring.ts) reads the snapshot and publishes.
// Env: DATABASE_URL (PostgreSQL, else PGlite in memory), REDIS_URL, BENCH_REDIS_PREFIX (keeps the bench's
// pub/sub apart from any other server on the same Redis).
import { performance } from 'node:perf_hooks';
import { REALTIME_EVENTS, userChannel } from '@app/shared/realtime-contract';
import { buildApp } from '../../app';
import { createDb } from '../../db/client';
import { users } from '../../db/schema';
import { changeBalance, moneyTransaction, onLedgerCommitted } from '../../domain/ledger';
import { issueToken } from '../../domain/tokens';
import { createRealtime, realtimeOptionsFromEnv } from '../../realtime/index';
import { seed } from '../../sim/seed';

export type NodeRequest =
  | { id: number; type: 'players'; tag: string; count: number }
  | { id: number; type: 'commit'; userIds: number[]; inFlight: number }
  | { id: number; type: 'stamps' }
  | { id: number; type: 'stop' };

export interface Player {
  id: number;
  token: string;
}

export interface Commit {
  userId: number;
  /** Balance after the commit, integer fen as a string (IPC carries no bigint). */
  afterFen: string;
  /** performance.timeOrigin + performance.now() when the commit was announced. */
  committedAt: number;
  /** When the app handed balance.changed to realtime (after its snapshot query): splits the latency. */
  publishedAt?: number;
}

const now = () => performance.timeOrigin + performance.now();
const CREDIT_FEN = 1n;
const TOKEN_BATCH = 50;

// A node that cannot start (no such database, Redis gone) tells the bench why instead of only exiting.
// A failed query's message is the whole statement; the driver's own error (its cause) says why.
const reason = (error: Error) => String(error.cause ?? error);
process.on('uncaughtException', (error) => process.send?.({ failed: reason(error) }, () => process.exit(1)));

const env = process.env;
const database = await createDb(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: 'memory://' },
);
const { db } = database;
await seed(db);

// Registered before buildApp, so this listener runs before the app's own: the stamp precedes the snapshot
// query and the publish, and both count in the latency.
const committed = new Map<number, Commit>();
const benchUsers = new Set<number>();
onLedgerCommitted(db, (entry) => {
  if (benchUsers.has(entry.userId))
    committed.set(entry.userId, {
      userId: entry.userId,
      afterFen: entry.after.toString(),
      committedAt: now(),
    });
});

const realtime = await createRealtime({
  ...realtimeOptionsFromEnv(env),
  redisPrefix: env.BENCH_REDIS_PREFIX,
});
const publish = realtime.publish;
realtime.publish = (channels, event, data, excludeSocketId) => {
  if (event === REALTIME_EVENTS.balanceChanged) {
    const commit = committed.get(Number(channels[0]?.slice(userChannel('').length)));
    if (commit) commit.publishedAt = now();
  }
  publish(channels, event, data, excludeSocketId);
};
const app = await buildApp({ db, opsToken: 'bench-ops-token', env, realtime });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, appKey: realtime.key });

/** Players inserted in one statement (no password hashing: they never log in), each with a session token. */
async function createPlayers(tag: string, count: number): Promise<Player[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `rtbench_${tag}_${index}`,
        passwordHash: 'bench',
        inviteCode: `RT${tag}${index}`,
      })),
    )
    .returning({ id: users.id });
  const players: Player[] = [];
  for (let start = 0; start < rows.length; start += TOKEN_BATCH) {
    const batch = rows.slice(start, start + TOKEN_BATCH);
    players.push(
      ...(await Promise.all(batch.map(async ({ id }) => ({ id, token: await issueToken(db, id) })))),
    );
  }
  return players;
}

/** One credit per player, `inFlight` transactions at a time (their stamps are asked for afterwards). */
async function commitAll(userIds: number[], inFlight: number): Promise<void> {
  for (const id of userIds) benchUsers.add(id);
  committed.clear();
  let next = 0;
  const worker = async () => {
    while (next < userIds.length) {
      const userId = userIds[next++] as number;
      await moneyTransaction(db, (tx) =>
        changeBalance(tx, { userId, amountFen: CREDIT_FEN, type: 'ops_credit', remark: 'realtime bench' }),
      );
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

async function answer(request: NodeRequest): Promise<unknown> {
  if (request.type === 'players') return createPlayers(request.tag, request.count);
  if (request.type === 'commit') return commitAll(request.userIds, request.inFlight);
  if (request.type === 'stamps') return [...committed.values()];
  await app.close();
  await database.close();
  process.exit();
}

// A bench that dies must not leave its node listening.
process.on('disconnect', () => process.exit());
process.on('message', (request: NodeRequest) => {
  answer(request).then(
    (result) => process.send?.({ id: request.id, result }),
    (error: Error) => process.send?.({ id: request.id, error: reason(error) }),
  );
});
