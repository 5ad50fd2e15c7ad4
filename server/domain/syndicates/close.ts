import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syndicateShares, syndicates } from '../../db/schema';
import { DomainError } from '../errors';
import { moneyTransaction } from '../ledger';
import { submitOrder } from '../sports/submit';
import type { SyndicateTicket } from './create';
import { cancelLocked, lockSyndicate, releaseGuarantee } from './refunds';
import { SHARE_PRICE_FEN } from './rules';

const UNFILLED = '截止时未满员，已撤单退款';

/**
 * Closes a syndicate that is full or past its deadline, in three steps that each commit:
 * 1. under the syndicate's lock: the guarantee buys what is left (as far as it goes) and the rest of it comes
 *    back; still not full, everything is refunded and it is cancelled. Full, it is marked `placing`, which
 *    stops every sale before it takes a wallet lock (so the order's transaction cannot deadlock with one);
 * 2. its ticket is placed through the ordinary order code in the initiator's name, paid from the holds, at
 *    the current odds, with the syndicate's own idempotency key (a retry after a crash finds the same order);
 * 3. an order the code refuses (a match closed, a limit) cancels the syndicate with every share refunded.
 * Running it again, on any node, changes nothing more.
 */
export async function closeSyndicate(db: Db, id: number, now = new Date()): Promise<void> {
  const ready = await moneyTransaction(db, async (tx) => {
    const syndicate = await lockSyndicate(tx, id);
    if (!syndicate) return false;
    if (syndicate.status === 'placing') return true;
    if (syndicate.status !== 'open') return false;
    const left = syndicate.totalShares - syndicate.soldShares;
    if (left > 0 && syndicate.deadline.getTime() > now.getTime()) return false;
    if (left > syndicate.guaranteeShares) {
      await cancelLocked(tx, syndicate, UNFILLED);
      return false;
    }
    if (left > 0)
      await tx.insert(syndicateShares).values({
        syndicateId: id,
        userId: syndicate.userId,
        kind: 'guarantee',
        shares: left,
        amount: BigInt(left) * SHARE_PRICE_FEN,
      });
    await releaseGuarantee(tx, syndicate, syndicate.guaranteeShares - left, '已满员');
    await tx
      .update(syndicates)
      .set({ status: 'placing', soldShares: syndicate.totalShares })
      .where(eq(syndicates.id, id));
    return true;
  });
  if (!ready) return;
  await placeTicket(db, id);
}

async function placeTicket(db: Db, id: number): Promise<void> {
  const [syndicate] = await db.select().from(syndicates).where(eq(syndicates.id, id));
  if (syndicate?.status !== 'placing') return;
  const ticket = syndicate.ticket as SyndicateTicket;
  const markPlaced = (orderId: number) =>
    sql`update syndicates set status = 'placed', order_id = ${orderId} where id = ${id} and status = 'placing'`;
  try {
    const { order, repeated } = await submitOrder(db, {
      userId: syndicate.userId,
      ...ticket,
      oddsPolicy: 'any',
      paidFromHolds: true,
      idempotencyKey: `syndicate:${id}`,
      onPlaced: async (tx, placed) => {
        if (placed.stake !== BigInt(syndicate.totalShares) * SHARE_PRICE_FEN)
          throw new DomainError(422, '方案金额与合买总额不一致');
        await tx.execute(markPlaced(placed.id));
      },
    });
    if (repeated) await db.execute(markPlaced(order.id));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await moneyTransaction(db, async (tx) => {
      const locked = await lockSyndicate(tx, id);
      if (locked?.status === 'placing')
        await cancelLocked(tx, locked, `出票失败（${error.message}），已撤单退款`);
    });
  }
}

/** Every syndicate due to close (full, past its deadline, or left half-placed by a crash), one after another. */
export async function closeDueSyndicates(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: syndicates.id })
    .from(syndicates)
    .where(
      or(
        eq(syndicates.status, 'placing'),
        and(
          eq(syndicates.status, 'open'),
          or(lte(syndicates.deadline, now), eq(syndicates.soldShares, syndicates.totalShares)),
        ),
      ),
    )
    .orderBy(syndicates.deadline)
    .limit(200);
  for (const { id } of due) await closeSyndicate(db, id, now);
  return due.length;
}

export interface SyndicateSweeps {
  stop(): Promise<void>;
}

/** main.ts: a closing pass every SYNDICATE_TICK_MS (default 2 s; 0 turns it off); passes never overlap. */
export function startSyndicateSweeps(
  db: Db,
  env: NodeJS.ProcessEnv,
  onError: (error: unknown) => void,
): SyndicateSweeps | null {
  const intervalMs = Number(env.SYNDICATE_TICK_MS ?? 2000);
  if (!(intervalMs > 0)) return null;
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = closeDueSyndicates(db)
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
