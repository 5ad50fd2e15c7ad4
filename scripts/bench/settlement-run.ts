// Settlement figure (issue 4/9): N open single orders on one football match, settled by settleMatch — the
// function behind `pnpm ops match:settle` — then checked: every order settled once, ledger = payouts.
// Run by settlement.mjs with `node --import tsx` from server/; prints one JSON line on stdout.
// Env: BENCH_ORDERS (count), DATABASE_URL (PostgreSQL) or BENCH_PGLITE_DIR (PGlite data folder).
import { createDb } from '../../server/db/client';
import { ledger, matches, matchOdds, orderLegs, orders, users } from '../../server/db/schema';
import { ORDER_STATUS } from '../../server/domain/sports/codes';
import { settleMatch } from '../../server/domain/sports/settlement';
import { seed } from '../../server/sim/seed';

const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
const PLAYERS = 100;
// 2,000 rows x at most 10 parameters stays well under PostgreSQL's 65,535 bind parameters per statement.
const INSERT_CHUNK = 2_000;
const AMOUNT_FEN = 200n;
const RESULT = { kind: 'result', full: { home: 2, away: 1 }, half: { home: 1, away: 0 } } as const;

const database = await createDb(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { pgliteDir: process.env.BENCH_PGLITE_DIR ?? 'memory://' },
);
const { db } = database;
await seed(db);

const match = (await db.select().from(matches)).find(
  (row) => row.sportType === 1 && row.status === 0 && row.settledAt === null,
);
if (!match) throw new Error('no open football match in the seed');
const options = (await db.select().from(matchOdds)).filter((row) => row.matchId === match.id);

const players = await db
  .insert(users)
  .values(
    Array.from({ length: PLAYERS }, (_, index) => ({
      username: `bench${index}`,
      passwordHash: 'bench',
      inviteCode: `BENCH${index}`,
    })),
  )
  .returning({ id: users.id, balance: users.balance });
const balanceBefore = players.reduce((sum, player) => sum + player.balance, 0n);

// Singles on every option of every play, so settlement decides wins and losses of each kind.
const createStarted = performance.now();
for (let start = 0; start < ORDER_COUNT; start += INSERT_CHUNK) {
  const indexes = Array.from({ length: Math.min(INSERT_CHUNK, ORDER_COUNT - start) }, (_, i) => start + i);
  const created = await db
    .insert(orders)
    .values(
      indexes.map((index) => {
        const odds = BigInt(options[index % options.length]?.odds ?? 100);
        return {
          orderNo: `BENCH${String(index).padStart(8, '0')}`,
          userId: players[index % PLAYERS]?.id ?? 0,
          sportType: 1,
          mode: 'single',
          amount: AMOUNT_FEN,
          multiple: 1,
          betCount: 1,
          stake: AMOUNT_FEN,
          minPrize: (odds * AMOUNT_FEN) / 100n,
          maxPrize: (odds * AMOUNT_FEN) / 100n,
        };
      }),
    )
    .returning({ id: orders.id, orderNo: orders.orderNo });
  await db.insert(orderLegs).values(
    created.map((order) => {
      const option = options[Number(order.orderNo.slice(5)) % options.length];
      if (!option) throw new Error('match has no odds');
      return {
        orderId: order.id,
        matchId: match.id,
        play: option.play,
        option: option.option,
        optionName: option.option,
        odds: option.odds,
        line: option.line,
      };
    }),
  );
}
const createSeconds = (performance.now() - createStarted) / 1000;

const settleStarted = performance.now();
const summary = await settleMatch(db, match.id, RESULT);
const settleSeconds = (performance.now() - settleStarted) / 1000;

/** Mismatches between the orders, the ledger and the balances; empty when everything settled exactly once. */
async function check(): Promise<string[]> {
  const problems: string[] = [];
  const orderRows = await db
    .select({ orderNo: orders.orderNo, status: orders.status, payout: orders.payout, at: orders.settledAt })
    .from(orders);
  const credits = (await db.select().from(ledger)).filter((row) => row.type === 'bet_win');
  const creditByKey = new Map<string, bigint>();
  for (const row of credits) {
    const key = row.idempotencyKey ?? '';
    if (creditByKey.has(key)) problems.push(`${key} credited twice`);
    creditByKey.set(key, row.amount);
  }
  let payouts = 0n;
  let unsettled = 0;
  let wrongCredit = 0;
  for (const order of orderRows) {
    if (order.status === ORDER_STATUS.pending || order.at === null) unsettled++;
    payouts += order.payout;
    const credited = creditByKey.get(`bet_win:${order.orderNo}`) ?? 0n;
    if (credited !== order.payout) wrongCredit++;
  }
  const ledgerSum = credits.reduce((sum, row) => sum + row.amount, 0n);
  const balanceAfter = (await db.select({ id: users.id, balance: users.balance }).from(users))
    .filter((row) => players.some((player) => player.id === row.id))
    .reduce((sum, row) => sum + row.balance, 0n);
  if (orderRows.length !== ORDER_COUNT) problems.push(`${orderRows.length} orders, expected ${ORDER_COUNT}`);
  if (summary.orders !== ORDER_COUNT) problems.push(`settleMatch finished ${summary.orders} orders`);
  if (unsettled > 0) problems.push(`${unsettled} orders not settled`);
  if (wrongCredit > 0) problems.push(`${wrongCredit} orders whose credit differs from the payout`);
  if (ledgerSum !== payouts) problems.push(`ledger bet_win ${ledgerSum} fen != payouts ${payouts} fen`);
  if (summary.paid !== payouts)
    problems.push(`settleMatch paid ${summary.paid} fen != payouts ${payouts} fen`);
  if (balanceAfter - balanceBefore !== payouts) problems.push('balances did not rise by the payouts');
  return problems;
}

const problems = await check();
await database.close();
console.log(
  JSON.stringify({
    orders: ORDER_COUNT,
    legs: summary.legs,
    paid: summary.paid.toString(),
    createSeconds,
    settleSeconds,
    problems,
  }),
);
