import {
  type ExpectSlot,
  expectAt,
  expectsClosingBetween,
  formatOpenCode,
  type LotteryType,
} from '@app/shared/lottery';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { lotteryExpects } from '../../db/schema';
import { advanceChases } from './chases';
import { EXPECT_STATUS, LotteryRejected } from './codes';
import { type DrawResult, drawExpect, secureDraw } from './draw';
import { enabledLotteries, ensureExpect, type LotteryRow } from './expects';

/** Expects that closed while nobody was running are filled in up to one day back. */
const CATCH_UP_LIMIT = 1440;
const INSERT_CHUNK = 500;

/**
 * Records expects that were never persisted as drawn, in bulk. Only valid for expects without a row: a bet
 * needs its expect's row, so none of them can have bets. A concurrent insert of the same expect wins.
 */
export async function recordUnbetDraws(
  db: Queryable,
  lottery: LotteryRow,
  slots: ExpectSlot[],
): Promise<void> {
  const type = lottery.type as LotteryType;
  for (let start = 0; start < slots.length; start += INSERT_CHUNK) {
    await db
      .insert(lotteryExpects)
      .values(
        slots.slice(start, start + INSERT_CHUNK).map((slot) => ({
          lotteryId: lottery.id,
          expect: slot.expect,
          openAt: slot.openAt,
          closeAt: slot.closeAt,
          status: EXPECT_STATUS.drawn,
          openCode: formatOpenCode(type, secureDraw(type)),
          drawnAt: slot.closeAt,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * Brings one lottery up to `now`: expects that closed without ever being persisted are recorded as drawn,
 * every persisted expect past its close is drawn and settled (oldest first, each once), and the current
 * expect is opened. Safe to run on several nodes and again after a restart.
 */
export async function catchUpLottery(
  db: Db,
  lottery: LotteryRow,
  now: Date,
  opened?: Map<number, string>,
): Promise<DrawResult[]> {
  // Expect numbers sort by time within a lottery, so the unique index finds the last one.
  const [last] = await db
    .select({ closeAt: lotteryExpects.closeAt })
    .from(lotteryExpects)
    .where(eq(lotteryExpects.lotteryId, lottery.id))
    .orderBy(desc(lotteryExpects.expect))
    .limit(1);
  if (last?.closeAt) {
    const missed = expectsClosingBetween(lottery.intervalSeconds, last.closeAt, now);
    await recordUnbetDraws(db, lottery, missed.slice(-CATCH_UP_LIMIT));
  }
  const due = await db
    .select({ expect: lotteryExpects.expect })
    .from(lotteryExpects)
    .where(
      and(
        eq(lotteryExpects.lotteryId, lottery.id),
        eq(lotteryExpects.status, EXPECT_STATUS.open),
        lte(lotteryExpects.closeAt, now),
      ),
    )
    .orderBy(asc(lotteryExpects.closeAt));
  const drawn: DrawResult[] = [];
  for (const { expect } of due) {
    try {
      drawn.push(await drawExpect(db, lottery, expect, { now }));
    } catch (error) {
      // Another node (or the operator) drew it first.
      if (!(error instanceof LotteryRejected && error.status === 409)) throw error;
    }
  }
  const current = expectAt(lottery.intervalSeconds, now);
  if (opened?.get(lottery.id) !== current.expect) {
    await ensureExpect(db, lottery.id, current);
    opened?.set(lottery.id, current.expect);
  }
  return drawn;
}

/** A lottery whose pass failed, and why; the other lotteries of the pass went on. */
export class LotteryPassFailed extends Error {
  constructor(
    readonly lotteryCode: string,
    cause: unknown,
  ) {
    super(`lottery ${lotteryCode}: pass failed`, { cause });
  }
}

/**
 * One pass over every lottery on sale: draws what closed, opens the current expect and moves 追号 plans on
 * (places the expects now open, refunds those missed). Each lottery's pass stands alone: one that fails is
 * handed to `onError` (thrown once the others are done when there is none) and the next lottery is still
 * drawn on time. `opened` remembers the expects this process has already opened, so a pass between two
 * closes only reads.
 */
export async function runLotteryTick(
  db: Db,
  now = new Date(),
  opened?: Map<number, string>,
  onError?: (failure: LotteryPassFailed) => void,
): Promise<DrawResult[]> {
  const drawn: DrawResult[] = [];
  const failures: LotteryPassFailed[] = [];
  for (const lottery of await enabledLotteries(db)) {
    try {
      drawn.push(...(await catchUpLottery(db, lottery, now, opened)));
      await advanceChases(db, lottery, now);
    } catch (error) {
      // Opened again next pass: what failed may have left the current expect unopened.
      opened?.delete(lottery.id);
      failures.push(new LotteryPassFailed(lottery.code, error));
    }
  }
  if (onError) failures.forEach(onError);
  else if (failures[0]) throw failures[0];
  return drawn;
}

export interface LotteryScheduler {
  /** Stops ticking; resolves once a pass in progress has finished (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Draws every expect at its close: a pass right away (catching up what closed while the server was down)
 * and then every `intervalMs`; passes never overlap.
 */
export function startLotteryScheduler(
  db: Db,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): LotteryScheduler {
  let running: Promise<void> | null = null;
  const opened = new Map<number, string>();
  const pass = () => {
    if (running) return;
    running = runLotteryTick(db, new Date(), opened, options.onError)
      .then(() => undefined)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = setInterval(pass, options.intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** main.ts: the draw scheduler unless LOTTERY_TICK_MS=0 (default a pass every second). */
export function startLotteryDraws(
  db: Db,
  env: NodeJS.ProcessEnv,
  onError: (error: unknown) => void,
): LotteryScheduler | null {
  const intervalMs = Number(env.LOTTERY_TICK_MS ?? 1000);
  return intervalMs > 0 ? startLotteryScheduler(db, { intervalMs, onError }) : null;
}
