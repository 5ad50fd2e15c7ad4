// Lottery figures: bets per second on one expect through createBet (the function behind POST
// /v1/liujiu/bet/create: checks, expect lock, wallet lock, ledger debit), then N bets of every 快三 play on one
// expect settled by drawExpect (behind the scheduler and `pnpm ops lottery:draw`) and checked: every bet settled
// once, each payout equal to @app/shared/lottery's prizeFen, one credit per winner = its payouts, ledger = balance rise.
// Run by settlement.mjs with `node --import tsx` from server/; prints one JSON line on stdout.
// Env: BENCH_BETS (count), BENCH_PLACED (bets placed one by one), DATABASE_URL or BENCH_PGLITE_DIR.

import { createDb } from '../../server/db/client';
import { ledger, lotteries, lotteryBets, users } from '../../server/db/schema';
import { createBet } from '../../server/domain/lottery/bets';
import { BET_STATUS } from '../../server/domain/lottery/codes';
import { drawExpect } from '../../server/domain/lottery/draw';
import { lotteryWinKey } from '../../server/domain/lottery/settle';
import { createRng } from '../../server/sim/rng';
import { seed } from '../../server/sim/seed';
import {
  checkBetCodes,
  expectAt,
  findLotteryPlay,
  formatOpenCode,
  playsOf,
  prizeFen,
} from '../../shared/lottery';

const BET_COUNT = Number(process.env.BENCH_BETS ?? 100_000);
const PLACED = Number(process.env.BENCH_PLACED ?? 2_000);
const PLAYERS = 100;
const PARALLEL = 20;
const INSERT_CHUNK = 2_000;
const AMOUNT_FEN = 200n;
const OPEN_CODE = [2, 2, 5];

const database = await createDb(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { pgliteDir: process.env.BENCH_PGLITE_DIR ?? 'memory://' },
);
const { db } = database;
await seed(db);
// 五分快三: one expect stays open through the whole run.
const lottery = (await db.select().from(lotteries)).find((row) => row.code === 'wfk3');
if (!lottery) throw new Error('no wfk3 lottery in the seed');

const players = await db
  .insert(users)
  .values(
    Array.from({ length: PLAYERS }, (_, index) => ({
      username: `lbench${index}`,
      passwordHash: 'bench',
      inviteCode: `LBENCH${index}`,
      balance: 100_000_000n,
    })),
  )
  .returning({ id: users.id });
const playerId = (index: number) => players[index % PLAYERS]?.id ?? 0;

// Random picks of 1 to 4 options per row over every 快三 play: thousands of distinct codes, like real traffic.
const rng = createRng(20261121);
const plays = playsOf('k3');
function randomBet(index: number): { play: string; codes: string; items: number } {
  for (;;) {
    const play = plays[index % plays.length];
    if (!play) throw new Error('no plays');
    const lines = play.rows.map((row) => {
      const size = 1 + Math.floor(rng() * Math.min(4, row.options.length));
      const pool = row.options.map((option) => option.code);
      const chosen = new Set<string>();
      while (chosen.size < size) chosen.add(pool[Math.floor(rng() * pool.length)] ?? '');
      return [...chosen].join(',');
    });
    const check = checkBetCodes(play, lines.join('|'));
    if (check.valid) return { play: play.id, codes: check.codes, items: check.itemCount };
  }
}

// Bets per second: real placements, PARALLEL at a time, on the one open expect (the clock is pinned so a run
// crossing an expect boundary still bets on one expect).
const benchNow = new Date();
const expect = expectAt(lottery.intervalSeconds, benchNow).expect;
const placeStarted = performance.now();
let placed = 0;
for (let start = 0; start < PLACED; start += PARALLEL) {
  const batch = Array.from({ length: Math.min(PARALLEL, PLACED - start) }, (_, i) => start + i);
  const results = await Promise.all(
    batch.map((index) => {
      const bet = randomBet(index);
      return createBet(db, {
        userId: playerId(index),
        lotteryId: lottery.id,
        playId: bet.play,
        codes: bet.codes,
        amountFen: AMOUNT_FEN,
        multiple: 1,
        now: benchNow,
      });
    }),
  );
  placed += results.length;
}
const placeSeconds = (performance.now() - placeStarted) / 1000;

// The rest of the draw's bets in bulk (their stakes are not debited: settlement is what is measured).
const createStarted = performance.now();
for (let start = placed; start < BET_COUNT; start += INSERT_CHUNK) {
  const indexes = Array.from({ length: Math.min(INSERT_CHUNK, BET_COUNT - start) }, (_, i) => start + i);
  await db.insert(lotteryBets).values(
    indexes.map((index) => {
      const bet = randomBet(index);
      return {
        betNo: `LB${String(index).padStart(10, '0')}`,
        userId: playerId(index),
        lotteryId: lottery.id,
        expect,
        play: bet.play,
        codes: bet.codes,
        itemCount: bet.items,
        amount: AMOUNT_FEN,
        multiple: 1,
        stake: AMOUNT_FEN * BigInt(bet.items),
      };
    }),
  );
}
const createSeconds = (performance.now() - createStarted) / 1000;

const balanceOf = async () =>
  (await db.select({ id: users.id, balance: users.balance }).from(users))
    .filter((row) => players.some((player) => player.id === row.id))
    .reduce((sum, row) => sum + row.balance, 0n);
const balanceBefore = await balanceOf();
const settleStarted = performance.now();
const result = await drawExpect(db, lottery, expect, { code: formatOpenCode('k3', OPEN_CODE), early: true });
const settleSeconds = (performance.now() - settleStarted) / 1000;

/** Mismatches between the bets, the shared rules, the ledger and the balances; empty when all is exact. */
async function check(): Promise<string[]> {
  const problems: string[] = [];
  const bets = (await db.select().from(lotteryBets)).filter((bet) => bet.expect === expect);
  const ours = new Set(players.map((player) => player.id));
  const credits = (await db.select().from(ledger)).filter(
    (row) => row.type === 'lottery_win' && ours.has(row.userId),
  );
  // One lottery_win row per winner of the draw, equal to the sum of that winner's payouts.
  const creditByUser = new Map<number, bigint>();
  for (const row of credits) {
    if (row.idempotencyKey !== lotteryWinKey(lottery.id, expect))
      problems.push(`unexpected key ${row.idempotencyKey}`);
    if (creditByUser.has(row.userId)) problems.push(`player ${row.userId} credited twice`);
    creditByUser.set(row.userId, row.amount);
  }
  const wonByUser = new Map<number, bigint>();
  let payouts = 0n;
  let unsettled = 0;
  let wrongPrize = 0;
  for (const bet of bets) {
    if (bet.status !== BET_STATUS.won && bet.status !== BET_STATUS.lost) unsettled++;
    const play = findLotteryPlay(bet.play);
    const picks = play ? checkBetCodes(play, bet.codes) : undefined;
    const expected =
      play && picks?.valid ? prizeFen(play, picks.picks, OPEN_CODE, bet.amount, bet.multiple) : -1n;
    if (expected !== bet.winAmount) wrongPrize++;
    if (bet.winAmount > 0n) wonByUser.set(bet.userId, (wonByUser.get(bet.userId) ?? 0n) + bet.winAmount);
    payouts += bet.winAmount;
  }
  const wrongCredit = [...wonByUser].filter(([userId, won]) => creditByUser.get(userId) !== won).length;
  const ledgerSum = credits.reduce((sum, row) => sum + row.amount, 0n);
  if (bets.length !== BET_COUNT) problems.push(`${bets.length} bets, expected ${BET_COUNT}`);
  if (result.bets !== BET_COUNT) problems.push(`drawExpect settled ${result.bets}`);
  if (unsettled > 0) problems.push(`${unsettled} bets not settled`);
  if (wrongPrize > 0) problems.push(`${wrongPrize} payouts differ from the shared prizeFen`);
  if (wrongCredit > 0) problems.push(`${wrongCredit} winners whose credit differs from their payouts`);
  if (ledgerSum !== payouts) problems.push(`ledger lottery_win ${ledgerSum} fen != payouts ${payouts} fen`);
  if (result.payout !== payouts)
    problems.push(`drawExpect paid ${result.payout} fen != payouts ${payouts} fen`);
  if ((await balanceOf()) - balanceBefore !== payouts) problems.push('balances did not rise by the payouts');
  return problems;
}

const problems = await check();
const distinctCodes = new Set(
  (await db.select({ play: lotteryBets.play, codes: lotteryBets.codes }).from(lotteryBets)).map(
    (row) => `${row.play}:${row.codes}`,
  ),
).size;
await database.close();
console.log(
  JSON.stringify({
    bets: BET_COUNT,
    placed,
    placeSeconds,
    distinctCodes,
    winners: result.winners,
    paid: result.payout.toString(),
    createSeconds,
    settleSeconds,
    problems,
  }),
);
