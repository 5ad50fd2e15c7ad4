import { randomInt } from 'node:crypto';
import {
  findOption,
  formatOdds,
  type PlayKey,
  parseOdds,
  planSlip,
  type Selection,
  SPORT_TYPE_OF,
  type Sport,
  sportOfType,
  UNKNOWN_OPTION,
} from '@app/shared/betting';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matches, matchOdds, orderLegs, orders } from '../../db/schema';
import { changeBalance, InsufficientBalanceError, lockWallet, moneyTransaction } from '../ledger';
import { MATCH_STATUS } from './codes';

export interface SubmittedSelection {
  match_id: number;
  play: string;
  option: string;
  odds: string;
}

export interface SubmitInput {
  userId: number;
  sport: Sport;
  mode: 'single' | 'mixed';
  combos: string[];
  selections: SubmittedSelection[];
  amount: number;
  multiple: number;
  idempotencyKey?: string;
}

export interface OddsChange {
  match_id: number;
  play: string;
  option: string;
  old_odds: string;
  new_odds: string;
}

/** A business refusal with its Chinese message (HTTP 422), optionally carrying data for the client. */
export class OrderRejected extends Error {
  constructor(
    message: string,
    readonly status: 409 | 422 = 422,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const ODDS_CHANGED = '赔率已变化，请确认最新赔率后重新投注';
export const MATCH_CLOSED = '所选比赛已停止投注';

type OrderRow = typeof orders.$inferSelect;

/** Order numbers: SP + Beijing date-time to the second + 6 random digits. */
function newOrderNo(now: Date): string {
  const beijing = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `SP${beijing}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function findByKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * Places an order: re-validates the slip with @app/shared/betting (the client can be bypassed), checks every
 * match is still open and every odds is current, then writes the order and its legs and debits the stake
 * through the ledger in one transaction. The same idempotency key returns the first order.
 */
export async function submitOrder(
  db: Db,
  input: SubmitInput,
): Promise<{ order: OrderRow; repeated: boolean }> {
  if (input.idempotencyKey) {
    const existing = await findByKey(db, input.userId, input.idempotencyKey);
    if (existing) return { order: existing, repeated: true };
  }
  const selections: Selection[] = input.selections.map((selection) => ({
    matchId: selection.match_id,
    sport: input.sport,
    play: selection.play as PlayKey,
    option: selection.option,
    name: findOption(input.sport, selection.play, selection.option)?.name ?? '',
    odds: selection.odds,
  }));
  const plan = planSlip({ ...input, selections });
  if (!plan.valid) throw new OrderRejected(plan.message);

  try {
    const order = await moneyTransaction(db, async (tx) => {
      await lockWallet(tx, input.userId);
      const matchIds = [...new Set(selections.map((selection) => selection.matchId))];
      // FOR SHARE: a settlement of these matches (FOR UPDATE) waits until this order is written.
      const open = await tx.select().from(matches).where(inArray(matches.id, matchIds)).for('share');
      for (const id of matchIds) {
        const match = open.find((row) => row.id === id);
        if (!match || sportOfType(match.sportType) !== input.sport) throw new OrderRejected(UNKNOWN_OPTION);
        if (match.status !== MATCH_STATUS.scheduled || match.kickoffAt.getTime() <= Date.now()) {
          throw new OrderRejected(MATCH_CLOSED);
        }
      }
      const current = await tx.select().from(matchOdds).where(inArray(matchOdds.matchId, matchIds));
      const changes: OddsChange[] = [];
      const legs = selections.map((selection) => {
        const row = current.find(
          (odds) =>
            odds.matchId === selection.matchId &&
            odds.play === selection.play &&
            odds.option === selection.option,
        );
        if (!row) throw new OrderRejected(UNKNOWN_OPTION);
        if (BigInt(row.odds) !== parseOdds(selection.odds)) {
          changes.push({
            match_id: selection.matchId,
            play: selection.play,
            option: selection.option,
            old_odds: selection.odds,
            new_odds: formatOdds(BigInt(row.odds)),
          });
        }
        return { selection, row };
      });
      if (changes.length > 0) throw new OrderRejected(ODDS_CHANGED, 409, { changes });

      const orderNo = newOrderNo(new Date());
      const { estimate, combinations } = plan;
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo,
          userId: input.userId,
          sportType: SPORT_TYPE_OF[input.sport],
          mode: input.mode,
          combos: combinations.map((combination) => combination.code).join(','),
          amount: BigInt(input.amount) * 100n,
          multiple: input.multiple,
          betCount: estimate.count,
          stake: estimate.stakeFen,
          minPrize: estimate.minPrizeFen,
          maxPrize: estimate.maxPrizeFen,
          idempotencyKey: input.idempotencyKey ?? null,
        })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      await tx.insert(orderLegs).values(
        legs.map(({ selection, row }) => ({
          orderId: order.id,
          matchId: selection.matchId,
          play: selection.play,
          option: selection.option,
          optionName: selection.name,
          odds: row.odds,
          line: row.line,
        })),
      );
      await changeBalance(tx, {
        userId: input.userId,
        amountFen: -estimate.stakeFen,
        type: 'bet',
        remark: `投注 ${orderNo}`,
        idempotencyKey: `bet:${orderNo}`,
      });
      return order;
    });
    return { order, repeated: false };
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw new OrderRejected(error.message);
    // Two requests with one key raced: the loser returns the winner's order.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByKey(db, input.userId, input.idempotencyKey);
      if (existing) return { order: existing, repeated: true };
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}
