// The draw-close burst's players (burst.mjs runs it with tsx from server/, beside the running product, on
// the product's own PostgreSQL database): BENCH_BURST_PLAYERS players inserted in a few statements, each
// credited BENCH_BURST_FEN through the ledger (changeBalances: one `ops_credit` row per player, as an
// operator's credit writes) and given a session token. Seeded here rather than over HTTP because the
// product rate-limits sign-ins per address (60 a minute): 5,000 players would take over an hour to sign in.
// No password hashes: they never sign in. Prints one JSON line: the players' ids and tokens.
import { createDb } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { moneyTransaction } from '../../server/domain/ledger';
import { changeBalances } from '../../server/domain/ledger-batch';
import { issueToken } from '../../server/domain/tokens';

const COUNT = Number(process.env.BENCH_BURST_PLAYERS ?? 5_000);
const CREDIT_FEN = BigInt(process.env.BENCH_BURST_FEN ?? 10_000);
const TAG = Date.now().toString(36);
const CHUNK = 1_000;
const TOKENS_IN_FLIGHT = 50;

if (!process.env.DATABASE_URL) throw new Error('burst-players.ts needs the product database in DATABASE_URL');
const database = await createDb({ databaseUrl: process.env.DATABASE_URL });
const { db } = database;

const players: Array<{ id: number; token: string }> = [];
for (let start = 0; start < COUNT; start += CHUNK) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: Math.min(CHUNK, COUNT - start) }, (_, offset) => ({
        username: `burst${TAG}_${start + offset}`,
        passwordHash: 'bench',
        inviteCode: `BU${TAG}${start + offset}`,
      })),
    )
    .returning({ id: users.id });
  await moneyTransaction(db, (tx) =>
    changeBalances(
      tx,
      rows.map(({ id }) => ({
        userId: id,
        amountFen: CREDIT_FEN,
        type: 'ops_credit',
        remark: 'burst bench',
      })),
    ),
  );
  for (let from = 0; from < rows.length; from += TOKENS_IN_FLIGHT) {
    const batch = rows.slice(from, from + TOKENS_IN_FLIGHT);
    players.push(
      ...(await Promise.all(batch.map(async ({ id }) => ({ id, token: await issueToken(db, id) })))),
    );
  }
}
await database.close();
console.log(JSON.stringify({ players }));
