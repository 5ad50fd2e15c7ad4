import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookMatchLiability, bookOutcomeLiability, orderLiability } from '../../db/schema';
import { OrderRejected } from '../sports/order-rejected';
import {
  largestStakeYuan,
  matchShares,
  type OrderShape,
  type OutcomeShare,
  outcomeShares,
} from './contributions';
import { announceLiabilityChanged, announceOutcomeSuspended, liabilityChangedAfterCommit } from './events';
import { bookLimits, FULL_FACTOR_BP, matchLimits, stakeFactorBp } from './limits';

export const OUTCOME_SUSPENDED = '该选项已暂停接受投注';

/** A bet refused by the book's limits; `suspend` names the outcome to stop when 风控 chose that. */
export class LiabilityBreach extends OrderRejected {
  constructor(
    message: string,
    readonly suspend: Pick<OutcomeShare, 'matchId' | 'play' | 'option'> | null = null,
  ) {
    super(message);
  }
}

export interface Reservation {
  userId: number;
  orderId: number;
  stakeFen: bigint;
  maxPrizeFen: bigint;
  shape: OrderShape;
}

/**
 * Adds an order to the book's liability inside its transaction, or refuses it. Each outcome and match row is
 * raised by one conditional upsert that holds its row lock to the commit, so orders racing for one outcome
 * queue there and the sum never passes the limit. Called after the wallet is locked (a settlement also takes
 * wallets before these rows), with the rows in (match, play, option) order.
 */
export async function reserveLiability(tx: Tx, reservation: Reservation): Promise<void> {
  const { userId, orderId, stakeFen, maxPrizeFen, shape } = reservation;
  const book = await bookLimits(tx);
  const factor = BigInt(await stakeFactorBp(tx, userId));
  const orderLimit = (book.orderWinLimitFen * factor) / BigInt(FULL_FACTOR_BP);
  if (maxPrizeFen > orderLimit) {
    throw new LiabilityBreach(
      `超出单注最高可赢金额，本单最多可投 ${largestStakeYuan(stakeFen, maxPrizeFen, orderLimit)} 元`,
    );
  }
  const shares = outcomeShares(shape);
  const perMatch = matchShares(shares);
  const limits = await matchLimits(
    tx,
    book,
    perMatch.map((share) => share.matchId),
  );
  for (const share of shares) {
    const limit = limits.get(share.matchId)?.outcomeLimitFen ?? book.outcomeLimitFen;
    const raised = share.amountFen <= limit && (await raiseOutcome(tx, share, limit));
    if (!raised) {
      const room = await refusalRoom(tx, shares, perMatch, limits);
      const current = await outcomeRow(tx, share);
      if (current?.suspended) throw new LiabilityBreach(OUTCOME_SUSPENDED);
      const stake = largestStakeYuan(stakeFen, room.need, room.room);
      throw new LiabilityBreach(
        `该选项投注已达上限，本单最多可投 ${stake} 元`,
        book.onBreach === 'suspend' ? share : null,
      );
    }
  }
  for (const share of perMatch) {
    const limit = limits.get(share.matchId)?.matchLimitFen ?? book.matchLimitFen;
    if (share.amountFen > limit || !(await raiseMatch(tx, share, limit))) {
      const room = await refusalRoom(tx, shares, perMatch, limits);
      throw new LiabilityBreach(
        `该场比赛投注已达上限，本单最多可投 ${largestStakeYuan(stakeFen, room.need, room.room)} 元`,
      );
    }
  }
  await tx.insert(orderLiability).values(
    shares.map((share) => ({
      orderId,
      matchId: share.matchId,
      play: share.play,
      option: share.option,
      amount: share.amountFen,
    })),
  );
  liabilityChangedAfterCommit(
    tx,
    perMatch.map((share) => share.matchId),
  );
}

async function raiseOutcome(tx: Tx, share: OutcomeShare, limit: bigint): Promise<boolean> {
  const rows = await tx
    .insert(bookOutcomeLiability)
    .values({ matchId: share.matchId, play: share.play, option: share.option, liability: share.amountFen })
    .onConflictDoUpdate({
      target: [bookOutcomeLiability.matchId, bookOutcomeLiability.play, bookOutcomeLiability.option],
      set: { liability: sql`${bookOutcomeLiability.liability} + excluded.liability` },
      setWhere: sql`not ${bookOutcomeLiability.suspended} and ${bookOutcomeLiability.liability} + excluded.liability <= ${limit}`,
    })
    .returning({ liability: bookOutcomeLiability.liability });
  return rows.length > 0;
}

async function raiseMatch(
  tx: Tx,
  share: { matchId: number; amountFen: bigint },
  limit: bigint,
): Promise<boolean> {
  const rows = await tx
    .insert(bookMatchLiability)
    .values({ matchId: share.matchId, liability: share.amountFen })
    .onConflictDoUpdate({
      target: bookMatchLiability.matchId,
      set: { liability: sql`${bookMatchLiability.liability} + excluded.liability` },
      setWhere: sql`${bookMatchLiability.liability} + excluded.liability <= ${limit}`,
    })
    .returning({ liability: bookMatchLiability.liability });
  return rows.length > 0;
}

async function outcomeRow(tx: Tx, share: Pick<OutcomeShare, 'matchId' | 'play' | 'option'>) {
  const [row] = await tx
    .select()
    .from(bookOutcomeLiability)
    .where(
      and(
        eq(bookOutcomeLiability.matchId, share.matchId),
        eq(bookOutcomeLiability.play, share.play),
        eq(bookOutcomeLiability.option, share.option),
      ),
    );
  return row;
}

/**
 * The tightest room of a refused order over all its outcomes and matches (with what it needed there), so the
 * stake the message names fits every limit, not only the one that refused it.
 */
async function refusalRoom(
  tx: Tx,
  shares: readonly OutcomeShare[],
  perMatch: ReadonlyArray<{ matchId: number; amountFen: bigint }>,
  limits: Map<number, { outcomeLimitFen: bigint; matchLimitFen: bigint }>,
): Promise<{ room: bigint; need: bigint }> {
  const ids = perMatch.map((share) => share.matchId);
  const outcomes = await tx
    .select()
    .from(bookOutcomeLiability)
    .where(inArray(bookOutcomeLiability.matchId, ids));
  const totals = await tx.select().from(bookMatchLiability).where(inArray(bookMatchLiability.matchId, ids));
  let tightest = { room: 1n, need: 0n };
  const consider = (room: bigint, need: bigint) => {
    // room/need < tightest.room/tightest.need, cross-multiplied (a fresh tightest has need 0).
    if (tightest.need === 0n || room * tightest.need < tightest.room * need) tightest = { room, need };
  };
  for (const share of shares) {
    const row = outcomes.find(
      (outcome) =>
        outcome.matchId === share.matchId && outcome.play === share.play && outcome.option === share.option,
    );
    const limit = limits.get(share.matchId)?.outcomeLimitFen ?? 0n;
    consider(limit - (row?.liability ?? 0n), share.amountFen);
  }
  for (const share of perMatch) {
    const row = totals.find((total) => total.matchId === share.matchId);
    const limit = limits.get(share.matchId)?.matchLimitFen ?? 0n;
    consider(limit - (row?.liability ?? 0n), share.amountFen);
  }
  return tightest;
}

/** After a refusal whose limits say so: the outcome stops taking bets until 风控 reopens it. */
export async function suspendOutcome(
  db: Db,
  outcome: Pick<OutcomeShare, 'matchId' | 'play' | 'option'>,
): Promise<boolean> {
  // An upsert: a first bet already past the limit left no row to mark.
  const rows = await db
    .insert(bookOutcomeLiability)
    .values({ matchId: outcome.matchId, play: outcome.play, option: outcome.option, suspended: true })
    .onConflictDoUpdate({
      target: [bookOutcomeLiability.matchId, bookOutcomeLiability.play, bookOutcomeLiability.option],
      set: { suspended: true },
      setWhere: sql`not ${bookOutcomeLiability.suspended}`,
    })
    .returning({ matchId: bookOutcomeLiability.matchId });
  if (rows.length === 0) return false;
  // Listed in 风控's view (which starts from the match rows) even when nothing is owed on it yet.
  await db.insert(bookMatchLiability).values({ matchId: outcome.matchId }).onConflictDoNothing();
  announceOutcomeSuspended(db, outcome);
  announceLiabilityChanged(db, [outcome.matchId]);
  return true;
}

export async function resumeOutcome(
  db: Db,
  outcome: Pick<OutcomeShare, 'matchId' | 'play' | 'option'>,
): Promise<boolean> {
  const rows = await db
    .update(bookOutcomeLiability)
    .set({ suspended: false })
    .where(
      and(
        eq(bookOutcomeLiability.matchId, outcome.matchId),
        eq(bookOutcomeLiability.play, outcome.play),
        eq(bookOutcomeLiability.option, outcome.option),
        eq(bookOutcomeLiability.suspended, true),
      ),
    )
    .returning({ matchId: bookOutcomeLiability.matchId });
  if (rows.length === 0) return false;
  announceLiabilityChanged(db, [outcome.matchId]);
  return true;
}
