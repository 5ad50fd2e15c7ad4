import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matches, matchRiskLimits, playerStakeFactors, riskLimits } from '../../db/schema';
import { DomainError } from '../errors';

export type OnBreach = 'refuse' | 'suspend';

export interface BookLimits {
  outcomeLimitFen: bigint;
  matchLimitFen: bigint;
  orderWinLimitFen: bigint;
  onBreach: OnBreach;
}

/** Until 风控 sets them: 1,000 万 on an outcome, 3,000 万 on a match, 500 万 won by one order. */
export const DEFAULT_LIMITS: BookLimits = {
  outcomeLimitFen: 10_000_000_00n,
  matchLimitFen: 30_000_000_00n,
  orderWinLimitFen: 5_000_000_00n,
  onBreach: 'refuse',
};

export const FULL_FACTOR_BP = 10_000;

export async function bookLimits(db: Db | Tx): Promise<BookLimits> {
  const [row] = await db.select().from(riskLimits).where(eq(riskLimits.id, 1));
  if (!row) return DEFAULT_LIMITS;
  return {
    outcomeLimitFen: row.outcomeLimit,
    matchLimitFen: row.matchLimit,
    orderWinLimitFen: row.orderWinLimit,
    onBreach: row.onBreach === 'suspend' ? 'suspend' : 'refuse',
  };
}

export async function setBookLimits(db: Db | Tx, next: BookLimits): Promise<void> {
  const values = {
    outcomeLimit: next.outcomeLimitFen,
    matchLimit: next.matchLimitFen,
    orderWinLimit: next.orderWinLimitFen,
    onBreach: next.onBreach,
    updatedAt: new Date(),
  };
  await db
    .insert(riskLimits)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: riskLimits.id, set: values });
}

export interface MatchLimits {
  outcomeLimitFen: bigint;
  matchLimitFen: bigint;
}

/** Each match's limits: its own where 风控 set them, else the book's. */
export async function matchLimits(
  db: Db | Tx,
  book: BookLimits,
  matchIds: readonly number[],
): Promise<Map<number, MatchLimits>> {
  const overrides = matchIds.length
    ? await db
        .select()
        .from(matchRiskLimits)
        .where(inArray(matchRiskLimits.matchId, [...matchIds]))
    : [];
  return new Map(
    matchIds.map((id) => {
      const own = overrides.find((row) => row.matchId === id);
      return [
        id,
        {
          outcomeLimitFen: own?.outcomeLimit ?? book.outcomeLimitFen,
          matchLimitFen: own?.matchLimit ?? book.matchLimitFen,
        },
      ];
    }),
  );
}

/** null clears a match's own limit (the book's applies again). */
export async function setMatchLimits(
  db: Db | Tx,
  matchId: number,
  next: { outcomeLimitFen: bigint | null; matchLimitFen: bigint | null },
): Promise<void> {
  const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  if (!match) throw new DomainError(404, '比赛不存在');
  const values = { outcomeLimit: next.outcomeLimitFen, matchLimit: next.matchLimitFen };
  await db
    .insert(matchRiskLimits)
    .values({ matchId, ...values })
    .onConflictDoUpdate({ target: matchRiskLimits.matchId, set: values });
}

export async function stakeFactorBp(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ factorBp: playerStakeFactors.factorBp })
    .from(playerStakeFactors)
    .where(eq(playerStakeFactors.userId, userId));
  return row?.factorBp ?? FULL_FACTOR_BP;
}

export async function setStakeFactorBp(db: Db | Tx, userId: number, factorBp: number): Promise<void> {
  await db
    .insert(playerStakeFactors)
    .values({ userId, factorBp })
    .onConflictDoUpdate({ target: playerStakeFactors.userId, set: { factorBp } });
}
